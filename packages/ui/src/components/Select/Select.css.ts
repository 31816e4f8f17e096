import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const trigger = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  textAlign: "start",
  cursor: "pointer",
  selectors: { "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "1px" } },
});

export const value = style({
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  selectors: { "&[data-placeholder]": { color: vars.color.textMuted } },
});

/**
 * react-aria keeps a popover this far from each edge of the window (its `containerPadding`, 12px), so a
 * popover as wide as a full-width trigger would be pushed 12px past the right edge.
 */
const edgeGap = "12px";

/**
 * The floating panel under a Select, ComboBox or DatePicker: as wide as its trigger, but never wider than
 * the window less react-aria's edge gap on both sides. A wider panel makes the page scroll sideways when
 * the arrow keys move to an option (react-aria scrolls it into view), and a page scroll closes a
 * ComboBox's list and resets its text before Enter can choose. (`100%` is the window without its scroll
 * bar: the panel is portalled to the body and positioned against the initial containing block.)
 */
export const popover = style({
  minWidth: `min(var(--trigger-width), calc(100% - 2 * ${edgeGap}))`,
  maxWidth: `calc(100% - 2 * ${edgeGap})`,
  maxHeight: "20rem",
  overflow: "auto",
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.popover,
  outline: "none",
});

export const listBox = style({ padding: vars.space.xs, outline: "none" });

export const option = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-focused], &[data-hovered]": { background: vars.color.brandSubtle },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "-2px" },
    "&[data-selected]": { fontWeight: vars.fontWeight.bold },
    "&[data-disabled]": { color: vars.color.textDisabled, cursor: "not-allowed" },
  },
});

export const optionDescription = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontWeight: "normal",
});

export const emptyState = style({
  padding: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
