import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const spinner = style({
  width: "1rem",
  height: "1rem",
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.textMuted}`,
  borderRightColor: "transparent",
  animation: `${spin} 0.8s linear infinite`,
});
