import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

const pulse = keyframes({ "0%": { opacity: 1 }, "50%": { opacity: 0.45 }, "100%": { opacity: 1 } });

export const group = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, width: "100%" });

const block = style({
  display: "block",
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  animation: `${pulse} 1.6s ease-in-out infinite`,
});

export const shape = styleVariants({
  text: [block, { height: "1em", borderRadius: vars.radius.sm }],
  rect: [block, { borderRadius: vars.radius.md }],
  circle: [block, { borderRadius: "50%" }],
});

export const hidden = style({
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
});
