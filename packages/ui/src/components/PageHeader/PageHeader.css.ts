import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  // A long name (a news channel, a company) wraps instead of pushing the page sideways.
  overflowWrap: "anywhere",
});

export const subtitle = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.textMuted });
