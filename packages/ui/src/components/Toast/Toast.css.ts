import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

const slideIn = keyframes({
  from: { opacity: 0, transform: "translateY(0.5rem)" },
  to: { opacity: 1, transform: "none" },
});

export const region = style({
  position: "fixed",
  insetBlockEnd: vars.space.lg,
  insetInlineEnd: vars.space.lg,
  zIndex: vars.zIndex.toast,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  width: "min(24rem, calc(100vw - 2rem))",
  outline: "none",
});
export const live = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });

const base = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: "1px solid",
  borderLeftWidth: 4,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  animation: `${slideIn} ${vars.motion.durationNormal} ${vars.motion.easing}`,
});
export const toast = styleVariants({
  success: [base, { borderColor: vars.color.success }],
  info: [base, { borderColor: vars.color.info }],
  warning: [base, { borderColor: vars.color.warning }],
  error: [base, { borderColor: vars.color.error }],
});
export const icon = styleVariants({
  success: { color: vars.color.success, display: "inline-flex" },
  info: { color: vars.color.info, display: "inline-flex" },
  warning: { color: vars.color.warning, display: "inline-flex" },
  error: { color: vars.color.error, display: "inline-flex" },
});
export const content = style({ flex: 1, minWidth: 0 });
export const title = style({ margin: 0, fontWeight: vars.fontWeight.bold });
export const message = style({ margin: 0, fontSize: vars.fontSize.sm });
