import { mediaQuery, vars } from "@haulboard/ui";
import { style } from "@vanilla-extract/css";

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  minInlineSize: 0,
  alignItems: "center",
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceRaised,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const brand = style({ display: "grid", marginInlineEnd: "auto", minInlineSize: 0 });

export const product = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const portal = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const tools = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });

export const search = style({
  flex: "1 1 100%",
  order: 3,
  "@media": { [mediaQuery.tablet]: { flex: "0 1 20rem", order: 0 } },
});

/** Holds the search box's place while its code loads, so the header does not shift. */
export const logo = style({
  blockSize: "2.5rem",
  inlineSize: "auto",
  maxInlineSize: "8rem",
  objectFit: "contain",
});

/** The header menu's content: the switcher, pickers, theme and Log out stacked (compact) or the theme. */
export const menu = style({
  display: "grid",
  gap: vars.space.lg,
  minInlineSize: "14rem",
  maxInlineSize: "min(22rem, calc(100vw - 2rem))",
});
