import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

const base = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: "nowrap",
  border: "1px solid currentColor",
});

export const dot = style({
  width: "0.5rem",
  height: "0.5rem",
  borderRadius: "50%",
  background: "currentColor",
});

export const pill = styleVariants({
  POSTED: [base, { color: vars.color.statusPosted, background: vars.color.statusPostedSurface }],
  SCHEDULED: [base, { color: vars.color.statusScheduled, background: vars.color.statusScheduledSurface }],
  Cancelled: [base, { color: vars.color.statusCancelled, background: vars.color.statusCancelledSurface }],
  Inactive: [base, { color: vars.color.statusInactive, background: vars.color.statusInactiveSurface }],
});
