import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const root = style({ display: "grid", gap: vars.space.sm, minInlineSize: 0 });

export const check = style({ marginInlineStart: "auto", display: "inline-flex", color: vars.color.brand });

export const option = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  inlineSize: "100%",
});
