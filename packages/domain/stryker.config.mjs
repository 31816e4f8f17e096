// Mutation testing of the domain rules (issue 43): `pnpm test:mutation domain` from the root.
// Stryker changes one operator or condition at a time and reruns the tests that cover it (Vitest runner,
// per-test coverage); a mutant no test notices is a rule no test holds. Static mutants (module-level
// constants, evaluated once at import) are left out: each would rerun every test file.
// pnpm keeps the runner outside core's own folder, where Stryker looks for plugins: name it by path.
const vitestRunner = new URL(import.meta.resolve("@stryker-mutator/vitest-runner")).pathname;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  plugins: [vitestRunner],
  vitest: { configFile: "vitest.config.ts", related: false },
  coverageAnalysis: "perTest",
  // The first run (every test, with coverage) takes 15 s alone and minutes on a busy machine.
  dryRunTimeoutMinutes: 20,
  ignoreStatic: true,
  mutate: ["src/**/*.ts", "!src/**/*.test.ts"],
  concurrency: Number(process.env.STRYKER_CONCURRENCY ?? 2),
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "../../reports/mutation/domain.html" },
  jsonReporter: { fileName: "../../reports/mutation/domain.json" },
  // `--incremental` keeps each mutant's result here (out of git, beside the reports) and reruns only the mutants
  // whose code or covering tests changed, so partial runs (`--mutate`) add up to the whole figure.
  incrementalFile: "../../reports/mutation/domain-incremental.json",
  // At the root, so that tests reading the repository (TextsLiveOnce) find it three folders up, as in src/.
  tempDirName: "../../.stryker-tmp",
  cleanTempDir: "always",
  thresholds: { high: 95, low: 90, break: null },
};
