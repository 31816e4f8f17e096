import { breakpoints, vars } from "@haulboard/ui";
import { style } from "@vanilla-extract/css";

export const filters = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 12rem), 1fr))",
  alignItems: "end",
  minInlineSize: 0,
});

export const wide = style({ gridColumn: "1 / -1" });

export const results = style({
  display: "grid",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const card = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  minInlineSize: 0,
});

export const cardTop = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "baseline",
  justifyContent: "space-between",
});

export const jobTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: "anywhere",
  minInlineSize: 0,
});

export const facts = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});

export const fact = style({ display: "flex", gap: vars.space.xs, margin: 0 });
export const term = style({ color: vars.color.textMuted });
export const detail = style({ margin: 0, overflowWrap: "anywhere" });
export const reasons = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});
export const links = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md });

export const section = style({ display: "grid", gap: vars.space.lg, minInlineSize: 0 });

/** Below the tablet width the keyword and ZIP stay; the other filters wait behind the Filters button. */
const phone = `screen and (max-width: ${breakpoints.tablet - 0.02}px)`;
export const moreFilters = style({ display: "contents", "@media": { [phone]: { display: "none" } } });
export const filtersButton = style({ display: "none", "@media": { [phone]: { display: "block" } } });
export const dialogFields = style({ display: "grid", gap: vars.space.md });
