import { expect as baseExpect, test } from "./fixtures.ts";

// The viewer is a 1.7 MB script: on a loaded machine parsing it and rendering 112 operations takes seconds,
// so each assertion waits longer for its condition (no fixed wait).
const expect = baseExpect.configure({ timeout: 30_000 });

// The API reference of a local trial (issue 22): the served OpenAPI document, read through the viewer in
// Chromium under the app's strict Content-Security-Policy (the fixture fails the test on any violation).
test("a developer reads the API reference: the sign-in call, its body, its errors and an admin call's roles", async ({
  page,
}) => {
  test.slow();
  await page.goto("/api-reference");
  await expect(page.getByRole("heading", { name: /Haulboard API/, level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "/api/v1/openapi.json" })).toBeVisible();

  // Each resource is a section, closed until opened; the sign-in call opens to its wire body and failures.
  await page.getByRole("link", { name: "auth", exact: true }).click();
  await page.getByRole("button", { name: /^POST \/auth\/login Sign in with email and password/ }).click();
  await expect(page.getByText("Public.", { exact: true })).toBeVisible();
  await expect(page.getByText(/"device_id"/).first()).toBeVisible();
  await expect(page.getByText("Invalid input: one entry per failed rule.").first()).toBeVisible();

  // An admin-only call names its roles.
  await page.getByRole("link", { name: "companies", exact: true }).click();
  await page.getByRole("button", { name: /^POST \/companies\/search / }).click();
  await expect(page.getByRole("paragraph").filter({ hasText: /^Roles: / })).toContainText("160Admin");
});
