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

/** A page outside the portal layouts: the brand bar on top, the page below. */
export const frame = style({
  display: "grid",
  gridTemplateRows: "auto 1fr",
  minHeight: "100vh",
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const brandBar = style({
  display: "flex",
  alignItems: "center",
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const brand = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  textDecoration: "none",
  borderRadius: vars.radius.sm,
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" } },
});

export const wayOut = style({
  display: "flex",
  justifyContent: "center",
  gap: vars.space.lg,
  flexWrap: "wrap",
});

export const wayOutLink = style({
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
  textUnderlineOffset: "0.2em",
  borderRadius: vars.radius.sm,
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" } },
});
