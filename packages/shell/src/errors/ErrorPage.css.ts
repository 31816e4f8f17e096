import { vars } from "@haulboard/ui";
import { style } from "@vanilla-extract/css";

export const page = style({
  display: "grid",
  placeItems: "center",
  minHeight: "60vh",
  padding: vars.space.xl,
  textAlign: "center",
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const content = style({ display: "grid", gap: vars.space.md, maxWidth: "36rem" });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxxl,
  fontWeight: vars.fontWeight.bold,
});

export const text = style({ margin: 0, fontSize: vars.fontSize.lg });

export const detail = style({ margin: 0, color: vars.color.textMuted, fontStyle: "italic" });

export const loading = style({
  display: "grid",
  placeItems: "center",
  minHeight: "40vh",
  padding: vars.space.xl,
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
});
