// pnpm bench: performance figures, printed as a table and written to bench/results/.
// Not part of npm test. Select parts with --only=bundle,isolate,lcp,lighthouse,admin,server,editor,media,news,ads (default: all).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { measureCompanyList } from "./admin.mjs";
import { measureAds } from "./ads.mjs";
import { measureAdSlot } from "./adslot.mjs";
import { measureOnDemand, measureRoutes } from "./bundle.mjs";
import { measureEditor } from "./editor.mjs";
import { measureAddition } from "./isolate.mjs";
import { measureLcp } from "./lcp.mjs";
import { measureLighthouse } from "./lighthouse.mjs";
import { measureMedia } from "./media.mjs";
// News (issue 20)
import { measurePostLcp } from "./news.mjs";
import { repoRoot, startServer } from "./server-process.mjs";

const only = process.argv
  .find((a) => a.startsWith("--only="))
  ?.slice(7)
  .split(",");
const wants = (part) => !only || only.includes(part);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const results = { date: new Date().toISOString(), figures: [] };
const record = (figure) => {
  results.figures.push(figure);
  const verdict = figure.target === undefined ? "" : figure.pass ? "  PASS" : "  MISS";
  console.log(
    `${figure.name.padEnd(58)} ${String(figure.display).padStart(14)}${figure.targetText ? `  (target ${figure.targetText})` : ""}${verdict}`,
  );
};

const webDir = path.join(repoRoot, "apps/web");
const plugins = () => [react(), vanillaExtractPlugin()];

if (
  wants("bundle") ||
  wants("lcp") ||
  wants("lighthouse") ||
  wants("admin") ||
  wants("editor") ||
  wants("news") ||
  wants("ads")
) {
  console.log("› Building the web app…");
  execFileSync(
    "pnpm",
    ["exec", "turbo", "run", "build", "--filter=@haulboard/web", "--output-logs=errors-only"],
    {
      cwd: repoRoot,
      stdio: "inherit",
    },
  );
}

console.log(`\n${"figure".padEnd(58)} ${"value".padStart(14)}`);
console.log("-".repeat(90));

if (wants("bundle")) {
  for (const row of measureRoutes(path.join(webDir, "dist"))) {
    const isLogin = row.route === "login";
    record({
      name: `first-load JS ${row.route === "(entry)" ? "(app entry)" : `/${row.route}`} (gzip)`,
      value: row.gzipBytes,
      unit: "bytes",
      display: kb(row.gzipBytes),
      // Every route ≤ 200 KB (issue 13); /login ≤ 120 KB.
      ...(row.route === "(entry)"
        ? {}
        : isLogin
          ? { target: 120 * 1024, targetText: "≤ 120 KB", pass: row.gzipBytes <= 120 * 1024 }
          : { target: 200 * 1024, targetText: "≤ 200 KB", pass: row.gzipBytes <= 200 * 1024 }),
    });
  }
}

if (wants("bundle")) {
  // The login screen loads the api client with the first submit (packages/auth Login/signIn.ts), so it
  // costs the page's first load nothing; this is what it adds to the route (its rules load with the route).
  const signIn = measureOnDemand(path.join(webDir, "dist"), "login", ["packages/auth/src/Login/signIn.ts"]);
  if (signIn !== undefined) {
    record({
      name: "/login sign-in code: api client (gzip)",
      value: signIn,
      unit: "bytes",
      display: kb(signIn),
      target: 40 * 1024,
      targetText: "< 40 KB",
      pass: signIn < 40 * 1024,
    });
  }
}

