import { breakpoints, darkTheme, lightTheme } from "@haulboard/ui";
import type { StoryWidth } from "@haulboard/ui/storybook";

/**
 * The design review's matrix: every story at the spec's four widths (500, 768, 1230, 1440, §9) and in both
 * themes. Stories never copy themselves per width or theme: the toolbar switches these globals, Chromatic
 * snapshots each mode, and the story test run checks every width and theme once per story
 * (.storybook/vitest.setup.ts).
 */
export const matrixWidths = [
  "mobile",
  "tablet",
  "desktop",
  "largeLaptop",
] as const satisfies readonly StoryWidth[];
export const matrixThemes = ["light", "dark"] as const;
export type StoryTheme = (typeof matrixThemes)[number];

export const storyTheme = (value: unknown): StoryTheme => (value === "dark" ? "dark" : "light");

/**
 * Applies a theme as the app does: the theme's variables on the root element and the matching
 * `color-scheme` (scrollbars, form controls). The app picks the variables by `data-theme`
 * (packages/ui/src/theme/appTheme.css.ts); stories use the same values through the theme classes, so a
 * story that drives the app's theme switch (PortalLayout ThemeSwitch) owns `data-theme` alone.
 */
export const applyTheme = (theme: StoryTheme, root: HTMLElement = document.documentElement) => {
  root.classList.remove(lightTheme, darkTheme);
  root.classList.add(theme === "dark" ? darkTheme : lightTheme);
  root.style.colorScheme = theme;
};

/** Chromatic's modes, one per cell of the matrix, named by width and theme ("500 light" … "1440 dark"). */
export const chromaticModes = Object.fromEntries(
  matrixWidths.flatMap((width) =>
    matrixThemes.map((theme) => [`${breakpoints[width]} ${theme}`, { viewport: width, theme }] as const),
  ),
);
