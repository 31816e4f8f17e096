import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

const base = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: "nowrap",
  border: "1px solid currentColor",
});

export const badge = styleVariants({
  neutral: [base, { color: vars.color.statusInactive, background: vars.color.statusInactiveSurface }],
  brand: [base, { color: vars.color.brand, background: vars.color.brandSubtle }],
  success: [base, { color: vars.color.success, background: vars.color.successSurface }],
  info: [base, { color: vars.color.info, background: vars.color.infoSurface }],
  warning: [base, { color: vars.color.warning, background: vars.color.warningSurface }],
  error: [base, { color: vars.color.error, background: vars.color.errorSurface }],
});
