// Lighthouse (mobile preset: a mid-range phone, simulated slow 4G and 4x CPU slowdown) on the Debian
// Chromium, for public and signed-in routes of the production build (issue 13).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";
import { chromium } from "playwright";
import { chromiumArgs } from "../lib/chromium.ts";
import { freePort } from "./server-process.mjs";

/** Signs in through the real login screen, so the tokens sit where the app keeps them. */
const signIn = async (page, baseUrl, { email, password, landing }) => {
  await page.context().addCookies([{ name: "termsAccepted", value: "true", url: baseUrl }]);
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL(`**${landing}`, { timeout: 30_000 });
};

/** Why Lighthouse could not score a run (its error, or the metric that failed), or undefined when it could. */
const runFailure = (run) => {
  if (run.runtimeError?.code) return run.runtimeError.code;
  if (run.categories.performance.score !== null) return undefined;
  const failed = Object.values(run.audits).find((audit) => audit.scoreDisplayMode === "error");
  return failed ? `${failed.id} failed (${failed.errorMessage})` : "no score";
};

/**
 * Runs Lighthouse for each `{ path, as }` (as: a demo account to sign in with, or none) in one Chromium
 * whose default profile keeps the sign-in between runs (Lighthouse's storage reset is off for that). The
 * HTTP cache is cleared before each run, as Lighthouse's own reset does: every route is measured on a
 * first visit, not on the files an earlier route left in the cache.
 *
 * Each route runs `runs` times (LIGHTHOUSE_RUNS, default 5) and its figures are those of the median run
 * as Lighthouse picks it (`computeMedianRun`: the run nearest the median FCP and TTI). Lighthouse's
 * variability guide: the median of 5 runs is about twice as stable as one run. On this shared 2-core
 * machine single runs of one build scored the admin company list anywhere from 81 to 96. Every run's
 * score is returned too, so the spread shows beside the verdict.
 */
export const measureLighthouse = async ({
  baseUrl,
  routes,
  runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5),
}) => {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "hb-lighthouse-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [...chromiumArgs, `--remote-debugging-port=${port}`],
  });
  const results = [];
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const devtools = await context.newCDPSession(page);
    let signedInAs;
    for (const route of routes) {
      if (route.as && signedInAs !== route.as.email) {
        await context.clearCookies();
        await page.goto(baseUrl);
        await page.evaluate(() => localStorage.clear());
        await signIn(page, baseUrl, route.as);
        signedInAs = route.as.email;
      }
      const lhrs = [];
      for (let run = 0; run < runs; run++) {
        // Off the signed-in page first: while a document uses a file, clearing the cache left it there
        // (the employer's page chunks came from the disk cache, 0 bytes, in the measured load).
        await page.goto("about:blank");
        await devtools.send("Network.clearBrowserCache");
        const runner = await lighthouse(
          `${baseUrl}${route.path}`,
          {
            port,
            output: "json",
            logLevel: "error",
            onlyCategories: ["performance"],
            disableStorageReset: true,
          },
          undefined,
        );
        if (runner) lhrs.push(runner.lhr);
      }
      const valid = filterToValidRuns(lhrs).filter((run) => runFailure(run) === undefined);
      const lhr = computeMedianRun(valid.length > 0 ? valid : lhrs);
      // The median run's whole report, for digging into a figure: LIGHTHOUSE_REPORTS=<dir> pnpm bench --only=lighthouse.
      if (process.env.LIGHTHOUSE_REPORTS) {
        fs.mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
        const name = route.path.replace(/^\//, "").replaceAll("/", "-") || "root";
        fs.writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, `${name}.json`), JSON.stringify(lhr));
      }
      const audit = (id) => lhr.audits[id]?.numericValue;
      results.push({
        path: route.path,
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        /**
         * Every run's score, in run order (the figures above are the median run's); a run Lighthouse could
         * not score shows its error code instead (it is left out of the median).
         */
        scores: lhrs.map((run) => runFailure(run) ?? Math.round(run.categories.performance.score * 100)),
        lcpMs: Math.round(audit("largest-contentful-paint") ?? Number.NaN),
        cls: Number((audit("cumulative-layout-shift") ?? Number.NaN).toFixed(3)),
        // Main-thread work that keeps taps and keys waiting (the score's largest weight).
        tbtMs: Math.round(audit("total-blocking-time") ?? Number.NaN),
        transferKb: Math.round((audit("total-byte-weight") ?? Number.NaN) / 102.4) / 10,
        // Files served from a cache in the measured load: 0 when the first visit is honest.
        cachedFiles: (lhr.audits["network-requests"]?.details?.items ?? []).filter(
          (item) => item.cache !== undefined && item.cache !== "none",
        ).length,
        // What the LCP was (a heading, an image…): where to look when it is late.
        lcpElement: lhr.audits["lcp-breakdown-insight"]?.details?.items?.find((item) => item.type === "node")
          ?.nodeLabel,
        unusedCssKb:
          Math.round((lhr.audits["unused-css-rules"]?.details?.overallSavingsBytes ?? 0) / 102.4) / 10,
      });
    }
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
  return results;
};
