// Largest contentful paint of a route from the production build, in headless Chromium.
import { chromium } from "playwright";
import { chromiumArgs as args } from "../lib/chromium.ts";

export const measureLcp = async ({ url, runs = 5 }) => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args,
  });
  const samples = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await page.goto(url, { waitUntil: "load" });
      const lcp = await page.evaluate(
        () =>
          new Promise((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries();
              resolve(entries.at(-1).startTime);
            }).observe({ type: "largest-contentful-paint", buffered: true });
            setTimeout(() => resolve(Number.NaN), 5000);
          }),
      );
      samples.push(lcp);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const sorted = samples.filter(Number.isFinite).sort((a, b) => a - b);
  return {
    runs,
    medianMs: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN,
    samplesMs: samples.map(Math.round),
  };
};
