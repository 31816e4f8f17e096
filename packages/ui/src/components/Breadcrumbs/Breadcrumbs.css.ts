import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: vars.fontSize.sm,
});
export const crumb = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  color: vars.color.textMuted,
});
export const link = style({
  color: vars.color.link,
  textDecoration: "underline",
  borderRadius: vars.radius.sm,
  outline: "none",
  cursor: "pointer",
  selectors: {
    "&[data-current]": {
      color: vars.color.text,
      textDecoration: "none",
      fontWeight: vars.fontWeight.medium,
      cursor: "default",
    },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
