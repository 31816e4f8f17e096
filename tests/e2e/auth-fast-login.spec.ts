import { acceptTermsCookie, demoPassword } from "./auth-helpers.ts";
import { expect, test } from "./fixtures.ts";

test.beforeEach(async ({ context, baseURL }) => acceptTermsCookie(context, baseURL));

// A seeded driver who is not the demo driver@ (other journeys delete or sign in as that one).
const driverEmail = process.env.HB_E2E_FAST_LOGIN_DRIVER ?? "driver001@drivers.haulboard.test";

test("a driver's email at sign-up leads through fast-login to company creation", async ({ page }) => {
  await page.goto("/signup");
  await page.getByLabel("Email", { exact: true }).fill(driverEmail);
  await page.getByRole("button", { name: "Let's Go" }).click();

  await expect(page).toHaveURL(/\/fast-login$/);
  await expect(
    page.getByText("This email is already registered as a driver, enter your password to create a company."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in as a driver instead" })).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(demoPassword);
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL(/\/company-info$/);
  await page.getByLabel("Company name").fill("Lone Star Haulers");
  await page.getByRole("button", { name: /Company size/ }).click();
  await page.getByRole("option", { name: "1-5 employees" }).click();
  await page.getByLabel("Company phone").fill("5550107700");
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL(/\/company-address$/);
  await page.getByRole("combobox", { name: /Address, city or ZIP code/ }).fill("Dallas");
  await page
    .getByRole("option", { name: /Dallas/ })
    .first()
    .click();
  await page.getByRole("button", { name: "Finish" }).click();
  await expect(page).toHaveURL(/\/company\/jobs$/);
});

test("the fast-login link signs in as a driver instead", async ({ page }) => {
  await page.goto("/signup");
  await page.getByLabel("Email", { exact: true }).fill(driverEmail);
  await page.getByRole("button", { name: "Let's Go" }).click();
  await page.getByRole("link", { name: "Sign in as a driver instead" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel("Email")).toHaveValue(driverEmail);
});
