import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.md });
export const zone = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.xl,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  textAlign: "center",
  outline: "none",
  selectors: {
    "&[data-drop-target]": { borderColor: vars.color.brand, background: vars.color.brandSubtle },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
});
export const item = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  selectors: { '&[data-status="error"]': { borderColor: vars.color.error } },
});
export const itemBody = style({
  flex: 1,
  minWidth: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
});
export const fileName = style({
  fontWeight: vars.fontWeight.medium,
  overflow: "hidden",
  textOverflow: "ellipsis",
});
export const error = style({ color: vars.color.error, fontSize: vars.fontSize.sm, margin: 0 });
export const done = style({ color: vars.color.success, fontSize: vars.fontSize.sm, margin: 0 });
