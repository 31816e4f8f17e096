import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/lib/chromium.ts";

// End-to-end journeys: the built web app and the real server, on a fresh temporary database.
// A random port unless E2E_PORT is set, so parallel runs on one machine don't collide; workers
// inherit the environment of the main process, so they all see the same one.
process.env.E2E_PORT ??= String(20_000 + Math.floor(Math.random() * 20_000));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://localhost:${port}`;
process.env.HB_E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "haulboard-e2e-"));

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  // In CI the journeys share two cores with the story run (turbo runs both at once): a journey that takes
  // 15 s on a quiet machine can take twice that, and an assertion can wait longer than 5 s for a render.
  // These are limits for a hang, not a speed measure (speed is measured in `pnpm bench`).
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    browserName: "chromium",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: "retain-on-failure",
  },
  webServer: {
    command: "apps/server/node_modules/.bin/tsx apps/server/src/main.ts",
    url: `${baseURL}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: { PORT: String(port), DATA_DIR: process.env.HB_E2E_DATA_DIR, LOG_REQUESTS: "false" },
  },
});
