import { mediaQuery, vars } from "@haulboard/ui";
import { style } from "@vanilla-extract/css";

// One column no wider than the page: the ads table scrolls inside its own box, the fields stay whole.
export const page = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.lg,
  minInlineSize: 0,
  padding: vars.space.lg,
});

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  alignItems: "center",
  justifyContent: "space-between",
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const subtitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const filters = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { [mediaQuery.tablet]: { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)" } },
});

export const nameCell = style({ display: "grid", gap: vars.space.xxs });
export const strong = style({ fontWeight: vars.fontWeight.bold });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const text = style({ margin: 0, color: vars.color.text, lineHeight: vars.lineHeight.relaxed });

/** The editor: the form, and the preview beside it from the desktop width on. */
export const editor = style({
  display: "grid",
  gap: vars.space.xl,
  gridTemplateColumns: "minmax(0, 1fr)",
  alignItems: "start",
  "@media": { [mediaQuery.desktop]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)" } },
});

export const preview = style({
  display: "grid",
  gap: vars.space.lg,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  minInlineSize: 0,
});

export const previewLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });

export const list = style({ display: "grid", gap: vars.space.sm, margin: 0, padding: 0, listStyle: "none" });

export const row = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "center",
  justifyContent: "space-between",
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
});

export const links = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md });

export const error = style({ color: vars.color.critical, fontSize: vars.fontSize.sm });
