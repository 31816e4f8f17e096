import { breakpoints } from "@haulboard/ui";
import { afterEach, beforeEach, expect } from "vitest";
import { page } from "vitest/browser";
import { applyTheme, type StoryTheme, storyTheme } from "./matrix.ts";

/**
 * Visual baselines (vitest.visual.config.ts). Which stories are shot:
 * - a screen's main state: the first story of each screen file (the files scripts/visual/run.ts passes),
 *   at 500 light, 1440 light and 1440 dark;
 * - a ui component's main state: its Documentation story, at 1440 light and 1440 dark.
 * The other stories of those files are skipped before they render.
 */

type StoryContext = { story?: { id: string; name: string; globals: Record<string, unknown> } };

const isUi = (file: string) => file.includes("packages/ui/src/");

const shotsOf = (file: string): [width: number, theme: StoryTheme][] =>
  isUi(file)
    ? [
        [breakpoints.largeLaptop, "light"],
        [breakpoints.largeLaptop, "dark"],
      ]
    : [
        [breakpoints.mobile, "light"],
        [breakpoints.largeLaptop, "light"],
        [breakpoints.largeLaptop, "dark"],
      ];

beforeEach((context) => {
  const file = context.task.file.filepath;
  const first = context.task.file.tasks[0];
  const isMain = isUi(file) ? context.task.name === "Documentation" : first === context.task;
  if (!isMain) context.skip();
});

const settle = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

afterEach(async (context) => {
  const { story } = context as unknown as StoryContext;
  if (!story || context.task.result?.errors?.length) return;
  // Still pictures: no transition, animation or caret mid-way.
  const still = new CSSStyleSheet();
  still.replaceSync(
    "*, *::before, *::after { transition: none !important; animation: none !important; caret-color: transparent !important; }",
  );
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, still];
  const own = storyTheme(story.globals.theme);
  try {
    for (const [width, theme] of shotsOf(context.task.file.filepath)) {
      await page.viewport(width, 900);
      applyTheme(theme);
      await settle();
      // Every font face the page asked for has loaded: a shot never shows a fallback mid-swap.
      await document.fonts.ready;
      const pending = [...document.fonts].filter(
        (face) => face.status !== "loaded" && face.status !== "unloaded",
      );
      expect(pending.map((face) => face.family)).toEqual([]);
      await expect
        .element(page.elementLocator(document.body))
        .toMatchScreenshot(`${story.id}--${width}-${theme}`);
    }
  } finally {
    applyTheme(own);
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== still);
  }
});
