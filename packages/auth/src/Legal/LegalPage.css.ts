import { vars } from "@haulboard/ui";
import { style } from "@vanilla-extract/css";

export const frame = style({
  minHeight: "100vh",
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const page = style({ paddingBlock: vars.space.xl, paddingInline: vars.space.lg });

/** A reading measure: lines stay short enough to read at every width. */
export const article = style({
  display: "grid",
  gap: vars.space.md,
  maxInlineSize: "42rem",
  marginInline: "auto",
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: "anywhere",
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const section = style({ display: "grid", gap: vars.space.sm });

export const text = style({ margin: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.infoSurface,
  borderInlineStart: `4px solid ${vars.color.info}`,
});

export const links = style({ display: "flex", flexWrap: "wrap", gap: vars.space.lg });
