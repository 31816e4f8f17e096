import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const list = style({
  display: "flex",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
  counterReset: "step",
  flexWrap: "wrap",
});
export const item = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  flex: "1 1 8rem",
  minWidth: 0,
  paddingBottom: vars.space.sm,
  borderBottom: `3px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  selectors: {
    '&[data-state="complete"]': { borderBottomColor: vars.color.success, color: vars.color.text },
    '&[data-state="current"]': {
      borderBottomColor: vars.color.brand,
      color: vars.color.text,
      fontWeight: vars.fontWeight.bold,
    },
  },
});
export const marker = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "1.75rem",
  height: "1.75rem",
  flexShrink: 0,
  borderRadius: "50%",
  border: `2px solid currentColor`,
  fontSize: vars.fontSize.sm,
  selectors: {
    '[data-state="complete"] &': {
      background: vars.color.success,
      borderColor: vars.color.success,
      color: vars.color.surface,
    },
    '[data-state="current"] &': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
    },
  },
});
export const label = style({ fontSize: vars.fontSize.sm, overflow: "hidden", textOverflow: "ellipsis" });
export const button = style({
  all: "unset",
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  cursor: "pointer",
  borderRadius: vars.radius.sm,
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
export const hidden = style({
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
});
