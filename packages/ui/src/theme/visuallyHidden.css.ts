import { style } from "@vanilla-extract/css";

/**
 * Hidden from sight, still read by assistive technology. The one definition in the design system: the
 * rules are exported too, for a global style that must hide markup it does not write (the shell package's
 * prerendered portal pages).
 */
export const visuallyHiddenRules = {
  position: "absolute",
  width: "1px",
  height: "1px",
  margin: "-1px",
  padding: 0,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const;

export const visuallyHidden = style(visuallyHiddenRules);
