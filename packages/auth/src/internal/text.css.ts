import { vars } from "@haulboard/ui";
import { style } from "@vanilla-extract/css";

/** The auth screens' heading, lead paragraph and small print. */
export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
});

export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.md });

export const small = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const pair = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))",
});
