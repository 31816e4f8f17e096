// Mutation testing of the server's money code (issue 43): `pnpm test:mutation server` from the root.
// Stryker changes one operator or condition at a time and reruns the tests that cover it (Vitest runner,
// per-test coverage, static mutants left out) — here the money suites of vitest.mutation.config.ts.
// One file alone: `pnpm test:mutation server --mutate src/payments/idempotency.ts`; fewer suites for a quicker
// run: `MUTATION_SUITES=money,paidActions pnpm test:mutation server --mutate …`.
// pnpm keeps the runner outside core's own folder, where Stryker looks for plugins: name it by path.
const vitestRunner = new URL(import.meta.resolve("@stryker-mutator/vitest-runner")).pathname;

/**
 * The suites that exercise the money code (test/<name>.test.ts). vitest.mutation.config.ts runs exactly these
 * (it reads MUTATION_SUITES, which the test runner processes inherit from here), and only these test files
 * are copied to the sandbox, so a test file another branch adds, renames or deletes cannot break the run.
 */
const suites = process.env.MUTATION_SUITES?.split(",").filter(Boolean) ?? [
  "money",
  "paidActions",
  "jobs",
  "jobWork",
  "billing",
  "renewals",
  "rateLimit",
];
process.env.MUTATION_SUITES = suites.join(",");

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  plugins: [vitestRunner],
  vitest: { configFile: "vitest.mutation.config.ts", related: false },
  coverageAnalysis: "perTest",
  // The first run (every money suite, with coverage) takes minutes; on a loaded machine a quarter of an hour.
  dryRunTimeoutMinutes: 45,
  ignoreStatic: true,
  // By folder, so it follows the files when the server is reorganised: the payments folder (card and invoice
  // charges, idempotency, renewals, the paid job state) minus the sandbox gateway (a test double, refunds
  // included) and the port's types; not the receipt's drawing (documents/receipt.ts: where text sits on the
  // page, which billing.test.ts reads back as text); the rate limiter (security/rateLimit.ts); the payment
  // contract module (src/payment/: charging, saving cards, billing, a job's paid boost, renewal and add-ons).
  mutate: [
    "src/payments/**/*.ts",
    "!src/payments/sandbox.ts",
    "!src/payments/port.ts",
    "src/security/rateLimit.ts",
    "src/payment/**/*.ts",
  ],
  // Copy only the money suites' test files (and their support) to the sandbox.
  ignorePatterns: ["/test/*.test.ts", ...suites.map((suite) => `!/test/${suite}.test.ts`), "/bench"],
  concurrency: Number(process.env.STRYKER_CONCURRENCY ?? 1),
  // A mutant that makes a wait endless (a lease, a retry) is a time-out, counted as detected.
  timeoutMS: 60_000,
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "../../reports/mutation/server.html" },
  jsonReporter: { fileName: "../../reports/mutation/server.json" },
  // `--incremental` keeps each mutant's result here (out of git, beside the reports) and reruns only the mutants
  // whose code or covering tests changed, so partial runs (`--mutate`) add up to the whole figure.
  incrementalFile: "../../reports/mutation/server-incremental.json",
  // At the root, so that paths three folders up (the repository's packages) resolve as they do from apps/server.
  tempDirName: "../../.stryker-tmp",
  cleanTempDir: "always",
  thresholds: { high: 90, low: 80, break: null },
};
