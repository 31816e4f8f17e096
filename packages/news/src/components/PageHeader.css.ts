import { vars } from "@haulboard/ui";
import { style } from "@vanilla-extract/css";

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  overflowWrap: "anywhere",
});

export const subtitle = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.textMuted });
