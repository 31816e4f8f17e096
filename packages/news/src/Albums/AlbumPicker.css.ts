import { vars } from "@haulboard/ui";
import { style } from "@vanilla-extract/css";

export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(9rem, 1fr))",
  gap: vars.space.sm,
  minWidth: 0,
});

export const tile = style({
  display: "block",
  width: "100%",
  padding: 0,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  cursor: "pointer",
  overflow: "hidden",
  ":hover": { borderColor: vars.color.brand },
  ":focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const tileImage = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "587 / 226",
  objectFit: "cover",
});

export const tileCaption = style({
  display: "block",
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textAlign: "start",
});

export const uploadLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const fileInput = style({
  font: "inherit",
  color: vars.color.text,
  maxWidth: "100%",
  colorScheme: "light dark",
  ":focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const help = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The album's choice and its actions; also each title form (new album, rename). */
export const albumBar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.sm,
  minWidth: 0,
});

export const albumSelect = style({ flex: "1 1 12rem", minWidth: 0 });

export const tileItem = style({ display: "grid", gap: vars.space.xxs, justifyItems: "start", minWidth: 0 });
