import type { Page } from "@playwright/test";
import { acceptTermsCookie, uniqueEmail } from "./auth-helpers.ts";
import { expect, test } from "./fixtures.ts";

test.beforeEach(async ({ context, baseURL }) => acceptTermsCookie(context, baseURL));

/** The accessible name (roughly) of the focused element. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return "";
    const labelledBy = el.getAttribute("aria-labelledby");
    const byIds = labelledBy
      ?.split(" ")
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" ");
    const labels = (el as HTMLInputElement).labels;
    const byLabel = labels && labels.length > 0 ? labels[0]?.textContent : "";
    return `${el.getAttribute("aria-label") ?? ""} ${byIds ?? ""} ${byLabel ?? ""} ${el.textContent ?? ""}`;
  });

/** Presses Tab until the focused element has the accessible name `name` (at most 30 presses). */
const tabTo = async (page: Page, name: RegExp) => {
  for (let i = 0; i < 30; i++) {
    if (name.test(await focusedName(page))) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`never reached ${name}`);
};

test("the sign-up journey completed with the keyboard alone", async ({ page }) => {
  const email = uniqueEmail("keys");
  const password = "Mack#Anthem2026";
  await page.goto("/signup");
  // The screen loads on demand: wait for it, as a person would, before reaching for the keyboard.
  await expect(page.getByRole("heading", { name: "Sign Up" })).toBeVisible();

  await tabTo(page, /^\s*Email/);
  await page.keyboard.type(email);
  await page.keyboard.press("Enter");

  await expect(page.getByLabel("Confirm email")).toBeVisible();
  await tabTo(page, /Confirm email/);
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await page.keyboard.type("Kim");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Okafor");
  await page.keyboard.press("Tab");
  await page.keyboard.type("5553339000");
  await tabTo(page, /^\s*Password/);
  await page.keyboard.type(password);
  await tabTo(page, /Confirm password/);
  await page.keyboard.type(password);
  await tabTo(page, /Create account/);
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/company-info$/);
  await expect(page.getByRole("heading", { name: "Tell us about your company" })).toBeVisible();
  await tabTo(page, /Company name/);
  await page.keyboard.type("Night Owl Logistics");
  await tabTo(page, /Company size/);
  await page.keyboard.press("Enter");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await tabTo(page, /Company phone/);
  await page.keyboard.type("5553339001");
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/company-address$/);
  await expect(page.getByRole("heading", { name: "Where is your company?" })).toBeVisible();
  await tabTo(page, /Address, city or ZIP code/);
  await page.keyboard.type("Chicago");
  // The suggestions for the whole word (not a partial one still on screen while typing pauses).
  await expect(page.getByRole("option", { name: "Chicago, IL, USA" })).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("combobox", { name: /Address, city or ZIP code/ })).toHaveValue(/Chicago, IL/);
  await tabTo(page, /Finish/);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/company\/jobs$/);
});
