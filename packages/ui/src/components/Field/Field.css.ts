import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

/** The column that holds a label, the control, a description and an error. */
export const field = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  lineHeight: vars.lineHeight.tight,
});

export const requiredMark = style({ color: vars.color.error, marginInlineStart: vars.space.xxs });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.error,
  fontWeight: vars.fontWeight.medium,
});

const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: "1px" } as const;

/** A text box: Input, TextArea, or the box around a Group of input and adornments. */
export const control = style({
  width: "100%",
  minHeight: "2.5rem",
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  outline: "none",
  transition: `border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    "&::placeholder": { color: vars.color.textMuted, opacity: 1 },
    "&[data-hovered]": { borderColor: vars.color.borderStrong },
    // A text box shows the ring on any focus (the caret is there either way).
    "&[data-focused], &[data-focus-within]": focusRing,
    "&[data-invalid]": { borderColor: vars.color.error },
    // A Select marks its field, not its trigger button: the box turns red as a text box does.
    [`${field}[data-invalid] &`]: { borderColor: vars.color.error },
    "&[data-disabled]": {
      background: vars.color.surfaceSunken,
      color: vars.color.textDisabled,
      cursor: "not-allowed",
    },
  },
});

/** A Group: the control box with an input and adornments inside it. */
export const group = style([
  control,
  {
    display: "flex",
    alignItems: "center",
    gap: vars.space.xs,
    paddingBlock: 0,
    paddingInlineEnd: vars.space.xxs,
  },
]);

/** An input inside a group draws no box of its own. */
export const groupInput = style({
  flex: 1,
  minWidth: 0,
  border: "none",
  background: "transparent",
  color: "inherit",
  font: "inherit",
  paddingBlock: vars.space.sm,
  outline: "none",
  selectors: { "&::placeholder": { color: vars.color.textMuted, opacity: 1 } },
});

/** Static text inside a group ("$", "+1"). */
export const adornment = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  color: vars.color.textMuted,
  flexShrink: 0,
});

/** A small square button inside a group (show password, clear, open calendar). */
export const groupButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "2rem",
  height: "2rem",
  padding: 0,
  border: "none",
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.text,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-hovered]": { background: vars.color.surfaceSunken },
    "&[data-pressed]": { background: vars.color.brandSubtle },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}` },
    "&[data-disabled]": { color: vars.color.textDisabled, cursor: "not-allowed" },
  },
});

/** The row under a field that holds a description and a counter side by side. */
export const footer = style({
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const counter = style({
  color: vars.color.textMuted,
  marginInlineStart: "auto",
  whiteSpace: "nowrap",
});
export const counterFull = style({ color: vars.color.error, fontWeight: vars.fontWeight.medium });
