import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const root = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  color: vars.color.text,
});

const ring = style({
  display: "inline-block",
  borderRadius: "50%",
  border: `2px solid ${vars.color.border}`,
  borderTopColor: vars.color.brand,
  animation: `${spin} 0.8s linear infinite`,
  flexShrink: 0,
});

export const size = styleVariants({
  small: [ring, { width: "1rem", height: "1rem" }],
  medium: [ring, { width: "1.5rem", height: "1.5rem", borderWidth: 3 }],
  large: [ring, { width: "2.5rem", height: "2.5rem", borderWidth: 4 }],
});

export const label = style({ fontSize: vars.fontSize.sm });
