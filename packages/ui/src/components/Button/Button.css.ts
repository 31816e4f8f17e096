import { keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/contract.css.ts";

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const button = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space.sm,
    position: "relative",
    border: "1px solid transparent",
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    textDecoration: "none",
    whiteSpace: "nowrap",
    cursor: "pointer",
    userSelect: "none",
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}, border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
    outline: "none",
    selectors: {
      "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
      // A prerendered button is disabled until the app takes the page over, its look unchanged (Button.tsx).
      "&[data-disabled]:not([data-prerendered])": {
        cursor: "not-allowed",
        background: vars.color.surfaceSunken,
        color: vars.color.textDisabled,
        borderColor: vars.color.border,
      },
      "&[data-loading]": { cursor: "progress" },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: {
          "&[data-hovered]:not([data-loading])": { background: vars.color.brandHover },
          "&[data-pressed]:not([data-loading])": { background: vars.color.brandPressed },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.brand,
        borderColor: vars.color.brand,
        selectors: {
          "&[data-hovered]:not([data-loading])": { background: vars.color.brandSubtle },
          "&[data-pressed]:not([data-loading])": {
            background: vars.color.brandSubtle,
            borderColor: vars.color.brandPressed,
          },
        },
      },
      tertiary: {
        background: "transparent",
        color: vars.color.link,
        selectors: {
          "&[data-hovered]:not([data-loading])": { background: vars.color.brandSubtle },
          "&[data-pressed]:not([data-loading])": { background: vars.color.brandSubtle },
        },
      },
      critical: {
        background: vars.color.critical,
        color: vars.color.onCritical,
        selectors: {
          "&[data-hovered]:not([data-loading])": { background: vars.color.criticalHover },
          "&[data-pressed]:not([data-loading])": { background: vars.color.criticalHover },
        },
      },
    },
    size: {
      small: { minHeight: "2rem", paddingInline: vars.space.md, fontSize: vars.fontSize.sm },
      medium: { minHeight: "2.5rem", paddingInline: vars.space.lg, fontSize: vars.fontSize.md },
      large: { minHeight: "3rem", paddingInline: vars.space.xl, fontSize: vars.fontSize.lg },
    },
    fullWidth: { true: { width: "100%" }, false: {} },
  },
  defaultVariants: { variant: "primary", size: "medium", fullWidth: false },
});

export const spinner = style({
  display: "inline-block",
  width: "1em",
  height: "1em",
  borderRadius: vars.radius.pill,
  border: "2px solid currentColor",
  borderRightColor: "transparent",
  animation: `${spin} 0.8s linear infinite`,
});
