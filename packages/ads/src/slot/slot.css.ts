import { vars } from "@haulboard/ui";
import { style } from "@vanilla-extract/css";

/** The slots of a page, one under the other, never wider than their column. */
export const slots = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.lg,
  minInlineSize: 0,
});

export const slot = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.xs,
  margin: 0,
  inlineSize: "100%",
  minInlineSize: 0,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const label = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
});

export const link = style({
  display: "grid",
  gap: vars.space.xs,
  color: vars.color.link,
  textDecoration: "none",
  borderRadius: vars.radius.sm,
  outlineOffset: "2px",
  selectors: {
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}` },
    "&:hover": { textDecoration: "underline" },
  },
});

/** The creative's box keeps the placement's aspect ratio (set inline from the domain) and scales down. */
export const media = style({
  display: "block",
  inlineSize: "100%",
  blockSize: "auto",
  objectFit: "cover",
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceSunken,
});

export const headline = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });
export const body = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const hidden = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  margin: "-1px",
  padding: 0,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
});

/** The free box of a slot whose ad is loading: the label's line and the creative's box. */
export const reserve = style({ display: "grid", gap: vars.space.xs, inlineSize: "100%", minInlineSize: 0 });

export const reserveLabel = style({ blockSize: "1.25em" });

export const reserveMedia = style({
  display: "block",
  inlineSize: "100%",
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});
