import { vars } from "@haulboard/ui";
import { style } from "@vanilla-extract/css";

export const header = style({ display: "flex", alignItems: "center", gap: vars.space.sm, minInlineSize: 0 });

export const list = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 18rem), 1fr))",
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

/** The placeholder name and contact: fixed texts, blurred, hidden from assistive technology. */
export const blurred = style({
  filter: "blur(5px)",
  userSelect: "none",
  margin: 0,
  overflowWrap: "anywhere",
});

export const name = style([blurred, { fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg }]);

export const facts = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: `${vars.space.xs} ${vars.space.sm}`,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });
export const detail = style({ margin: 0, overflowWrap: "anywhere", minInlineSize: 0 });

export const reasons = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  justifyContent: "flex-end",
});

export const match = style([detail, { fontWeight: vars.fontWeight.bold, color: vars.color.text }]);
