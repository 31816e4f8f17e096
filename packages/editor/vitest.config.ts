import { defineConfig } from "vitest/config";

// Unit tests in Node: the schema, the HTML round trip (happy-dom, per file) and the sanitiser.
// The editor itself is tested by its stories in real Chromium.
export default defineConfig({
  test: {
    environment: "node",
    include: ["src/**/*.test.ts"],
  },
});
