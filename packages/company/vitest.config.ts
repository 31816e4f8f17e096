import { defineConfig } from "vitest/config";

// Unit tests of the package's hooks (happy-dom, per file, with the real api client over a fake fetch).
// Screens are tested by their stories (vitest.storybook.config.ts at the repository root, real Chromium).
export default defineConfig({
  test: {
    environment: "node",
    include: ["src/**/*.test.{ts,tsx}"],
  },
});
