import { vars } from "@haulboard/ui";
import { style } from "@vanilla-extract/css";

export const page = style({
  display: "grid",
  // One column no wider than the page: a 728 px ad banner scales down to it instead of widening it.
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.lg,
  maxInlineSize: "48rem",
  padding: vars.space.lg,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
});

export const subtitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const text = style({ margin: 0, lineHeight: vars.lineHeight.relaxed });

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.infoSurface,
  borderInlineStart: `4px solid ${vars.color.info}`,
});

export const centred = style({
  display: "grid",
  placeItems: "center",
  minBlockSize: "70vh",
  padding: vars.space.xl,
  textAlign: "center",
  color: vars.color.text,
  fontFamily: vars.font.body,
});
