import { acceptTermsCookie, createEmployer, uniqueEmail } from "./auth-helpers.ts";
import { expect, test } from "./fixtures.ts";

// Company creation uses the app's one api client (the shell's): a session that cannot be refreshed on
// /company-info ends through the shell, on login with 'Session expired' (the alert area shows one alert at a
// time: a later error from the screen would replace it).
test.beforeEach(async ({ context, baseURL }) => acceptTermsCookie(context, baseURL));

test("an expired session on company creation ends on login with 'Session expired'", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("expired");
  const password = "Mack#Anthem2026";
  await createEmployer(request, email, password);
  const login = await request.post("/api/v1/auth/login", {
    data: { email, password, device_id: "e2eexpd1", role: "employer" },
  });
  const { access_token: accessToken } = ((await login.json()) as { data: { access_token: string } }).data;

  await page.goto("/login");
  // The access token's signature no longer verifies (it reads as expired) and the refresh token is revoked.
  await page.evaluate((token) => {
    const [header, payload] = token.split(".");
    localStorage.setItem("accessToken", `${header}.${payload}.invalid-signature`);
    localStorage.setItem("refreshToken", "revoked-refresh-token");
  }, accessToken);
  await page.goto("/company-info");
  await expect(page.getByRole("heading", { name: "Tell us about your company" })).toBeFocused();

  await page.getByLabel("Company name").fill("Late Night Freight");
  await page.getByRole("button", { name: /Company size/ }).click();
  await page.getByRole("option").first().click();
  await page.getByLabel("Company phone").fill("5553339002");
  const refresh = page.waitForResponse((response) => response.url().endsWith("/api/v1/auth/refresh"));
  await page.getByRole("button", { name: "Continue" }).click();
  expect((await refresh).status()).toBe(401);

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Session expired")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("accessToken"))).toBeNull();
});
