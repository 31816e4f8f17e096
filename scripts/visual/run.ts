// pnpm test:visual [--update]: the visual baselines of the screen stories and ui's documentation stories
// (vitest.visual.config.ts, .storybook/vitest.visual.ts). On a failure, test-results/visual/index.html
// shows each changed picture's reference, actual and diff side by side.
import { spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { writeReport } from "./report.ts";

const root = path.resolve(import.meta.dirname, "../..");
const failureDir = path.join(root, "test-results/visual");

const listed = spawnSync("git", ["ls-files", "packages/*/src/**/*.stories.tsx"], {
  cwd: root,
  encoding: "utf8",
});
const storyFiles = listed.stdout.split("\n").filter(Boolean);
/** A screen's stories: feature packages' screens, views, pages, frames and layouts; ui's components. */
const isScreen = (file: string) =>
  !file.startsWith("packages/ui/") &&
  !file.startsWith("packages/editor/") &&
  /(Screen|Screens|View|Views|Page|Frame|Home|Layout)\.stories\.tsx$/.test(file);
const isUiComponent = (file: string) => file.startsWith("packages/ui/src/components/");
const files = storyFiles.filter((file) => isScreen(file) || isUiComponent(file));

rmSync(failureDir, { recursive: true, force: true });
const run = spawnSync(
  "pnpm",
  // The files first: `--update` takes an optional value and would swallow a file after it.
  ["exec", "vitest", "run", "--config", "vitest.visual.config.ts", ...files, ...process.argv.slice(2)],
  { cwd: root, stdio: "inherit" },
);
if (existsSync(failureDir)) {
  const count = writeReport(failureDir, path.join(root, "tests/visual/baselines"));
  console.log(`\n${count} changed picture(s): ${path.relative(root, path.join(failureDir, "index.html"))}`);
}
process.exit(run.status ?? 1);
