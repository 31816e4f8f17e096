// Where typing time goes in the editor's 50-page document (issue 14), beside a bare contenteditable.
// Not part of `pnpm bench`: a tool for finding cost, not a figure with a target.
//   node scripts/bench/editor-profile.mjs            trace: renderer main-thread self time by trace event
//   node scripts/bench/editor-profile.mjs --cpu      CPU profile of an unminified build: JS by function
//   node scripts/bench/editor-profile.mjs --bare     the same trace in a bare contenteditable
//   --css="…"                                        adds a style sheet first (try a CSS change)
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { chromium } from "playwright";
import { build } from "vite";
import { chromiumArgs, chromiumPath } from "../lib/chromium.ts";
import { editorDir, typingPage } from "./editor.mjs";

const flag = (name) => process.argv.includes(name);
const css = process.argv.find((arg) => arg.startsWith("--css="))?.slice(6);
const keys = 120;

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "hb-editor-profile-"));
const stamp = path.basename(outDir);
const entry = path.join(editorDir, `.bench-typing-${stamp}.tsx`);
const html = path.join(editorDir, `.bench-typing-${stamp}.html`);
fs.writeFileSync(entry, typingPage);
fs.writeFileSync(
  html,
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>profile</title></head><body><div id="root"></div><script type="module" src="./${path.basename(entry)}"></script></body></html>`,
);
try {
  await build({
    root: editorDir,
    base: "./",
    logLevel: "silent",
    configFile: false,
    plugins: [react(), vanillaExtractPlugin()],
    build: { outDir, emptyOutDir: true, minify: !flag("--cpu"), rolldownOptions: { input: html } },
  });
} finally {
  fs.rmSync(entry, { force: true });
  fs.rmSync(html, { force: true });
}
const server = http.createServer((request, response) => {
  const file = path.join(outDir, new URL(request.url, "http://x").pathname);
  if (!file.startsWith(outDir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
    response.writeHead(404).end();
    return;
  }
  const type = file.endsWith(".js") ? "text/javascript" : file.endsWith(".css") ? "text/css" : "text/html";
  response.writeHead(200, { "content-type": type });
  fs.createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  if (flag("--bare")) {
    await page.setContent('<div contenteditable="true" role="textbox" style="min-height:20em">Start</div>');
    await page.click('[role="textbox"]');
  } else {
    await page.goto(`http://127.0.0.1:${server.address().port}/${path.basename(html)}`);
    await page.getByRole("textbox").first().waitFor();
    if (css) await page.addStyleTag({ content: css });
    const target = page.locator('[role="textbox"] > p').nth(475);
    await target.scrollIntoViewIfNeeded();
    await target.click();
  }
  await page.keyboard.press("End");
  const cdp = await page.context().newCDPSession(page);
  const type = async () => {
    for (let i = 0; i < keys; i++) {
      await page.keyboard.type("abcdefgh "[i % 9]);
      await page.waitForTimeout(40);
    }
  };
  const print = (title, rows) => {
    console.log(title);
    for (const [name, ms] of rows)
      console.log(`${name.slice(0, 70).padEnd(72)}${(ms / keys).toFixed(2)} ms/key`);
  };
  if (flag("--cpu")) {
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
    await cdp.send("Profiler.start");
    await type();
    const { profile } = await cdp.send("Profiler.stop");
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const parent = new Map();
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
    const inclusive = new Map();
    profile.samples.forEach((id, i) => {
      const ms = (profile.timeDeltas[i] ?? 0) / 1000;
      const seen = new Set();
      for (let at = id; at !== undefined; at = parent.get(at)) {
        const frame = nodes.get(at).callFrame;
        const name = `${frame.functionName || "(anonymous)"}:${frame.lineNumber}`;
        if (seen.has(name)) continue;
        seen.add(name);
        inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
      }
    });
    print("JS by function, inclusive", [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 40));
  } else {
    const events = [];
    cdp.on("Tracing.dataCollected", ({ value }) => events.push(...value));
    const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.start", {
      categories: "devtools.timeline,blink,disabled-by-default-devtools.timeline",
      transferMode: "ReportEvents",
    });
    await type();
    await cdp.send("Tracing.end");
    await complete;
    const main = events.find(
      (event) => event.name === "thread_name" && event.args?.name === "CrRendererMain",
    );
    const slices = events
      .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === "X" && event.dur)
      .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    // Self time: a slice's duration less its children's.
    const stack = [];
    for (const slice of slices) {
      while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= slice.ts) stack.pop();
      if (stack.length) stack.at(-1).self -= slice.dur;
      slice.self = slice.dur;
      stack.push(slice);
    }
    const self = new Map();
    for (const slice of slices) {
      const detail = slice.args?.data?.type ?? slice.args?.data?.functionName ?? "";
      const name = detail ? `${slice.name} ${detail}` : slice.name;
      self.set(name, (self.get(name) ?? 0) + slice.self / 1000);
    }
    const total = slices
      .filter((slice) => slice.name === "RunTask")
      .reduce((sum, s) => sum + s.dur / 1000, 0);
    print("main thread, all tasks", [["RunTask (total)", total]]);
    print("self time by trace event", [...self].sort((a, b) => b[1] - a[1]).slice(0, 30));
  }
} finally {
  await browser.close();
  server.close();
  fs.rmSync(outDir, { recursive: true, force: true });
}