if (wants("isolate")) {
  const isolations = [
    {
      name: "Button + TextField beyond React (gzip)",
      imports: 'import { Button, TextField } from "@haulboard/ui";',
      element: '<main><TextField label="Email" /><Button>Continue</Button></main>',
      target: 25 * 1024,
      targetText: "< 25 KB",
    },
    {
      // Informational: the whole client and LoginForm in a bare React page, effect runtime included
      // (the app splits it: see "/login sign-in code" above).
      name: "api client + LoginForm in a bare React page (gzip)",
      imports:
        'import { makeApiClient } from "@haulboard/api";\nimport { LoginForm } from "@haulboard/domain";',
      element: "<main data-x={String(Boolean(makeApiClient && LoginForm))} />",
    },
  ];
  for (const { name, imports, element, target, targetText } of isolations) {
    try {
      const r = await measureAddition({ root: webDir, plugins: plugins(), imports, element });
      record({
        name,
        value: r.addedGzipBytes,
        unit: "bytes",
        display: kb(r.addedGzipBytes),
        ...(target ? { target, targetText, pass: r.addedGzipBytes < target } : {}),
      });
    } catch (error) {
      record({ name, value: null, display: "n/a", error: String(error.message ?? error).split("\n")[0] });
    }
  }
}

if (wants("lcp")) {
  const server = await startServer();
  try {
    const lcp = await measureLcp({ url: `${server.url}/login` });
    record({
      name: "LCP /login, production build, headless Chromium (median of 5)",
      value: lcp.medianMs,
      unit: "ms",
      display: `${Math.round(lcp.medianMs)} ms`,
      target: 1000,
      targetText: "< 1 s",
      pass: lcp.medianMs < 1000,
      samplesMs: lcp.samplesMs,
    });
  } finally {
    await server.stop();
  }
}

// News (issue 20): a driver's post page (thumbnail and stored HTML), production build.
if (wants("news")) {
  const server = await startServer();
  try {
    const lcp = await measurePostLcp({ url: server.url });
    record({
      name: "LCP /members/news/:id (driver), production build (median of 5)",
      value: lcp.medianMs,
      unit: "ms",
      display: `${Math.round(lcp.medianMs)} ms`,
      target: 1000,
      targetText: "< 1 s",
      pass: lcp.medianMs < 1000,
      samplesMs: lcp.samplesMs,
    });
  } catch (error) {
    record({
      name: "LCP /members/news/:id",
      value: null,
      display: "n/a",
      error: String(error.message ?? error).split("\n")[0],
    });
  } finally {
    await server.stop();
  }
}

if (wants("lighthouse")) {
  // Issue 13: mobile preset; performance >= 95 on /login and /signup, >= 90 signed in; LCP <= 2.0 s;
  // CLS 0; /login <= 150 KB over the wire. Each figure is the median of 5 runs (lighthouse.mjs).
  const server = await startServer();
  const demo = (email, landing) => ({ email, password: "Haulboard#2026", landing });
  try {
    const rows = await measureLighthouse({
      baseUrl: server.url,
      routes: [
        { path: "/login" },
        { path: "/signup" },
        { path: "/admin/company-list", as: demo("admin@haulboard.test", "/admin/company-list") },
        { path: "/company/jobs", as: demo("employer@haulboard.test", "/company/jobs") },
      ],
    });
    for (const row of rows) {
      const isPublic = row.path === "/login" || row.path === "/signup";
      const minimum = isPublic ? 95 : 90;
      record({
        name: `Lighthouse ${row.path}: performance | LCP | CLS | TBT | transfer`,
        value: row,
        // The median run's figures (lighthouse.mjs), then every run's score.
        display: `${row.performance} | ${(row.lcpMs / 1000).toFixed(2)} s | ${row.cls} | ${row.tbtMs} ms | ${row.transferKb} KB (runs: ${row.scores.join(" ")})${row.cachedFiles > 0 ? ` (${row.cachedFiles} files from a cache: not a first visit)` : ""}`,
        target: minimum,
        targetText: `>= ${minimum}, LCP <= 2.0 s, CLS 0${row.path === "/login" ? ", <= 150 KB" : ""}`,
        pass:
          row.performance >= minimum &&
          row.lcpMs <= 2000 &&
          row.cls === 0 &&
          (row.path !== "/login" || row.transferKb <= 150),
      });
    }
  } catch (error) {
    record({
      name: "Lighthouse",
      value: null,
      display: "n/a",
      error: String(error.message ?? error).split("\n")[0],
    });
  } finally {
    await server.stop();
  }
}

