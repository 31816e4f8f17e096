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
