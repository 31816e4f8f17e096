import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { holdBack, logOut, signIn, skipTermsDialog } from "./shell-helpers.ts";

/**
 * Issue 13, LCP of the signed-in pages: a signed-in browser's portal page comes with its shell (the page
 * prerendered for a usual user of the portal, in the browser's layout), so the frame and the heading are
 * there before the app's JavaScript; the app renders the page beneath it and the shell goes once the page
 * is in. Each journey holds the app's entry script back to see the page as a slow phone does.
 */
test.beforeEach(async ({ context, baseURL }) => {
  await skipTermsDialog(context, baseURL);
});

const shellCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === "portalShell")?.value;

/** Holds the app's entry script back: the page is what the HTML alone draws. */
const holdTheApp = (page: Page) => holdBack(page, /\/assets\/index-[^/]+\.js$/);

/**
 * Released, the app loads its route's chunks all at once; on a loaded CI machine that took 16 s. These
 * journeys check what is drawn first and what replaces it, not how fast: `pnpm bench` measures that.
 */
const appBoot = { timeout: 30_000 };

test.describe("at phone width", () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test("an admin's company list shows its heading from the HTML, then the app's rows", async ({
    page,
    context,
  }) => {
    await signIn(page, "admin@haulboard.test");
    expect(await shellCookie(context)).toBe("compact");
    const release = await holdTheApp(page);
    await page.goto("/admin/company-list", { waitUntil: "commit" });
    await expect(page.getByRole("heading", { level: 1, name: "Company List" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Open navigation" })).toBeVisible();
    // Nothing of anyone's data is in the HTML.
    await expect(page.getByRole("row").filter({ hasText: "Freight" })).toHaveCount(0);

    release();
    await expect(page.getByRole("row").filter({ hasText: "Freight" }).first()).toBeVisible(appBoot);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    // The app's page, not the shell: its navigation drawer opens.
    await page.getByRole("button", { name: "Open navigation" }).click();
    await expect(page.getByRole("dialog", { name: "Admin Portal" })).toBeVisible();
  });
});

test("an employer's Posted Jobs at desktop width: the shell's frame, then the app's page", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1230, height: 823 });
  await signIn(page, "employer@haulboard.test");
  await page.goto("/company/jobs");
  expect(await shellCookie(context)).toBe("wide");
  const release = await holdTheApp(page);
  await page.goto("/company/jobs", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1, name: "Posted Jobs" })).toBeVisible();
  const navigation = page.getByRole("navigation", { name: "Company Portal", exact: true });
  await expect(navigation.getByRole("link", { name: "Posted Jobs" })).toBeVisible();
  await expect(page.getByText("No jobs posted yet.")).toHaveCount(0);

  release();
  await expect(page.getByText("No jobs posted yet.")).toBeVisible(appBoot);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await navigation.getByRole("link", { name: "Create New Job" }).click();
  await expect(page).toHaveURL(/\/company\/jobs\/new$/);
});

test("signing out takes the shell's cookie away, and a page with a query string comes without a shell", async ({
  page,
  context,
  request,
}) => {
  await signIn(page, "employer@haulboard.test");
  await expect.poll(() => shellCookie(context)).toBeDefined();
  const withShell = await request.get("/company/jobs", { headers: { cookie: "portalShell=wide" } });
  expect(await withShell.text()).toContain("Posted Jobs");
  const withQuery = await request.get("/company/jobs?search=van", {
    headers: { cookie: "portalShell=wide" },
  });
  expect(await withQuery.text()).not.toContain("Posted Jobs");

  await logOut(page, "Company Portal");
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => shellCookie(context)).toBeUndefined();
  await page.goto("/company/jobs");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { name: "Posted Jobs" })).toHaveCount(0);
});
