import { expect, test } from "./fixtures.ts";

// The spec's demo routes (access §2) are a small showcase: each answers a page, at phone and desktop widths,
// without sideways scroll, and without signing in.
const demoRoutes = [
  "/buttons",
  "/texts",
  "/icons",
  "/redux-example",
  "/todos",
  "/axios-list",
  "/saga-example",
  "/layout-example",
  "/modal",
];

const sidewaysOverflow = (page: import("@playwright/test").Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("every demo route shows its showcase page at 500 and 1230 px", async ({ page }) => {
  for (const width of [500, 1230]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of demoRoutes) {
      await page.goto(path);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
      await expect(
        page.getByRole("navigation", { name: "Showcase" }).getByRole("link", { name: "Sign in" }),
      ).toBeVisible();
      expect(await sidewaysOverflow(page), `${path} at ${width}px`).toBeLessThanOrEqual(0);
    }
  }
});

test("the data demo lists the real API's calls", async ({ page }) => {
  await page.goto("/axios-list");
  const calls = page.getByRole("list", { name: "API calls" });
  await expect(calls.getByText("POST /auth/login", { exact: false }).first()).toBeVisible();
  expect(await calls.getByRole("listitem").count()).toBeGreaterThan(50);
});

test("the to-do list keeps its items across a reload", async ({ page }) => {
  await page.goto("/todos");
  await page.getByRole("textbox", { name: "To do" }).fill("Renew the medical card");
  await page.getByRole("button", { name: "Add" }).click();
  // React Aria draws the box over the visually hidden input: press its label, as a user does.
  await page.getByText("Renew the medical card").click();
  await expect(page.getByRole("checkbox", { name: "Renew the medical card" })).toBeChecked();
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Renew the medical card" })).toBeChecked();
  await expect(page.getByRole("status")).toHaveText("0 of 1 left");
});
