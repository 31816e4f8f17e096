import { defineConfig } from "vitest/config";
import base from "./vitest.config.ts";

// The suites that hold the money rules, for mutation testing: a mutant of the payment code is judged by these,
// not by the whole server suite (which would take hours per run). stryker.config.mjs names them (and copies
// only these test files to its sandbox) through MUTATION_SUITES, which also narrows them by hand
// (MUTATION_SUITES=money,paidActions).
const suites = process.env.MUTATION_SUITES?.split(",").filter(Boolean) ?? [];
if (suites.length === 0) throw new Error("vitest.mutation.config.ts: run it through stryker.config.mjs");

// Spread, not mergeConfig: mergeConfig appends arrays, so the base's `test/**/*.test.ts` would stay in `include`
// and every server suite would run against each mutant.
export default defineConfig({
  ...base,
  test: { ...base.test, include: suites.map((suite) => `test/${suite}.test.ts`) },
});
