import { vars } from "@haulboard/ui";
import { style, styleVariants } from "@vanilla-extract/css";

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
});

export const subtitle = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.md });

export const row = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  justifyContent: "space-between",
  alignItems: "center",
});

export const socialRow = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

// The login keeps to plain classes instead of the layout primitives: /login's first load stays without
// the sprinkles runtime (about 4 KB gzip), measured by `pnpm bench`.
export const stack = styleVariants({ xs: vars.space.xs, sm: vars.space.sm, lg: vars.space.lg }, (gap) => ({
  display: "flex",
  flexDirection: "column",
  gap,
}));

/** A wrapper that takes no box of its own (the screen's handle on its form, for focus). */
export const contents = style({ display: "contents" });
