import type { APIRequestContext, Page } from "@playwright/test";
import { chooseSuggestion, expect, test } from "./fixtures.ts";

// The admin portal end to end (issue 8): the built app against the real server and its demo seed.
const password = "Haulboard#2026";
const admin = "admin@haulboard.test";
const companyUser = "employer@haulboard.test";

const acceptTerms = async (page: Page) => {
  const url = new URL(test.info().project.use.baseURL ?? "http://localhost");
  await page
    .context()
    .addCookies([{ name: "termsAccepted", value: "true", domain: url.hostname, path: "/" }]);
};

/** Signs in through the login screen, as a user would. */
const signIn = async (page: Page, email: string, secret = password) => {
  await acceptTerms(page);
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(secret);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).not.toHaveURL(/\/login/);
};

/** An access token through the API (for the role checks and to verify a new password works). */
const apiLogin = async (request: APIRequestContext, email: string, secret = password) =>
  request.post("/api/v1/auth/login", { data: { email, password: secret, device_id: "e2eadmn1" } });

const tokenOf = async (request: APIRequestContext, email: string) => {
  const response = await apiLogin(request, email);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { access_token: string } }).data.access_token;
};

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test("an admin finds a company, expands its employees, adds one, resets a password and deactivates one", async ({
  page,
  request,
}) => {
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/company-list$/);
  await expect(page.getByRole("heading", { level: 1, name: "Company List" })).toBeVisible();
  const grid = page.getByRole("grid", { name: "Company List" });
  // The newest company's name, read from its expand toggle ("<name> details").
  const toggle = grid.getByRole("button", { name: / details$/ }).first();
  await expect(toggle).toBeVisible();
  const companyName = ((await toggle.getAttribute("aria-label")) ?? "").replace(/ details$/, "");

  // Search by name; one request per pause.
  const searches: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/v1/companies/search")) searches.push(r.postData() ?? "");
  });
  // One edit (fill): keystrokes typed one by one can be stretched past the 300 ms debounce on a loaded
  // machine; the story of the screen checks the debounce itself.
  // (The newest company's row is on screen before the search too: wait for the search's answer.)
  const searched = page.waitForResponse((r) => r.url().includes("/api/v1/companies/search"));
  await page.getByRole("searchbox", { name: "Search by company name" }).fill(companyName);
  await searched;
  await expect(grid.getByRole("row", { name: new RegExp(companyName) }).first()).toBeVisible();
  expect(searches).toHaveLength(1);
  expect(JSON.parse(searches[0] as string)).toMatchObject({
    filters: [{ field: "company_name", operator: "ilike" }],
    orders: [{ field: "created_at", direction: "desc" }],
  });

  await grid
    .getByRole("button", { name: `${companyName} details` })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: `Employees · ${companyName}` })).toBeVisible();

  // Add an employee.
  const id = unique();
  const email = `e2e.${id}@haulboard.test`;
  await page.getByRole("button", { name: "Add employee" }).click();
  const add = page.getByRole("dialog", { name: "Add employee" });
  await add.getByLabel("First name").fill("Rosa");
  await add.getByLabel("Last name").fill(`Delgado${id.replace(/\d/g, "")}`);
  await add.getByLabel("Email").fill(email);
  await add.getByLabel("Phone").fill("7045550199");
  await add.getByLabel("Password", { exact: true }).fill(password);
  await add.getByRole("button", { name: "Add employee" }).click();
  await expect(add).toBeHidden();
  const employees = page.getByRole("grid", { name: `Employees of ${companyName}` });
  const row = employees.getByRole("row", { name: new RegExp(email.replace(/\./g, "\\.")) });
  await expect(row).toBeVisible();
  const fullName = `Rosa Delgado${id.replace(/\d/g, "")}`;

  // Reset the new employee's password, then sign in with it.
  const newPassword = "Haulboard#2027";
  await row.getByRole("button", { name: `Reset password for ${fullName}` }).click();
  const reset = page.getByRole("dialog", { name: "Reset password" });
  await reset.getByLabel("New password").fill(newPassword);
  await reset.getByLabel("Confirm password").fill(newPassword);
  await reset.getByRole("button", { name: "Reset password" }).click();
  await expect(reset).toBeHidden();
  expect((await apiLogin(request, email, newPassword)).status()).toBe(200);

  // Deactivate them.
  await row.getByRole("button", { name: `Deactivate ${fullName}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Deactivate employee" });
  await confirm.getByRole("button", { name: "Yes" }).click();
  await expect(confirm).toBeHidden();
  await expect(row.getByRole("button", { name: `Activate ${fullName}` })).toBeVisible();
  await expect(row.getByText("Inactive")).toBeVisible();
});

test("an admin cancels a driver's subscription with the reason Other and a text", async ({ page }) => {
  await signIn(page, admin);
  await page.goto("/admin/user-management/drivers");
  await expect(page.getByRole("heading", { level: 1, name: "Driver List" })).toBeVisible();
  await expect(page.getByText("Manage drivers subscriptions")).toBeVisible();
  const slider = page.getByRole("dialog", { name: "Subscription List" });
  const viewButtons = page.getByRole("button", { name: /^View subscriptions of / });
  await expect(viewButtons.first()).toBeVisible();

  // The first driver with a subscription that can still be cancelled.
  let driverLabel = "";
  for (let index = 0; index < (await viewButtons.count()); index += 1) {
    const button = viewButtons.nth(index);
    driverLabel = (await button.getAttribute("aria-label")) ?? "";
    await button.click();
    await expect(slider).toBeVisible();
    if ((await slider.getByRole("button", { name: /^Unsubscribe/, disabled: false }).count()) > 0) break;
    await slider.getByRole("button", { name: "Back" }).click();
    await expect(slider).toBeHidden();
  }
  const enabledUnsubscribe = page.getByRole("button", { name: /^Unsubscribe/, disabled: false });
  const rowOf = slider.getByRole("row").filter({ has: enabledUnsubscribe }).first();
  const unsubscribe = rowOf.getByRole("button", { name: /^Unsubscribe/ });
  const subscriptionName = (await rowOf.getByRole("gridcell").first().textContent())?.trim() ?? "";
  await unsubscribe.click();

  const confirmation = page.getByRole("dialog", { name: "Confirmation" });
  await confirmation.getByRole("button", { name: "Confirm" }).click();
  const reason = page.getByRole("dialog", { name: "Reason" });
  await reason.getByText("Other", { exact: true }).click();
  await expect(reason.getByRole("radio", { name: "Other" })).toBeChecked();
  const text = `Switching to a fleet plan ${unique()}`;
  await reason.getByRole("textbox").fill(text);
  await reason.getByRole("button", { name: "Unsubscribe" }).click();

  await expect(page.getByText("Subscription cancelled")).toBeVisible();
  await expect(reason).toBeHidden();
  await expect(slider).toBeHidden();

  // The refreshed list shows the cancellation and the row can no longer be cancelled.
  await page.getByRole("button", { name: driverLabel }).click();
  const cancelledRow = slider.getByRole("row").filter({ hasText: text });
  await expect(cancelledRow).toBeVisible();
  await expect(cancelledRow.getByRole("gridcell").first()).toHaveText(subscriptionName);
  await expect(cancelledRow.getByRole("button", { name: /^Unsubscribe/ })).toBeDisabled();
});

test("an admin creates an admin who can then sign in", async ({ page, request }) => {
  await signIn(page, admin);
  await page.goto("/admin/user-management/admins");
  await expect(page.getByRole("heading", { level: 1, name: "Admins" })).toBeVisible();
  const email = `admin.${unique()}@haulboard.test`;
  await page.getByRole("button", { name: "Create admin" }).click();
  const dialog = page.getByRole("dialog", { name: "Create admin" });
  await dialog.getByLabel("First name").fill("Casey");
  await dialog.getByLabel("Last name").fill("Morgan");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByLabel("Confirm password").fill(password);
  const sent = page.waitForRequest((r) => r.url().endsWith("/api/v1/admin/admins") && r.method() === "POST");
  await dialog.getByRole("button", { name: "Create admin" }).click();
  // Confirm password is dropped before sending.
  expect(Object.keys((await sent).postDataJSON()).sort()).toEqual([
    "email",
    "first_name",
    "last_name",
    "password",
  ]);
  await expect(dialog.getByRole("status")).toContainText(`Admin created: ${email}`);
  expect((await apiLogin(request, email)).status()).toBe(200);
});

test("an admin searches the admins by full name", async ({ page }) => {
  await signIn(page, admin);
  await page.goto("/admin/user-management/admins");
  const grid = page.getByRole("grid", { name: "Admins" });
  await expect(grid.getByRole("row").nth(1)).toBeVisible();
  const searched = page.waitForRequest(
    (r) => r.url().includes("/api/v1/admin/admins/search") && r.postDataJSON()?.filters?.length === 1,
  );
  await page.getByRole("searchbox", { name: "Search by full name" }).fill("ada adm");
  expect((await searched).postDataJSON()).toEqual({
    filters: [{ field: "full_name", operator: "ilike", value: "ada adm" }],
    orders: [{ field: "created_at", direction: "asc" }],
  });
  // The super admin's row goes first: until the answer is drawn, "admin@haulboard.test" is in both rows
  // (superadmin@… contains it), and a locator matching two rows fails at once instead of waiting.
  await expect(grid.getByRole("row").filter({ hasText: "superadmin@haulboard.test" })).toHaveCount(0);
  await expect(grid.getByRole("row").filter({ hasText: "admin@haulboard.test" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search by full name" }).fill("Zebedee Nobody");
  await expect(page.getByText("No admin matches this name.")).toBeVisible();
});

/** From the company portal: 'Please select', the first company and its first user, Confirm. */
const impersonateFirstUser = async (page: Page) => {
  await page.getByRole("button", { name: "Impersonate" }).click();
  const dialog = page.getByRole("dialog", { name: "Please select" });
  await expect(dialog.getByText("Select the company and user you want to impersonate")).toBeVisible();
  const companies = dialog.getByRole("combobox", { name: "Companies" });
  await companies.click();
  // The picker's own list box, by name: the page behind (Posted Jobs) has a native rows-per-page select
  // whose options are list box options too.
  await chooseSuggestion(
    companies,
    page.getByRole("listbox", { name: "Suggestions Companies" }).getByRole("option").first(),
  );
  await expect(companies).not.toHaveValue("");
  const users = dialog.getByRole("combobox", { name: "Select a user" });
  await users.click();
  await chooseSuggestion(
    users,
    page.getByRole("listbox", { name: "Suggestions Select a user" }).getByRole("option").first(),
  );
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/company\/jobs$/);
  await expect(page.getByText(/^You are impersonating /)).toBeVisible();
};

const storedItem = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

test("an admin impersonates a company user, sees the countdown, renews and leaves to the admin portal", async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page, admin);
  await page.goto("/company/jobs");
  await impersonateFirstUser(page);
  await expect(page.getByRole("timer")).toHaveText(/^(10:00|09:5\d)$/);
  expect(await storedItem(page, "adminAccessToken")).not.toBeNull();

  await page.clock.fastForward("10:01");
  const expired = page.getByRole("alertdialog", { name: "Session has expired." });
  await expect(expired).toBeVisible();
  await expired.getByRole("button", { name: "Renew" }).click();
  await expect(expired).toBeHidden();
  await expect(page.getByRole("timer")).toHaveText(/^(10:00|09:5\d)$/);

  await page.getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL(/\/admin\/company-list$/);
  expect(await page.evaluate(() => localStorage.getItem("adminAccessToken"))).toBeNull();
  await expect(page.getByText(/^You are impersonating /)).toBeHidden();
});

test("while impersonating, switching to a non-company portal or typing an admin URL restores the admin", async ({
  page,
}) => {
  // Two impersonations and three portal switches: a long journey, given the time of three (a hang limit).
  test.slow();
  await signIn(page, admin);
  await page.goto("/company/jobs");
  await impersonateFirstUser(page);
  const adminToken = await storedItem(page, "adminAccessToken");
  expect(adminToken).not.toBeNull();

  // The switcher shows the admin's portals, not the impersonated user's single one.
  const portals = page.getByRole("navigation", { name: "Portals", exact: true });
  await expect(portals.getByRole("link")).toHaveText([
    "Admin Portal",
    "Company Portal",
    "News Portal",
    "ADs Portal",
  ]);
  await expect(portals.getByRole("link", { name: "Company Portal" })).toHaveAttribute("aria-current", "page");

  // Switching to the admin portal restores the admin's tokens and clears the selected company.
  await portals.getByRole("link", { name: "Admin Portal" }).click();
  await expect(page).toHaveURL(/\/admin\/company-list$/);
  await expect(page.getByRole("heading", { level: 1, name: "Company List" })).toBeVisible();
  expect(await storedItem(page, "adminAccessToken")).toBeNull();
  expect(await storedItem(page, "accessToken")).toBe(adminToken);
  expect(await storedItem(page, "impersonation")).toBeNull();

  // Back in the company portal the admin is themself again: the picker, no banner.
  await page
    .getByRole("navigation", { name: "Portals", exact: true })
    .getByRole("link", { name: "Company Portal" })
    .click();
  await expect(page.getByRole("button", { name: "Impersonate" })).toBeVisible();
  await expect(page.getByText(/^You are impersonating /)).toBeHidden();

  // A typed admin URL while impersonating opens that page (not login), as the admin.
  await impersonateFirstUser(page);
  await page.goto("/admin/user-management/drivers");
  await expect(page.getByRole("heading", { level: 1, name: "Driver List" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/user-management\/drivers$/);
  expect(await storedItem(page, "adminAccessToken")).toBeNull();
  expect(await storedItem(page, "accessToken")).toBe(adminToken);
  expect(await storedItem(page, "impersonation")).toBeNull();
});

test("a company user is sent away from every admin route", async ({ page }) => {
  await signIn(page, companyUser);
  for (const path of [
    "/admin",
    "/admin/company-list",
    "/admin/user-management",
    "/admin/user-management/applicants",
    "/admin/user-management/drivers",
    "/admin/user-management/admins",
  ]) {
    await page.goto(path);
    await expect(page).not.toHaveURL(/\/admin(\/|$)/);
  }
});

test("a company user gets 403 from every admin call", async ({ request }) => {
  const token = await tokenOf(request, companyUser);
  const headers = { authorization: `Bearer ${token}` };
  const calls: Array<[string, string, unknown?]> = [
    ["POST", "/api/v1/companies/search?offset=0&limit=50", { filters: [], orders: [] }],
    ["GET", "/api/v1/admin/get-admins?offset=0&limit=10"],
    [
      "POST",
      "/api/v1/admin/admins",
      { first_name: "Eve", last_name: "Mallory", email: "eve@x.test", password },
    ],
    ["POST", "/api/v1/admin/admins/search?offset=0&limit=10", {}],
    ["GET", "/api/v1/admin/employer/1"],
    ["POST", "/api/v1/admin/employer/1/change-password", { password }],
    ["GET", "/api/v1/admin/companies/1/employers?offset=0&limit=10"],
    ["POST", "/api/v1/payment/driver/subscriptions/search?offset=0&limit=10", {}],
    ["PATCH", "/api/v1/payment/driver/subscriptions/1/cancel", { renewal_cancellation_reason: "Other" }],
    [
      "POST",
      "/api/v1/auth/login/impersonate?user_id=1",
      { user_id: 1, device_id: "e2eadmn1", role: "employer" },
    ],
  ];
  for (const [method, url, data] of calls) {
    const response = await request.fetch(url, { method, headers, data });
    expect(`${method} ${url} → ${response.status()}`).toBe(`${method} ${url} → 403`);
  }
});
