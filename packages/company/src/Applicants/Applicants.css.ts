import { vars } from "@haulboard/ui";
import { style } from "@vanilla-extract/css";

/** The heading at the start, Export CSV at the end; the export wraps under the heading when narrow. */
export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "start",
  justifyContent: "space-between",
  gap: vars.space.md,
});

export const heading = style({ display: "flex", alignItems: "center", gap: vars.space.sm, minInlineSize: 0 });

/** The job's title under "Applicants", in the heading's own element (one h1 names the page and the job). */
export const jobName = style({
  display: "block",
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
  overflowWrap: "anywhere",
});

export const nameCell = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xxs });

export const toolbar = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 12rem), 1fr))",
  alignItems: "end",
  minInlineSize: 0,
});

export const search = style({ gridColumn: "1 / -1", maxInlineSize: "32rem" });

export const exportBox = style({
  display: "grid",
  gap: vars.space.xxs,
  justifyItems: "end",
  maxInlineSize: "20rem",
  textAlign: "end",
});

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const bulk = style({
  position: "sticky",
  insetBlockEnd: 0,
  zIndex: `calc(${vars.zIndex.sticky} + 2)`,
  boxShadow: vars.shadow.md,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "end",
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  minInlineSize: 0,
});

export const bulkCount = style({ margin: 0, fontWeight: vars.fontWeight.bold, flexBasis: "100%" });

export const bulkGroup = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "end",
  gap: vars.space.sm,
  minInlineSize: 0,
});

export const stage = style({
  display: "inline-flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
});

export const days = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, whiteSpace: "nowrap" });

export const tags = style({ display: "grid", gap: vars.space.md, minInlineSize: 0 });

export const notes = style({ display: "grid", gap: vars.space.sm, margin: 0, padding: 0, listStyle: "none" });

export const note = style({
  display: "grid",
  gap: vars.space.xxs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  overflowWrap: "anywhere",
  whiteSpace: "pre-wrap",
});

export const noteMeta = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const panel = style({ display: "grid", gap: vars.space.lg, minInlineSize: 0, maxInlineSize: "36rem" });

export const facts = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, auto) minmax(0, 1fr)",
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  overflowWrap: "anywhere",
});
