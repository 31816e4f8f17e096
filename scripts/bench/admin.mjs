// The admin company list on the large seed (issue 8): how soon its first page appears after navigation,
// and how many search requests typing sends (one per pause, not one per keystroke).
import { chromium } from "playwright";
import { chromiumArgs } from "../lib/chromium.ts";

const password = "Haulboard#2026";

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export const measureCompanyList = async ({ url, runs = 5 }) => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: chromiumArgs,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies([{ name: "termsAccepted", value: "true", url }]);
    const page = await context.newPage();
    await page.goto(`${url}/login`);
    await page.getByLabel("Email").fill("admin@haulboard.test");
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Continue" }).click();
    const grid = page.getByRole("grid", { name: "Company List" });
    const firstRow = grid.getByRole("button", { name: / details$/ }).first();
    await firstRow.waitFor({ timeout: 60_000 });

    // In-app navigation: from the click on "Company List" in the navigation to its first row on screen.
    const navigation = page.getByRole("navigation", { name: "Admin Portal" });
    const samples = [];
    for (let i = 0; i < runs; i++) {
      await navigation.getByRole("link", { name: "User Management" }).click();
      await page.waitForURL(/user-management/);
      await grid.waitFor({ state: "detached" });
      const started = await page.evaluate(() => performance.now());
      await navigation.getByRole("link", { name: "Company List" }).click();
      await firstRow.waitFor();
      samples.push((await page.evaluate(() => performance.now())) - started);
    }

    // A full page load of /admin/company-list (signed in): navigation start to the first row.
    const loads = [];
    for (let i = 0; i < 3; i++) {
      await page.goto(`${url}/admin/company-list`);
      await firstRow.waitFor({ timeout: 60_000 });
      loads.push(await page.evaluate(() => performance.now()));
    }

    // Typing "Trans" at 40 ms a key, then a pause: count the search requests.
    const searches = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/v1/companies/search")) searches.push(request);
    });
    await page
      .getByRole("searchbox", { name: "Search by company name" })
      .pressSequentially("Trans", { delay: 40 });
    await page.waitForTimeout(1000);
    const afterFirstPause = searches.length;
    await page
      .getByRole("searchbox", { name: "Search by company name" })
      .pressSequentially("port", { delay: 40 });
    await page.waitForTimeout(1000);
    return {
      navigationMs: { median: median(samples), samples: samples.map(Math.round) },
      pageLoadMs: { median: median(loads), samples: loads.map(Math.round) },
      typing: { keystrokes: 9, pauses: 2, requests: searches.length, afterFirstPause },
    };
  } finally {
    await browser.close();
  }
};
