import path from "node:path";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { chromiumArgs, chromiumPath } from "./scripts/lib/chromium.ts";

const root = import.meta.dirname;

/** Committed baselines, one folder per story file. */
export const baselineDir = path.join(root, "tests/visual/baselines");
/** A run's failures: each shot's reference, actual and diff side by side, and index.html (scripts/visual). */
export const failureDir = path.join(root, "test-results/visual");

// Visual baselines without a cloud service: the screen stories (and ui's documentation stories) render in
// real Chromium and each is compared pixel by pixel with its committed PNG (.storybook/vitest.visual.ts
// takes the shots). Run with `pnpm test:visual`; `pnpm test:visual --update` rewrites the baselines.
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(root, ".storybook") })],
        test: {
          name: "visual",
          testTimeout: 60_000,
          hookTimeout: 60_000,
          setupFiles: [path.join(root, ".storybook/vitest.visual.ts")],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
            instances: [{ browser: "chromium" }],
            expect: {
              toMatchScreenshot: {
                comparatorName: "pixelmatch",
                // A moved pixel fails: no share of pixels may differ (threshold only absorbs anti-aliasing).
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0 },
                resolveScreenshotPath: ({ arg, ext, testFileDirectory, testFileName }) =>
                  path.join(baselineDir, testFileDirectory, testFileName, `${arg}${ext}`),
                resolveDiffPath: ({ arg, ext, testFileDirectory, testFileName }) =>
                  path.join(
                    failureDir,
                    `${testFileDirectory}/${testFileName}`.replaceAll("/", "~"),
                    `${arg}${ext}`,
                  ),
              },
            },
          },
        },
      },
    ],
  },
});
