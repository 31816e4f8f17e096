import path from "node:path";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { chromiumArgs, chromiumPath } from "./scripts/lib/chromium.ts";

// Every story of every package runs in real Chromium: it renders, its play function passes,
// and axe reports no violation (a11y.test = "error" in .storybook/preview.tsx). Then one shared hook
// checks the width × theme matrix on the rendered story (.storybook/vitest.setup.ts).
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(import.meta.dirname, ".storybook") })],
        test: {
          name: "storybook",
          testTimeout: 30_000,
          hookTimeout: 30_000,
          setupFiles: [path.join(import.meta.dirname, ".storybook/vitest.setup.ts")],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
            instances: [{ browser: "chromium" }],
          },
        },
      },
    ],
  },
});
