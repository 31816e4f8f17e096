/**
 * Design tokens shared by the themes. Breakpoints are the spec's (§9): mobile 500, tablet 768,
 * desktop 1230, large laptop 1440.
 */
export const breakpoints = { mobile: 500, tablet: 768, desktop: 1230, largeLaptop: 1440 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** Media queries from a breakpoint upwards, for `@media` in `.css.ts` files. */
export const mediaQuery = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  largeLaptop: `screen and (min-width: ${breakpoints.largeLaptop}px)`,
  /** Up to and including the tablet width: the header collapses into a menu, the navigation into a drawer. */
  compact: `screen and (max-width: ${breakpoints.tablet}px)`,
  reducedMotion: "(prefers-reduced-motion: reduce)",
} as const;

/** Navigation widths (spec §9). */
export const navigationWidth = { expanded: "16rem", collapsed: "5.5rem" } as const;

/** The default modal width (spec §9). */
export const modalWidth = "28rem";

/** The spec's logo sizes and image size (employer-work §9) live in domain: the server cuts images to them. */
export { imageSize, type LogoSize, logoSizes } from "@haulboard/domain";

export const spaceScale = ["none", "xxs", "xs", "sm", "md", "lg", "xl", "xxl", "xxxl"] as const;
export type Space = (typeof spaceScale)[number];
