import { vars } from "@haulboard/ui";
import { style } from "@vanilla-extract/css";

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 18rem), 1fr))",
});

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
});

export const cardImage = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "587 / 226",
  objectFit: "cover",
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: "anywhere",
});

export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const article = style({ maxWidth: "56rem", minWidth: 0, overflowWrap: "anywhere" });

export const heroImage = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "587 / 226",
  objectFit: "cover",
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
});

/** The list's ad between two posts: centred in the column, never wider than it. */
export const adItem = style({ display: "grid", justifyItems: "center", minInlineSize: 0 });

/** The post page's ad under the post. */
export const adAside = style({ display: "grid", justifyItems: "center", minInlineSize: 0 });
