import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

const base = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: "1px solid",
  borderLeftWidth: 4,
  color: vars.color.text,
});

export const alert = styleVariants({
  success: [base, { background: vars.color.successSurface, borderColor: vars.color.success }],
  info: [base, { background: vars.color.infoSurface, borderColor: vars.color.info }],
  warning: [base, { background: vars.color.warningSurface, borderColor: vars.color.warning }],
  error: [base, { background: vars.color.errorSurface, borderColor: vars.color.error }],
  none: [base, { background: vars.color.surfaceSunken, borderColor: vars.color.border }],
});

export const icon = styleVariants({
  success: { color: vars.color.success, display: "inline-flex", paddingTop: 2 },
  info: { color: vars.color.info, display: "inline-flex", paddingTop: 2 },
  warning: { color: vars.color.warning, display: "inline-flex", paddingTop: 2 },
  error: { color: vars.color.error, display: "inline-flex", paddingTop: 2 },
  none: { display: "none" },
});

export const content = style({ flex: 1, minWidth: 0 });
export const title = style({ margin: 0, fontWeight: vars.fontWeight.bold });
export const message = style({ margin: 0 });