if (wants("server")) {
  const script = path.join(repoRoot, "apps/server/bench/server.ts");
  if (fs.existsSync(script)) {
    const out = execFileSync(path.join(repoRoot, "apps/server/node_modules/.bin/tsx"), [script, "--json"], {
      cwd: repoRoot,
      stdio: ["ignore", "pipe", "inherit"],
      maxBuffer: 64 * 1024 * 1024,
    }).toString();
    const rows = JSON.parse(out.slice(out.indexOf("[")));
    // Issue 13: company search's throughput as a share of the trivial route's in the same run (absolute
    // figures vary from machine to machine; the ratio much less).
    const ceiling = rows.find((row) => row.name === "health (ceiling)");
    const companySearch = rows.find((row) => row.name === "company search");
    if (ceiling && companySearch) {
      const share = companySearch.requestsPerSec / ceiling.requestsPerSec;
      record({
        name: "company search: share of the ceiling's req/s",
        value: { share, requestsPerSec: companySearch.requestsPerSec, ceiling: ceiling.requestsPerSec },
        display: `${Math.round(share * 100)}% (${Math.round(companySearch.requestsPerSec)} of ${Math.round(ceiling.requestsPerSec)} req/s)`,
        target: 0.2,
        targetText: ">= 20%",
        pass: share >= 0.2,
      });
    }
    for (const row of rows) {
      const target = row.targetP99Ms;
      if (row.targetP50Ratio) {
        // A read under contention: its p50 against the same read's idle p50 (issue 11, item 8).
        const limit = Math.max(1, row.idleP50) * row.targetP50Ratio;
        record({
          name: `${row.name}: p50 (idle p50)`,
          value: row,
          display: `${row.latency.p50} (${row.idleP50}) ms`,
          target: limit,
          targetText: `within ${row.targetP50Ratio}x idle p50`,
          pass: row.latency.p50 <= limit,
        });
        continue;
      }
      // Issue 18: the receipt PDF's target is on its p50.
      const targetP50 = row.targetP50Ms;
      record({
        name: `${row.name}: req/s | p50 | p99`,
        value: row,
        // CPU time per request (server main thread + database thread) and the load average of the run:
        // on a shared machine the latencies wait for a core, the CPU time does not.
        display: `${Math.round(row.requestsPerSec)} | ${row.latency.p50} | ${row.latency.p99} ms (CPU ${row.cpuMsPerRequest.main} + ${row.cpuMsPerRequest.database} ms, load ${row.loadAverage ?? "?"})`,
        ...(target ? { target, targetText: `p99 < ${target} ms`, pass: row.latency.p99 < target } : {}),
        ...(targetP50
          ? { target: targetP50, targetText: `p50 < ${targetP50} ms`, pass: row.latency.p50 < targetP50 }
          : {}),
      });
    }
  } else {
    record({ name: "server throughput", value: null, display: "not yet" });
  }
}

if (wants("admin")) {
  // The large seed (10,000 companies, 100,000 drivers) in its own data directory, made once and reused.
  const dataDir = path.join(repoRoot, ".data/bench-admin-large");
  if (!fs.existsSync(path.join(dataDir, "pg"))) {
    console.log("› Seeding the large data set into .data/bench-admin-large (once)…");
    execFileSync(
      path.join(repoRoot, "apps/server/node_modules/.bin/tsx"),
      ["apps/server/src/seed/cli.ts", "--scale", "large"],
      {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: dataDir, SEED_DEMO: "false" },
        stdio: ["ignore", "ignore", "inherit"],
      },
    );
  }
  const server = await startServer({ dataDir });
  try {
    const r = await measureCompanyList({ url: server.url });
    record({
      name: "company list (large seed): in-app navigation to first page",
      value: r.navigationMs.median,
      unit: "ms",
      display: `${Math.round(r.navigationMs.median)} ms`,
      target: 300,
      targetText: "< 300 ms",
      pass: r.navigationMs.median < 300,
      samplesMs: r.navigationMs.samples,
    });
    record({
      name: "company list (large seed): full page load to first page",
      value: r.pageLoadMs.median,
      unit: "ms",
      display: `${Math.round(r.pageLoadMs.median)} ms`,
      samplesMs: r.pageLoadMs.samples,
    });
    record({
      name: "company search while typing: requests for 9 keys in 2 pauses",
      value: r.typing.requests,
      unit: "requests",
      display: `${r.typing.requests}`,
      target: 2,
      targetText: "2 (one per pause)",
      pass: r.typing.requests === 2 && r.typing.afterFirstPause === 1,
    });
  } finally {
    await server.stop();
  }
}

