import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const list = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, outline: "none" });

export const tag = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  minHeight: "1.75rem",
  paddingInlineStart: vars.space.sm,
  paddingInlineEnd: vars.space.xxs,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  outline: "none",
  cursor: "default",
  selectors: {
    "&:not(:has([slot=remove]))": { paddingInlineEnd: vars.space.sm },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
    "&[data-selected]": {
      background: vars.color.brand,
      color: vars.color.onBrand,
      borderColor: vars.color.brand,
    },
    "&[data-disabled]": { color: vars.color.textDisabled },
  },
});

export const remove = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "1.25rem",
  height: "1.25rem",
  padding: 0,
  border: "none",
  borderRadius: vars.radius.pill,
  background: "transparent",
  color: "inherit",
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-hovered]": { background: vars.color.border },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}` },
  },
});

export const empty = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const addRow = style({ display: "flex", gap: vars.space.sm, alignItems: "flex-end" });
