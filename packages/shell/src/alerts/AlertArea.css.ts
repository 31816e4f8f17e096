import { vars } from "@haulboard/ui";
import { fallbackVar, style } from "@vanilla-extract/css";
import { alertAreaInsetStart } from "./alertPlacement.css.ts";

/** Fixed at the top so an alert shows on every layout without moving the page. */
export const area = style({
  position: "fixed",
  insetBlockStart: vars.space.md,
  insetInlineStart: fallbackVar(alertAreaInsetStart, vars.space.md),
  insetInlineEnd: vars.space.md,
  zIndex: vars.zIndex.toast,
  display: "grid",
  justifyItems: "center",
  pointerEvents: "none",
});

export const slot = style({ pointerEvents: "auto", inlineSize: "100%", maxInlineSize: "40rem" });
