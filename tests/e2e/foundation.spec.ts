import { expect, test } from "./fixtures.ts";

test("the root redirects to the login screen", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { name: "Welcome" })).toBeVisible();
  await expect(page.getByText("Sign in to your account")).toBeVisible();
});

test("the health call reports the database state", async ({ request }) => {
  const response = await request.get("/api/v1/health");
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body.data.status).toBe("ok");
  expect(body.data.database).toMatchObject({ driver: "pglite", state: "up" });
});

test("an unknown API path answers 404 in the spec's error shape", async ({ request }) => {
  const response = await request.get("/api/v1/no-such-call");
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ errors: [{ message: "Not found" }] });
});
