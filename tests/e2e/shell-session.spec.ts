import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { signIn, skipTermsDialog } from "./shell-helpers.ts";

/** A token whose payload is the real one but whose signature the server refuses: it reads as expired. */
const spoil = (token: string): string => {
  const [header, payload] = token.split(".");
  return `${header}.${payload}.invalid-signature`;
};

/**
 * Signs the employer in and waits for Posted Jobs' startup calls to be answered, so that a token changed
 * afterwards is not raced by a call already in flight (which would refresh with the real refresh token).
 */
const signInSettled = async (page: Page): Promise<void> => {
  const answered = (path: string) => page.waitForResponse((response) => response.url().includes(path));
  const startup = Promise.all([answered("/api/v1/employer"), answered("/api/v1/jobs/search")]);
  await signIn(page, "employer@haulboard.test");
  await expect(page).toHaveURL(/\/company\/jobs$/);
  await startup;
};

test.beforeEach(async ({ context, baseURL }) => skipTermsDialog(context, baseURL));

test("an expired access token refreshes without the user noticing", async ({ page }) => {
  await signInSettled(page);
  const original = await page.evaluate(() => localStorage.getItem("accessToken"));
  expect(original).toBeTruthy();
  await page.evaluate((token) => localStorage.setItem("accessToken", token), spoil(original as string));

  // The employer's profile loads at startup: its 401 refreshes once and the retry succeeds.
  const refreshed = page.waitForResponse((response) => response.url().endsWith("/api/v1/auth/refresh"));
  const profile = page.waitForResponse(
    (response) => response.url().endsWith("/api/v1/employer") && response.status() === 200,
  );
  await page.reload();
  expect((await refreshed).status()).toBe(200);
  await profile;

  await expect(page).toHaveURL(/\/company\/jobs$/);
  await expect(page.getByRole("heading", { name: "Posted Jobs" })).toBeVisible();
  await expect(page.getByText("Session expired")).toHaveCount(0);
  const current = await page.evaluate(() => localStorage.getItem("accessToken"));
  expect(current).toBeTruthy();
  expect(current).not.toBe(spoil(original as string));
});

test("a failed refresh lands on login with 'Session expired', shown once", async ({ page }) => {
  await signInSettled(page);
  await page.evaluate(() => {
    const access = localStorage.getItem("accessToken") ?? "";
    const [header, payload] = access.split(".");
    localStorage.setItem("accessToken", `${header}.${payload}.invalid-signature`);
    localStorage.setItem("refreshToken", "revoked-refresh-token");
  });
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Session expired")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("accessToken"))).toBeNull();

  await page.reload();
  await expect(page.getByRole("heading", { name: "Welcome" })).toBeVisible();
  await expect(page.getByText("Session expired")).toHaveCount(0);
});

test("a reload in the middle of a refresh keeps the user signed in", async ({ page }) => {
  await signInSettled(page);
  const original = (await page.evaluate(() => localStorage.getItem("accessToken"))) as string;
  await page.evaluate((token) => localStorage.setItem("accessToken", token), spoil(original));

  // The refresh gets no answer, as when the page unloads while it is under way. (The page's heading comes
  // with its HTML: the journey waits for the app's refresh to fail, then for what the app says.)
  await page.route("**/api/v1/auth/refresh", (route) => route.abort("failed"));
  const failed = page.waitForEvent("requestfailed", (request) =>
    request.url().endsWith("/api/v1/auth/refresh"),
  );
  await page.reload();
  await failed;
  await expect(page.getByText("There was a problem with communication").first()).toBeVisible();
  await expect(page).toHaveURL(/\/company\/jobs$/);
  await expect(page.getByText("Session expired")).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("refreshToken"))).toBeTruthy();

  // The network is back. The refresh that follows may be the app's own retry of the failed call or the
  // reload's: either way it succeeds and the session goes on.
  const refreshed = page.waitForResponse((response) => response.url().endsWith("/api/v1/auth/refresh"));
  await page.unroute("**/api/v1/auth/refresh");
  await page.reload();
  expect((await refreshed).status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Posted Jobs" })).toBeVisible();
  await expect(page.getByText("Session expired")).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("accessToken"))).not.toBe(spoil(original));
});
