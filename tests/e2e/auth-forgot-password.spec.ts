import { acceptTermsCookie, createEmployer, latestCodeFor, uniqueEmail } from "./auth-helpers.ts";
import { expect, test } from "./fixtures.ts";

test.beforeEach(async ({ context, baseURL }) => acceptTermsCookie(context, baseURL));

test("forgot password with the code from the dev outbox, then sign in with the new password", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("forgetful");
  await createEmployer(request, email, "Peterbilt#2026");

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgotten password" }).click();
  await expect(page).toHaveURL(/\/forgot-password\?role=employer$/);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send code" }).click();

  await expect(page).toHaveURL(/\/reset-code/);
  await page.getByLabel("Code").fill("000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("This code is not valid or has expired")).toBeVisible();
  await page.getByLabel("Code").fill(await latestCodeFor(request, email));
  await page.getByRole("button", { name: "Verify" }).click();

  await expect(page).toHaveURL(/\/change-password/);
  await page.getByLabel("New password", { exact: true }).fill("short");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password is too short - It should be at least 8 characters.")).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("Freightliner#2027");
  await page.getByLabel("Confirm new password").fill("Freightliner#2028");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Passwords must match")).toBeVisible();
  await page.getByLabel("Confirm new password").fill("Freightliner#2027");
  await page.getByRole("button", { name: "Change password" }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText("Your password has been changed. Sign in with your new password."),
  ).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Freightliner#2027");
  await page.getByRole("button", { name: "Continue" }).click();
  // A new employer has no company yet.
  await expect(page).toHaveURL(/\/company-info$/);
});

test("the email validation pages", async ({ page }) => {
  await page.goto("/email/validation/success");
  await expect(page.getByText("Your email has been verified.")).toBeVisible();
  await page.goto("/email/validation/unsuccess");
  await expect(page.getByRole("heading", { name: "Email not verified" })).toBeVisible();
  await page.getByRole("link", { name: "Go to sign in" }).click();
  await expect(page).toHaveURL(/\/login$/);
});
