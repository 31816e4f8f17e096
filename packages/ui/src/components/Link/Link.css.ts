import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/contract.css.ts";

export const link = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    gap: vars.space.xs,
    color: vars.color.link,
    textDecoration: "underline",
    textUnderlineOffset: "0.15em",
    cursor: "pointer",
    borderRadius: vars.radius.sm,
    outline: "none",
    selectors: {
      "&[data-hovered]": { textDecorationThickness: "2px" },
      "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
      "&[data-disabled]": { color: vars.color.textDisabled, cursor: "not-allowed", textDecoration: "none" },
      '&[aria-current="page"]': { fontWeight: vars.fontWeight.bold },
    },
  },
  variants: {
    variant: {
      inline: {},
      standalone: {
        textDecoration: "none",
        fontWeight: vars.fontWeight.medium,
        selectors: { "&[data-hovered]": { textDecoration: "underline" } },
      },
      subtle: {
        color: vars.color.text,
        textDecoration: "none",
        selectors: { "&[data-hovered]": { textDecoration: "underline" } },
      },
    },
  },
  defaultVariants: { variant: "inline" },
});
