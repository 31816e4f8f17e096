import { type BrowserContext, expect, type Page } from "@playwright/test";

/** The demo accounts' password (apps/server README). */
export const demoPassword = "Haulboard#2026";

/** Skips the first-visit terms dialog: these journeys are not about it. */
export const skipTermsDialog = async (
  context: BrowserContext,
  baseURL: string | undefined,
): Promise<void> => {
  await context.addCookies([{ name: "termsAccepted", value: "true", url: baseURL ?? "http://localhost" }]);
};

/** Signs in through the real login screen and waits until the app has left /login. */
export const signIn = async (page: Page, email: string, password = demoPassword): Promise<void> => {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
};

/** The entries of a navigation landmark, in order. */
export const navigationEntries = async (page: Page, name: string): Promise<string[]> => {
  const navigation = page.getByRole("navigation", { name, exact: true });
  // The portal layout loads on demand: wait for its navigation before reading it.
  await navigation.getByRole("listitem").first().waitFor();
  return (await navigation.getByRole("listitem").allTextContents()).map((text) => text.trim());
};

/**
 * Holds back every request matching `url` until `release()` is called: the page is what it is without
 * that file (the app's entry script: the prerendered HTML alone; a lazy chunk: the stand-in before it).
 */
export const holdBack = async (page: Page, url: RegExp): Promise<() => void> => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
};

/** Logs out through the portal navigation's "Log out" and the confirmation's "Yes". */
export const logOut = async (page: Page, portal: string): Promise<void> => {
  await page
    .getByRole("navigation", { name: portal, exact: true })
    .getByRole("button", { name: "Log out" })
    .click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Yes" }).click();
};
