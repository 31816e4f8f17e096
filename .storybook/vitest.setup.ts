import { breakpoints } from "@haulboard/ui";
import axe from "axe-core";
import { afterEach, expect } from "vitest";
import { page } from "vitest/browser";
import { applyTheme, matrixThemes, matrixWidths, storyTheme } from "./matrix.ts";

/**
 * The matrix, checked once per story (not by copies of the story): after a story has rendered and its play
 * function and axe have passed at its own width and theme, the page is resized to each of the four widths
 * (no page-level sideways scroll: the document is no wider than the viewport) and recoloured to the other
 * theme, where axe checks contrast again (the other rules read the DOM, which a theme does not change).
 * Nothing re-runs the play function: the story stays in the state its play left it in.
 *
 * A story opts out with the tag `!matrix` (none does today).
 */

type StoryContext = {
  story?: {
    tags: string[];
    globals: Record<string, unknown>;
    parameters: { a11y?: { test?: string; config?: { rules?: { id: string; enabled?: boolean }[] } } };
  };
};

/**
 * Two frames, so that layout and paint caught up with a resize or a theme; at most 100 ms, because a frame
 * the browser does not paint runs no animation frames and the wait would never end. (A whole story run hung
 * once with no story failing; this wait is the suspect, not proven.) Reading `scrollWidth` lays the page out
 * either way.
 */
const settle = () =>
  new Promise<void>((resolve) => {
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        clearTimeout(fallback);
        resolve();
      }),
    );
  });

// The same context as addon-a11y's own run: the page less Storybook's own chrome.
const axeContext = {
  include: ["body"],
  exclude: [".sb-wrapper", "#storybook-docs", "#storybook-highlights-root"],
};

afterEach(async (context) => {
  const { story } = context as unknown as StoryContext;
  if (!story || story.tags.includes("!matrix") || context.task.result?.errors?.length) return;
  const root = document.documentElement;
  // A theme change would otherwise fade colours over the motion tokens' durations, and axe would read
  // a colour halfway between the two themes.
  const still = new CSSStyleSheet();
  still.replaceSync(
    "*, *::before, *::after { transition: none !important; animation-play-state: paused !important; }",
  );
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, still];
  try {
    await checkMatrix(story, root);
  } finally {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== still);
  }
});

const checkMatrix = async (story: NonNullable<StoryContext["story"]>, root: HTMLElement) => {
  const overflowing: string[] = [];
  for (const width of matrixWidths) {
    await page.viewport(breakpoints[width], 900);
    await settle();
    if (root.scrollWidth > root.clientWidth) overflowing.push(`${breakpoints[width]}: ${root.scrollWidth}px`);
  }
  expect(overflowing, "page-level sideways scroll (document wider than the viewport)").toEqual([]);

  const a11y = story.parameters.a11y;
  const contrastOff = a11y?.config?.rules?.some(
    (rule) => rule.id === "color-contrast" && rule.enabled === false,
  );
  if (a11y?.test !== "error" || contrastOff) return;
  const own = storyTheme(story.globals.theme);
  for (const theme of matrixThemes.filter((other) => other !== own)) {
    applyTheme(theme);
    await settle();
    try {
      const { violations } = await axe.run(axeContext, { runOnly: ["color-contrast"] });
      expect(
        violations.flatMap((violation) =>
          violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary}`),
        ),
        `axe color-contrast in the ${theme} theme`,
      ).toEqual([]);
    } finally {
      applyTheme(own);
    }
  }
};
