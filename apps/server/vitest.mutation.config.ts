import { defineConfig, mergeConfig } from "vitest/config";
import base from "./vitest.config.ts";

// The suites that hold the money rules, for mutation testing (stryker.config.mjs): a mutant of the payment
// code is judged by these, not by the whole server suite (which would take hours per run).
// MUTATION_SUITES=money,jobs narrows them for a quicker run on one file.
const suites = process.env.MUTATION_SUITES?.split(",") ?? ["money", "jobs", "jobWork", "billing", "renewals"];

export default mergeConfig(
  base,
  defineConfig({ test: { include: suites.map((suite) => `test/${suite}.test.ts`) } }),
);