if (wants("editor")) {
  for (const figure of await measureEditor({ plugins, distDir: path.join(webDir, "dist") })) record(figure);
}

if (wants("media")) {
  let mediaRows = [];
  try {
    mediaRows = measureMedia(repoRoot);
  } catch (error) {
    const reason = error.code === "ETIMEDOUT" ? "timed out" : String(error.message).split("\n")[0];
    record({
      name: "media upload 500 MB",
      value: null,
      display: reason,
      target: 0.5,
      targetText: "≥ 50%",
      pass: false,
    });
  }
  for (const row of mediaRows) {
    record({
      name: `${row.name}: share of a plain copy`,
      value: row,
      display: `${Math.round(row.mbPerSec)} MB/s, ${Math.round(row.ratio * 100)}% (median of ${row.rounds}: ${row.ratios.map((r) => `${Math.round(r * 100)}%`).join(" ")})`,
      target: 0.5,
      targetText: "≥ 50%",
      pass: row.ratio >= 0.5 && row.sha256Matches,
    });
    if (row.storeRatio !== undefined) {
      // No target: the S3-compatible server's own ceiling here (bench/media.ts uploadStraightToStore),
      // and the adapter's figure as a share of it.
      record({
        name: `${row.name}: the store alone, share of a plain copy`,
        value: row.storeRatio,
        display: `${Math.round(row.storeRatio * 100)}% (median of ${row.storeRatios.length}: ${row.storeRatios.map((r) => `${Math.round(r * 100)}%`).join(" ")}); the adapter reaches ${Math.round((row.ratio / row.storeRatio) * 100)}% of it`,
      });
    }
    record({
      name: `${row.name}: server RSS growth`,
      value: row.rssGrowthMb,
      unit: "MB",
      display: `${row.rssGrowthMb.toFixed(1)} MB`,
      target: 64,
      targetText: "< 64 MB",
      pass: row.rssGrowthMb < 64,
    });
  }
}

if (wants("ads")) {
  // Issue 21: ad selection for a placement, p99 under 10 ms with 10,000 ads.
  for (const row of measureAds(repoRoot)) {
    record({
      name: `${row.name}: p50 | p99`,
      value: row,
      display: `${row.latency.p50} | ${row.latency.p99} ms${row.cpu ? ` (CPU ${row.cpu.p50} | ${row.cpu.p99} ms, load ${row.loadAverage.toFixed(1)})` : ""}`,
      target: row.target,
      targetText: `p99 < ${row.target} ms`,
      pass: row.latency.p99 < row.target,
    });
  }
  // Issue 21: the drivers' home first load grows by at most 5 KB gzip for the ad slot (the news pages
  // mount the same slot).
  for (const row of await measureAdSlot(webDir)) {
    const target = 5 * 1024;
    record({
      name: `ad slot's share of /${row.route} first load (gzip)`,
      value: row.addedGzipBytes,
      unit: "bytes",
      display: `${kb(row.addedGzipBytes)} of ${kb(row.gzipBytes)}`,
      ...(row.route === "members-home"
        ? { target, targetText: "≤ 5 KB", pass: row.addedGzipBytes <= target }
        : {}),
    });
  }
}

const dir = path.join(repoRoot, "bench/results");
fs.mkdirSync(dir, { recursive: true });
const file = path.join(dir, `${results.date.replace(/[:.]/g, "-")}.json`);
fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
fs.writeFileSync(path.join(dir, "latest.json"), `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nWritten ${path.relative(repoRoot, file)} (and bench/results/latest.json)`);
