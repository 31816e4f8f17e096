import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    include: ["test/**/*.test.ts"],
    globalSetup: ["test/support/globalSetup.ts"],
    // Some tests start the real server as a process; on a loaded 2-core machine a start takes 20 s.
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
