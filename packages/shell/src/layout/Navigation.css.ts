import { navigationWidth, vars } from "@haulboard/ui";
import { style } from "@vanilla-extract/css";

export const navigation = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  inlineSize: navigationWidth.expanded,
  minBlockSize: "100%",
  padding: vars.space.sm,
  background: vars.color.surfaceRaised,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  transition: `inline-size ${vars.motion.durationNormal} ${vars.motion.easing}`,
  selectors: { "&[data-collapsed]": { inlineSize: navigationWidth.collapsed } },
});

// Expanded: at the end of the row. Collapsed: centred over the icon column, like the entries' icons.
export const toggle = style({
  alignSelf: "flex-end",
  selectors: { "[data-collapsed] &": { alignSelf: "center" } },
});

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.xxs });

export const link = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  inlineSize: "100%",
  minBlockSize: "2.75rem",
  margin: 0,
  paddingInline: vars.space.sm,
  border: "none",
  background: "none",
  cursor: "pointer",
  fontSize: vars.fontSize.md,
  textAlign: "start",
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  selectors: {
    "&:hover": { background: vars.color.brandSubtle },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
    '&[aria-current="page"]': { background: vars.color.brandSubtle, color: vars.color.text },
    "[data-collapsed] &": { justifyContent: "center" },
  },
});

/** Hides a label from sight but keeps it as the accessible name (collapsed navigation). */
export const visuallyHidden = style({
  position: "absolute",
  inlineSize: "1px",
  blockSize: "1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
});
