import { expect, test } from "./fixtures.ts";
import { navigationEntries, signIn, skipTermsDialog } from "./shell-helpers.ts";

// The demo driver (other journeys use driver2@ for fast-login); this file deletes the account, so its two
// journeys run in order.
const driverEmail = process.env.HB_E2E_MEMBERS_DRIVER ?? "driver@haulboard.test";

test.describe.configure({ mode: "serial" });
test.beforeEach(async ({ context, baseURL }) => skipTermsDialog(context, baseURL));

test("a driver lands on the members home with the drivers' navigation and no portal switcher", async ({
  page,
}) => {
  await signIn(page, driverEmail);
  await expect(page).toHaveURL(/\/members\/home$/);
  await expect(page).toHaveTitle("Haulboard");
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  expect(await navigationEntries(page, "Drivers Portal")).toEqual([
    "Home",
    // News (issue 20): the drivers' news, beyond the spec.
    "News",
    "Recommend",
    "Settings",
    "Log out",
  ]);
  await expect(page.getByRole("navigation", { name: "Portals" })).toHaveCount(0);
  await page.goto("/members");
  await expect(page).toHaveURL(/\/members\/home$/);
});

test("a driver deletes the account", async ({ page }) => {
  await signIn(page, driverEmail);
  await page
    .getByRole("navigation", { name: "Drivers Portal" })
    .getByRole("link", { name: "Settings" })
    .click();
  await expect(page).toHaveURL(/\/members\/settings$/);
  // Delete account is the default section.
  await expect(page.getByRole("heading", { name: "Delete account" })).toBeVisible();

  await page.getByRole("button", { name: "Delete account" }).click();
  const confirmation = page.getByRole("alertdialog");
  await expect(confirmation).toBeVisible();
  await confirmation.getByRole("button", { name: "No" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);

  await page.getByRole("button", { name: "Delete account" }).click();
  const deletion = page.waitForResponse((response) => response.url().endsWith("/api/v1/members/me"));
  await page.getByRole("alertdialog").getByRole("button", { name: "Yes" }).click();
  expect((await deletion).status()).toBeLessThan(300);

  await expect(page).toHaveURL(/\/deleted-members$/);
  await expect(page.getByRole("heading", { name: "Your account has been deleted." })).toBeVisible();
  await expect(
    page.getByText(
      "We're sorry to see you go, remember you're welcome to come back any time and keep enjoying the community and benefits.",
    ),
  ).toBeVisible();

  await expect.poll(() => page.evaluate(() => localStorage.getItem("accessToken"))).toBeNull();

  // The account is gone: signing in again fails and stays on login.
  await page.goto("/login");
  await page.getByLabel("Email").fill(driverEmail);
  await page.getByLabel("Password", { exact: true }).fill("Haulboard#2026");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
