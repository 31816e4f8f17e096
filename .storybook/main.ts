import type { StorybookConfig } from "@storybook/react-vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { mergeConfig } from "vite";

// One Storybook for the whole workspace: every package's docs and stories.
const config: StorybookConfig = {
  stories: ["./Introduction.mdx", "../packages/*/src/**/*.mdx", "../packages/*/src/**/*.stories.@(ts|tsx)"],
  addons: [
    "@storybook/addon-docs",
    "@storybook/addon-a11y",
    "@storybook/addon-vitest",
    "msw-storybook-addon",
  ],
  framework: { name: "@storybook/react-vite", options: {} },
  staticDirs: ["./public"],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: "react-docgen" },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // React Aria's Virtualizer renders every row when NODE_ENV is "test" unless VIRT_ON is set (and
      // reads `process.env.VIRT_ON`, which the browser lacks): story tests check the real windowing.
      define: { "process.env.VIRT_ON": JSON.stringify("1") },
      // Crawl every story up front so Vite pre-bundles all dependencies before the first test runs;
      // a dependency discovered mid-run makes Vite reload the page and fail the story test run.
      optimizeDeps: {
        entries: ["packages/*/src/**/*.stories.tsx", ".storybook/preview.tsx"],
        // Imported by the code vanilla-extract generates, which the crawler cannot see.
        include: [
          "@haulboard/ui > @vanilla-extract/recipes/createRuntimeFn",
          "@haulboard/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles",
        ],
      },
    }),
};

export default config;
