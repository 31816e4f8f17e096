import { vars } from "@haulboard/ui";
import { style } from "@vanilla-extract/css";

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});
