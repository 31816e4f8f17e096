import type { breakpoints } from "../theme/tokens.ts";

/** The design's four widths (500, 768, 1230, 1440): the viewport names of `.storybook/preview.tsx`. */
export type StoryWidth = keyof typeof breakpoints;

/**
 * A story's globals for one of the four widths, and the dark theme when asked: the one spelling of both,
 * so a misspelt width fails to compile instead of falling back to Storybook's default viewport.
 *
 *   export const Mobile: Story = { globals: atWidth("mobile") };
 *   export const DarkDesktop: Story = { globals: atWidth("desktop", "dark") };
 */
export const atWidth = (width: StoryWidth, theme: "light" | "dark" = "light") => ({
  viewport: { value: width },
  ...(theme === "dark" ? { theme: "dark" as const } : {}),
});
