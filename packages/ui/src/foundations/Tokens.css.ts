import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  background: vars.color.surface,
});
export const cell = style({
  textAlign: "start",
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: "middle",
});
export const spaceBar = style({ display: "block", height: "0.75rem", background: vars.color.brand });
export const radiusBox = style({
  width: "3rem",
  height: "3rem",
  border: `2px solid ${vars.color.brand}`,
  background: vars.color.brandSubtle,
});
export const shadowBox = style({
  width: "6rem",
  height: "3rem",
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.md,
});
