import { vars } from "@haulboard/ui";
import { style } from "@vanilla-extract/css";

export const page = style({ padding: vars.space.lg, fontFamily: vars.font.body, color: vars.color.text });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
});
