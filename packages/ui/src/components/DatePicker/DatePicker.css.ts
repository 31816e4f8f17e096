import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const dialog = style({ padding: vars.space.md, outline: "none" });

export const header = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  marginBottom: vars.space.sm,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const grid = style({ borderCollapse: "collapse" });

export const headerCell = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  paddingBottom: vars.space.xs,
});

export const cell = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.25rem",
  height: "2.25rem",
  borderRadius: vars.radius.pill,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-outside-month]": { display: "none" },
    "&[data-hovered]": { background: vars.color.surfaceSunken },
    "&[data-selected]": { background: vars.color.brand, color: vars.color.onBrand },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "1px" },
    "&[data-disabled], &[data-unavailable]": {
      color: vars.color.textDisabled,
      cursor: "not-allowed",
      textDecoration: "line-through",
    },
  },
});

export const calendarPopover = style({ maxHeight: "none", minWidth: "auto" });
