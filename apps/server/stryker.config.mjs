// Mutation testing of the server's money code (issue 43): `pnpm test:mutation server` from the root.
// Stryker changes one operator or condition at a time and reruns the tests that cover it (Vitest runner,
// per-test coverage, static mutants left out) — here the money suites of vitest.mutation.config.ts.
// What is mutated is named by folder and role, so it follows the files when the server is reorganised:
// the payments folder (charges, idempotency, renewals, receipts) minus the sandbox gateway and the port's
// types, and the routes that charge, refund, invoice and rate-limit money calls.
// One file alone: `pnpm test:mutation server --mutate src/payments/idempotency.ts`.

// pnpm keeps the runner outside core's own folder, where Stryker looks for plugins: name it by path.
const vitestRunner = new URL(import.meta.resolve("@stryker-mutator/vitest-runner")).pathname;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  plugins: [vitestRunner],
  vitest: { configFile: "vitest.mutation.config.ts", related: false },
  coverageAnalysis: "perTest",
  // The first run (every money suite, with coverage) takes minutes.
  dryRunTimeoutMinutes: 30,
  ignoreStatic: true,
  mutate: [
    "src/payments/**/*.ts",
    "!src/payments/sandbox.ts",
    "!src/payments/port.ts",
    "src/routes/payment.ts",
    "src/routes/billing.ts",
    "src/security/rateLimit.ts",
  ],
  concurrency: Number(process.env.STRYKER_CONCURRENCY ?? 1),
  // A mutant that makes a wait endless (a lease, a retry) is a time-out, counted as detected.
  timeoutMS: 60_000,
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "../../reports/mutation/server.html" },
  jsonReporter: { fileName: "../../reports/mutation/server.json" },
  tempDirName: "../../.stryker-tmp",
  cleanTempDir: "always",
  thresholds: { high: 90, low: 80, break: null },
};
