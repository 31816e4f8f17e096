import { acceptTermsCookie, demoPassword } from "./auth-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { holdBack } from "./shell-helpers.ts";

const termsBody =
  "We use cookies and your account data to run the job board. By continuing you agree to the Terms of Service and Privacy Policy.";

test.describe("the terms dialog", () => {
  test("shows on the first visit; Accept sets the cookie for 365 days and closes it", async ({
    page,
    context,
  }) => {
    await page.goto("/login");
    const dialog = page.getByRole("dialog", { name: "Terms of Service" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Accept" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel("Email")).toBeFocused();

    const cookie = (await context.cookies()).find((c) => c.name === "termsAccepted");
    expect(cookie?.value).toBe("true");
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364.9);
    expect(days).toBeLessThanOrEqual(365);

    await page.reload();
    await expect(page.getByRole("heading", { name: "Welcome" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("Decline also closes it and is remembered as false", async ({ page, context }) => {
    await page.goto("/login");
    await page
      .getByRole("dialog", { name: "Terms of Service" })
      .getByRole("button", { name: "Decline" })
      .click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const cookie = (await context.cookies()).find((c) => c.name === "termsAccepted");
    expect(cookie?.value).toBe("false");
    await page.reload();
    await expect(page.getByRole("heading", { name: "Welcome" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("the first paint (prerendered at build time)", () => {
  test("shows a first visitor the sign-in page and its terms dialog before any script runs", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Welcome" })).toBeVisible();
    const dialog = page.getByRole("dialog", { name: "Terms of Service" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(termsBody)).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Accept" })).toBeVisible();
    // /signup's HTML is the form for every visitor: its terms dialog opens once the app runs (below).
    await page.goto("/signup");
    await expect(page.getByRole("heading", { name: "Sign Up" })).toBeVisible();
    await expect(page.getByLabel("Email")).toBeVisible();
    // A returning visitor's /login has no dialog: the app renders it (nothing to show without scripts).
    await acceptTermsCookie(context, baseURL);
    await page.goto("/login");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await context.close();
  });

  test("keeps the focus in the terms dialog from the moment it shows, before the app takes it over", async ({
    page,
  }) => {
    // The app's entry script is held back: the prerendered dialog is all there is, as in the first
    // ~300 ms of a real visit. A Tab then must not reach the form behind the dialog.
    const release = await holdBack(page, /\/assets\/index-[^/]+\.js$/);
    await page.goto("/login", { waitUntil: "commit" });
    const dialog = page.getByRole("dialog", { name: "Terms of Service" });
    await expect(dialog).toBeVisible();
    const focusIsInDialog = () =>
      page.evaluate(() => document.activeElement?.closest('[role="dialog"]') != null);
    const focusIsInForm = () => page.evaluate(() => document.activeElement?.closest("form") != null);
    // The first Tab goes into the dialog; no Tab reaches the form behind it (the dialog's buttons wait for
    // the app, so a third Tab may leave the page, never for the form).
    await page.keyboard.press("Tab");
    expect(await focusIsInDialog()).toBe(true);
    for (let press = 0; press < 3; press++) {
      await page.keyboard.press("Tab");
      expect(await focusIsInForm()).toBe(false);
    }
    release();
    await expect.poll(focusIsInDialog).toBe(true);
    await dialog.getByRole("button", { name: "Accept" }).click();
    await expect(page.getByLabel("Email")).toBeFocused();
  });

  test("is taken over by the app without an error: the dialog becomes modal and the form works", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/login");
    const dialog = page.getByRole("dialog", { name: "Terms of Service" });
    // Live, the modal takes the focus and keeps it: Tab goes round its links and buttons only.
    const focusIsInDialog = () =>
      page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null);
    await expect.poll(focusIsInDialog).toBe(true);
    for (let press = 0; press < 6; press++) {
      await page.keyboard.press("Tab");
      expect(await focusIsInDialog()).toBe(true);
    }
    await dialog.getByRole("button", { name: "Accept" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByLabel("Email")).toBeFocused();
    await page.getByLabel("Email").fill("employer@haulboard.test");
    await page.getByLabel("Password", { exact: true }).fill(demoPassword);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/company\/jobs$/);
    expect(errors).toEqual([]);
  });
});

test("the terms dialog links readable Terms of Service and Privacy Policy pages", async ({ page }) => {
  await page.goto("/login");
  const dialog = page.getByRole("dialog", { name: "Terms of Service" });
  await dialog.getByRole("link", { name: "Read the Terms of Service" }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
  await expect(page.getByText(/^Placeholder text:/)).toBeVisible();
  await page.getByRole("link", { name: "Read the Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await page.getByRole("link", { name: "Back to sign in" }).click();
  // No choice was made: the dialog asks again.
  await expect(page.getByRole("dialog", { name: "Terms of Service" })).toBeVisible();
});

test("a first visit to /signup asks for the terms too; Accept lets the visitor sign up", async ({
  page,
  context,
}) => {
  await page.goto("/signup");
  const dialog = page.getByRole("dialog", { name: "Terms of Service" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Accept" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel("Email")).toBeFocused();
  expect((await context.cookies()).find((c) => c.name === "termsAccepted")?.value).toBe("true");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Sign Up" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("the sign-up links both documents", async ({ page, context, baseURL }) => {
  await acceptTermsCookie(context, baseURL);
  await page.goto("/signup?email=reader%40example.com");
  await expect(page.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
  await page.getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
});

test.describe("the login screen", () => {
  test.beforeEach(async ({ context, baseURL }) => acceptTermsCookie(context, baseURL));

  test("shows its texts and links with the employer role", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Welcome" })).toBeVisible();
    await expect(page.getByText("Sign in to your account")).toBeVisible();
    await expect(page.getByRole("link", { name: "Forgotten password" })).toHaveAttribute(
      "href",
      "/forgot-password?role=employer",
    );
    await page.getByRole("link", { name: "Create new account" }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test("shows no social buttons when the server has no provider configured (the default)", async ({
    page,
  }) => {
    const providers = page.waitForResponse((response) => response.url().endsWith("/auth/social-providers"));
    await page.goto("/login");
    expect(await (await providers).json()).toEqual({ data: { sources: [] } });
    await expect(page.getByRole("button", { name: "Continue" })).toBeVisible();
    for (const name of ["Facebook", "Google", "Apple"])
      await expect(page.getByRole("button", { name })).toHaveCount(0);
  });

  test("checks the fields before calling the server", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("No email provided")).toBeVisible();
    await expect(page.getByText("No password provided")).toBeVisible();
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Needs to be a valid email.")).toBeVisible();
  });

  test("a wrong password shows the server's message", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill("employer@haulboard.test");
    await page.getByLabel("Password", { exact: true }).fill("Wrong#Password1");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("alert")).toContainText("This email or password is wrong");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("an employer signs in and lands on the jobs", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill("employer@haulboard.test");
    await page.getByLabel("Password", { exact: true }).fill(demoPassword);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/company\/jobs$/);
    // The focus does not fall to <body> with the Continue button: the page's heading takes it.
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeFocused();
  });

  test("signing in with the keyboard leaves the focus on the landing page's heading", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill("ads@haulboard.test");
    await page.getByLabel("Password", { exact: true }).fill(demoPassword);
    await page.getByLabel("Password", { exact: true }).press("Enter");
    await expect(page).toHaveURL(/\/ads$/);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeFocused();
  });

  test("/company-login redirects to the login", async ({ page }) => {
    await page.goto("/company-login");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { name: "Welcome" })).toBeVisible();
  });

  test("/admin-login shows the admin variant with the admin forgot-password role", async ({ page }) => {
    await page.goto("/admin-login");
    await expect(page).toHaveURL(/\/login\?role=admin$/);
    await expect(page.getByRole("heading", { name: "Welcome" })).toBeVisible();
    await expect(page.getByTestId("auth-background")).toHaveAttribute("data-variant", "admin");
    await expect(page.getByRole("link", { name: "Forgotten password" })).toHaveAttribute(
      "href",
      "/forgot-password?role=admin",
    );
    await page.getByLabel("Email").fill("admin@haulboard.test");
    await page.getByLabel("Password", { exact: true }).fill(demoPassword);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/admin\/company-list$/);
  });
});
