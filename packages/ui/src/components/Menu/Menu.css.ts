import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const popover = style({
  zIndex: vars.zIndex.popover,
  minWidth: "11rem",
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  outline: "none",
});
export const menu = style({
  padding: vars.space.xs,
  outline: "none",
  maxHeight: "inherit",
  overflowY: "auto",
});
export const item = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-focused]": { background: vars.color.brandSubtle },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
    '&[data-danger="true"]': { color: vars.color.critical },
    "&[data-disabled]": { color: vars.color.textDisabled, cursor: "default" },
  },
});
/** The menu's note (why some actions are not offered): muted, under the items, as wide as the menu. */
export const note = style({
  margin: 0,
  maxWidth: "18rem",
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
