import { createTheme, globalStyle } from "@vanilla-extract/css";
import { vars } from "./contract.css.ts";
import { mediaQuery } from "./tokens.ts";

const shared = {
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: {
    xs: "0.75rem",
    sm: "0.875rem",
    md: "1rem",
    lg: "1.125rem",
    xl: "1.375rem",
    xxl: "1.75rem",
    xxxl: "2.25rem",
  },
  fontWeight: { regular: "400", medium: "500", bold: "700" },
  lineHeight: { tight: "1.2", normal: "1.5", relaxed: "1.7" },
  space: {
    none: "0",
    xxs: "0.125rem",
    xs: "0.25rem",
    sm: "0.5rem",
    md: "0.75rem",
    lg: "1rem",
    xl: "1.5rem",
    xxl: "2rem",
    xxxl: "3rem",
  },
  radius: { none: "0", sm: "0.25rem", md: "0.5rem", lg: "0.75rem", pill: "999px" },
  zIndex: {
    base: "0",
    sticky: "10",
    navigation: "20",
    overlay: "100",
    modal: "110",
    popover: "120",
    toast: "130",
  },
  motion: { durationFast: "120ms", durationNormal: "220ms", easing: "cubic-bezier(0.2, 0, 0, 1)" },
} as const;

/** The light theme. Every text/surface pair meets WCAG 2.2 AA (4.5:1) contrast. */
export const lightValues = {
  ...shared,
  color: {
    brand: "#0b5cad",
    brandHover: "#094c8f",
    brandPressed: "#073d73",
    onBrand: "#ffffff",
    brandSubtle: "#e6f0fa",
    text: "#1a1f24",
    textMuted: "#52606d",
    textDisabled: "#6b7785",
    textInverse: "#ffffff",
    link: "#0b5cad",
    surface: "#ffffff",
    surfaceRaised: "#ffffff",
    surfaceSunken: "#f3f5f7",
    surfaceInverse: "#1a1f24",
    overlay: "rgba(15, 20, 25, 0.55)",
    border: "#8a96a3",
    borderStrong: "#5c6875",
    focus: "#0b5cad",
    critical: "#b3261e",
    criticalHover: "#931f18",
    onCritical: "#ffffff",
    statusPosted: "#1b6e2e",
    statusPostedSurface: "#e3f4e7",
    statusScheduled: "#0b5cad",
    statusScheduledSurface: "#e6f0fa",
    statusCancelled: "#b3261e",
    statusCancelledSurface: "#fbe9e7",
    statusInactive: "#4f5b67",
    statusInactiveSurface: "#eceff2",
    success: "#1b6e2e",
    successSurface: "#e3f4e7",
    info: "#0b5cad",
    infoSurface: "#e6f0fa",
    warning: "#8a4b00",
    warningSurface: "#fff3e0",
    error: "#b3261e",
    errorSurface: "#fbe9e7",
  },
  shadow: {
    sm: "0 1px 2px rgba(15, 20, 25, 0.12)",
    md: "0 4px 12px rgba(15, 20, 25, 0.14)",
    lg: "0 12px 32px rgba(15, 20, 25, 0.2)",
  },
} as const;
export const lightTheme = createTheme(vars, lightValues);

/** The dark theme (beyond the spec), with the same contrast guarantees. */
export const darkValues = {
  ...shared,
  color: {
    brand: "#7cb8f5",
    brandHover: "#9ccaf8",
    brandPressed: "#b9daf9",
    onBrand: "#0a1a2b",
    brandSubtle: "#15304d",
    text: "#e8edf2",
    textMuted: "#aab6c2",
    textDisabled: "#8c98a4",
    textInverse: "#11161b",
    link: "#8ec2f7",
    surface: "#11161b",
    surfaceRaised: "#1a2128",
    surfaceSunken: "#0b0f13",
    surfaceInverse: "#e8edf2",
    overlay: "rgba(0, 0, 0, 0.7)",
    border: "#6e7b88",
    borderStrong: "#95a2ae",
    focus: "#8ec2f7",
    critical: "#f28b82",
    criticalHover: "#f6aea8",
    onCritical: "#2b0b08",
    statusPosted: "#7fd491",
    statusPostedSurface: "#173322",
    statusScheduled: "#8ec2f7",
    statusScheduledSurface: "#15304d",
    statusCancelled: "#f28b82",
    statusCancelledSurface: "#3d1714",
    statusInactive: "#b4bec8",
    statusInactiveSurface: "#262e36",
    success: "#7fd491",
    successSurface: "#173322",
    info: "#8ec2f7",
    infoSurface: "#15304d",
    warning: "#f6c26b",
    warningSurface: "#3a2a0d",
    error: "#f28b82",
    errorSurface: "#3d1714",
  },
  shadow: {
    sm: "0 1px 2px rgba(0, 0, 0, 0.5)",
    md: "0 4px 12px rgba(0, 0, 0, 0.55)",
    lg: "0 12px 32px rgba(0, 0, 0, 0.6)",
  },
} as const;
export const darkTheme = createTheme(vars, darkValues);

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
globalStyle("html, body", {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: "100%",
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surface,
  WebkitFontSmoothing: "antialiased",
});
// Under reduced motion, animations end at once (they still run, for code that waits on their end) and
// nothing transitions. A transition of 0.01 ms would apply to every property of every element (the initial
// `transition-property` is `all`): a theme switch then started some 130-220 transitions and held the old
// colours for three or four frames. Nothing here waits on a transition's end.
globalStyle("*", {
  "@media": {
    [mediaQuery.reducedMotion]: {
      animationDuration: "0.01ms !important",
      animationIterationCount: "1 !important",
      transitionDuration: "0s !important",
      scrollBehavior: "auto",
    },
  },
});
