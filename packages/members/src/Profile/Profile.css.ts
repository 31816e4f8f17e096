import { vars } from "@haulboard/ui";
import { style } from "@vanilla-extract/css";

export const fields = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 16rem), 1fr))",
  alignItems: "start",
  minInlineSize: 0,
});

export const form = style({ display: "grid", gap: vars.space.lg, minInlineSize: 0 });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });
