import { vars } from "@haulboard/ui";
import { style } from "@vanilla-extract/css";

export const field = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const help = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const input = style({
  font: "inherit",
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  maxWidth: "100%",
  colorScheme: "light dark",
  ":focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const thumbnail = style({
  display: "block",
  width: "100%",
  maxWidth: 587,
  height: "auto",
  aspectRatio: "587 / 226",
  objectFit: "cover",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const preview = style({
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  minWidth: 0,
  overflowWrap: "anywhere",
});

export const previewTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.error });
