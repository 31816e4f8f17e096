import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.md });
export const panel = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-start",
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  selectors: {
    '&[data-status="failed"]': { borderColor: vars.color.critical },
    '&[data-status="resumable"]': { borderColor: vars.color.brand },
  },
});
export const preview = style({
  width: 160,
  maxWidth: "100%",
  aspectRatio: "16 / 9",
  objectFit: "cover",
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  flexShrink: 0,
});
export const body = style({
  flex: "1 1 220px",
  minWidth: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
});
export const fileName = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const error = style({ margin: 0, color: vars.color.critical, fontSize: vars.fontSize.sm });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });
