import { defineConfig } from "vitest/config";

// Unit tests of the package's pure helpers, in Node. Components are tested by their stories
// (vitest.storybook.config.ts at the repository root, real Chromium).
export default defineConfig({
  test: {
    environment: "node",
    include: ["src/**/*.test.ts"],
  },
});
