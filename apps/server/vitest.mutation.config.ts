import { defineConfig, mergeConfig } from "vitest/config";
import base from "./vitest.config.ts";

// The suites that hold the money rules, for mutation testing (stryker.config.mjs): a mutant of the payment
// code is judged by these, not by the whole server suite (which would take hours per run).
export default mergeConfig(
  base,
  defineConfig({
    test: {
      include: [
        "test/money.test.ts",
        "test/jobs.test.ts",
        "test/jobWork.test.ts",
        "test/billing.test.ts",
        "test/renewals.test.ts",
      ],
    },
  }),
);
