import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const tabs = style({ display: "flex", flexDirection: "column", gap: vars.space.md });
export const list = style({
  display: "flex",
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: "auto",
});
export const tab = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  borderBottom: "3px solid transparent",
  cursor: "pointer",
  outline: "none",
  whiteSpace: "nowrap",
  selectors: {
    "&[data-hovered]": { color: vars.color.text },
    "&[data-selected]": { color: vars.color.brand, borderBottomColor: vars.color.brand },
    "&[data-focus-visible]": {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: -2,
      borderRadius: vars.radius.sm,
    },
    "&[data-disabled]": { color: vars.color.textDisabled, cursor: "default" },
  },
});
export const panel = style({
  outline: "none",
  selectors: { "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
