import { vars } from "@haulboard/ui";
import { style } from "@vanilla-extract/css";

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});
