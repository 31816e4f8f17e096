import { acceptTermsCookie, fillSignUpDetails, uniqueEmail } from "./auth-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { holdBack } from "./shell-helpers.ts";

const password = "Kenworth#2026";

test.beforeEach(async ({ context, baseURL }) => acceptTermsCookie(context, baseURL));

test("a new employer signs up and creates a company", async ({ page }) => {
  const email = uniqueEmail("owner");
  await page.goto("/signup");
  await expect(page.getByRole("heading", { name: "Sign Up" })).toBeVisible();
  // Step one: only the email.
  await expect(page.getByLabel("First name")).toHaveCount(0);
  await page.getByRole("button", { name: "Let's Go" }).click();
  await expect(page.getByText("This is required — you’ll need to enter an email.")).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Let's Go" }).click();

  // Step two: the rest of the form.
  await expect(page.getByLabel("First name")).toBeVisible();
  await expect(page.getByText(/Terms of Service and Privacy Policy/)).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /emails/ })).toBeChecked();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("No phone provided")).toBeVisible();
  await fillSignUpDetails(page, email, password);
  await page.getByLabel("Confirm email").fill(`x${email}`);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Emails must match")).toBeVisible();
  await page.getByLabel("Confirm email").fill(email);
  await expect(page.getByLabel("Phone")).toHaveValue("(555)201-7788");
  await page.getByRole("button", { name: "Create account" }).click();

  // Signed in automatically, then the company steps.
  await expect(page).toHaveURL(/\/company-info$/);
  const events = await page.evaluate(
    () => (globalThis as { dataLayer?: { event: string }[] }).dataLayer?.map((entry) => entry.event) ?? [],
  );
  expect(events).toEqual(["Sign Up Start", "Sign Up Success"]);
  await page.getByLabel("Company name").fill("Red River Freight");
  await page.getByRole("button", { name: /Company size/ }).click();
  await page.getByRole("option", { name: "11-20 employees" }).click();
  await page.getByLabel("Company phone").fill("5550104400");
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL(/\/company-address$/);
  const address = page.getByRole("combobox", { name: /Address, city or ZIP code/ });
  await address.fill("78701");
  await page
    .getByRole("option", { name: /Austin/ })
    .first()
    .click();
  await page.getByRole("button", { name: "Finish" }).click();
  await expect(page).toHaveURL(/\/company\/jobs$/);
});

test("what a visitor types before the app has taken the prerendered page over is kept, and not sent", async ({
  page,
}) => {
  // The app's entry script is held back until the visitor has typed: the page is its prerendered HTML.
  const release = await holdBack(page, /\/assets\/index-[^/]+\.js$/);
  await page.goto("/signup", { waitUntil: "commit" });
  const email = page.getByLabel("Email", { exact: true });
  await email.pressSequentially("employer@haulboard.test");
  const go = page.getByRole("button", { name: "Let's Go" });
  await expect(go).toBeDisabled();
  // Enter does not send the form by itself (a GET, the fields in the address).
  await email.press("Enter");
  await expect(page).toHaveURL(/\/signup$/);
  release();
  await expect(go).toBeEnabled();
  await expect(email).toHaveValue("employer@haulboard.test");
  await go.click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByLabel("Email")).toHaveValue("employer@haulboard.test");
});

test("an email already used by an employer goes to login", async ({ page }) => {
  await page.goto("/signup");
  await page.getByLabel("Email", { exact: true }).fill("employer@haulboard.test");
  await page.getByRole("button", { name: "Let's Go" }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByLabel("Email")).toHaveValue("employer@haulboard.test");
});

test("a landing-page link shows the whole form with confirm-email copied and the phone's 1 dropped", async ({
  page,
}) => {
  const email = uniqueEmail("landing");
  await page.goto(
    `/signup?email=${encodeURIComponent(email)}&first_name=Ana&last_name=Reyes&phone=15551234567`,
  );
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
  await expect(page.getByLabel("Confirm email")).toHaveValue(email);
  await expect(page.getByLabel("First name")).toHaveValue("Ana");
  await expect(page.getByLabel("Phone")).toHaveValue("(555)123-4567");
  await expect(page.getByRole("button", { name: "Let's Go" })).toHaveCount(0);
});

test("'Already using the product?' leads to login", async ({ page }) => {
  await page.goto("/signup");
  await page.getByRole("link", { name: /Already using the product\?/ }).click();
  await expect(page).toHaveURL(/\/login$/);
});
