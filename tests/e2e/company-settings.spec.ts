import type { APIRequestContext, Page } from "@playwright/test";
import { createEmployer, uniqueEmail } from "./auth-helpers.ts";
import { chooseSuggestion, expect, test } from "./fixtures.ts";
import { holdBack, signIn, skipTermsDialog } from "./shell-helpers.ts";

/**
 * Company settings, employees and billing against the real server (issue 18). Each run makes its own
 * company (sign-up and company creation through the API), so nothing here changes the demo accounts.
 * The renewal runner's "charged once by two runners" and "a declining saved card turns auto-renew off"
 * run in the server suite (apps/server/test/renewals.test.ts), where two replicas share one database.
 */
const updated = "Updated successfully";
const readOnly = "Only a company admin can change this. You can see it here.";
const password = "Settings#2026";
const nextYear = String((new Date().getFullYear() + 2) % 100).padStart(2, "0");

test.beforeEach(async ({ context, baseURL }) => {
  await skipTermsDialog(context, baseURL);
});

const api = async (
  request: APIRequestContext,
  token: string,
  method: string,
  path: string,
  data?: unknown,
) => {
  const response = await request.fetch(`/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  return { status: response.status(), json: (await response.json()) as { data: never } };
};

const tokenOf = async (request: APIRequestContext, email: string, secret: string) => {
  const response = await request.post("/api/v1/auth/login", {
    data: { email, password: secret, device_id: "e2esettings" },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { access_token: string } }).data.access_token;
};

/** A new employer with a new card-billed company; answers the admin's email, token and company id. */
const newCompany = async (request: APIRequestContext) => {
  const email = uniqueEmail("settings");
  await createEmployer(request, email, password);
  const token = await tokenOf(request, email, password);
  const created = await api(request, token, "POST", "/companies", {
    company_name: `Settings Freight ${Date.now()}`,
    size: "6-10",
    phone: "(405)555-0142",
  });
  expect(created.status).toBe(200);
  // The company admin role is new: a fresh token carries it.
  return {
    email,
    token: await tokenOf(request, email, password),
    id: (created.json.data as { id: number }).id,
  };
};

/** Posts a one-address job through the API (the wizard's call); answers its post token. */
const postJob = async (request: APIRequestContext, token: string, title: string) => {
  const posted = await api(request, token, "POST", "/jobs", {
    title,
    job_type: "flatbed",
    additional_experience: null,
    home_time: "HW",
    required_experience: "Y1",
    job_description: "<p>Weekly pay</p>",
    driver_unload: false,
    expected_pay: 1400,
    signon_bonus: 0,
    starting_bonus: 0,
    benefits: [],
    endorsements: [],
    salary_type: "weekly",
    addons: [],
    addresses: [
      {
        street1: "2400 S Agnew Ave",
        city: "Oklahoma City",
        state: "OK",
        coordinates: [-97.56, 35.44],
        country: "US",
        postal_code: "73108",
      },
    ],
    video_url: null,
  });
  expect(posted.status).toBe(200);
  return posted;
};

/** A PNG drawn in the page (a red square on blue), as a file for the logo input. */
const pngLogo = async (page: Page) => {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(480, 320);
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2d context");
    context.fillStyle = "#1d4ed8";
    context.fillRect(0, 0, 480, 320);
    context.fillStyle = "#dc2626";
    context.fillRect(40, 40, 240, 120);
    const blob = await canvas.convertToBlob({ type: "image/png" });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = "";
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return { name: "logo.png", mimeType: "image/png", buffer: Buffer.from(base64, "base64") };
};

/** The text pdfkit draws: each TJ array's hex strings decoded (the receipt is written uncompressed). */
const pdfText = (pdf: Buffer): string =>
  [...pdf.toString("latin1").matchAll(/\[([^\]]*)\]\s*TJ/g)]
    .map((run) =>
      [...(run[1] ?? "").matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((hex) => Buffer.from(hex[1] ?? "", "hex").toString("latin1"))
        .join(""),
    )
    .join("\n");

const expectUpdated = async (page: Page) =>
  expect(page.getByRole("status").filter({ hasText: updated })).toBeVisible();

test("a company admin changes the logo, profile, timezone, password and card, downloads a receipt and manages an employee", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await newCompany(request);
  await signIn(page, admin.email, password);

  // The logo: chosen, cropped, saved; the settings and the header show it.
  await page.goto("/company/settings");
  await expect(page.getByRole("heading", { name: "Company settings" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Current logo" })).toHaveAttribute("data-fallback", "true");
  await page.locator('input[type="file"]').setInputFiles(await pngLogo(page));
  await expect(page.getByRole("img", { name: "New logo at 343 × 133" })).toBeVisible();
  await page.getByRole("slider", { name: "Crop size" }).focus();
  await page.keyboard.press("ArrowRight");
  await page.getByRole("button", { name: "Save logo" }).click();
  await expectUpdated(page);
  const current = page.getByRole("img", { name: "Current logo" });
  await expect(current).not.toHaveAttribute("data-fallback", "true");
  const company = await api(request, admin.token, "GET", `/companies/${admin.id}`);
  expect((company.json.data as { logo: { size: number } }).logo.size).toBe(210);
  await page.goto("/company/jobs?newLayout=true");
  await expect(page.getByRole("banner").getByRole("img", { name: "Company logo" })).not.toHaveAttribute(
    "data-fallback",
    "true",
  );

  // The profile and the timezone.
  await page.goto("/company/settings/account-settings");
  await page.getByRole("textbox", { name: /First name/ }).fill("Marisol");
  await page.getByRole("button", { name: /Timezone/ }).click();
  await page.getByRole("option", { name: "Pacific (US/Pacific)" }).click();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expectUpdated(page);
  await page.reload();
  await expect(page.getByRole("textbox", { name: /First name/ })).toHaveValue("Marisol");
  await expect(page.getByRole("button", { name: /Timezone/ })).toContainText("Pacific (US/Pacific)");

  // The password (the confirmation stays in the form).
  await page.goto("/company/settings/password");
  await page.getByRole("textbox", { name: "Current password", exact: true }).fill(password);
  await page.getByRole("textbox", { name: "New password", exact: true }).fill("Changed#2026");
  await page.getByRole("textbox", { name: "Confirm new password", exact: true }).fill("Changed#2026");
  await page.getByRole("button", { name: "Change password" }).click();
  await expectUpdated(page);

  // The card: added, then replaced with the payment step's card form.
  await page.goto("/company/settings/payment");
  await expect(page.getByText("No card on file. Add one to pay for jobs faster.")).toBeVisible();
  const fillCard = async (number: string) => {
    await page.getByRole("textbox", { name: /Card number/ }).fill(number);
    await page.getByRole("textbox", { name: /Name on the card/ }).fill("Marisol Whitfield");
    await page.getByRole("textbox", { name: /Expiration date/ }).fill(`12/${nextYear}`);
    await page.getByRole("textbox", { name: /Security number/ }).fill("123");
    await page.getByRole("button", { name: "Save card" }).click();
    await expectUpdated(page);
  };
  await page.getByRole("button", { name: "Add card" }).click();
  // A card the issuer declines: the refusal shows once, in the form, and goes when the card is changed.
  const declined = page.getByText("Your card was declined. Try another card.");
  await page.getByRole("textbox", { name: /Card number/ }).fill("4000000000000002");
  await page.getByRole("textbox", { name: /Name on the card/ }).fill("Marisol Whitfield");
  await page.getByRole("textbox", { name: /Expiration date/ }).fill(`12/${nextYear}`);
  await page.getByRole("textbox", { name: /Security number/ }).fill("123");
  await page.getByRole("button", { name: "Save card" }).click();
  await expect(page.getByRole("form", { name: "Replace card" }).getByRole("alert")).toHaveText(
    "Your card was declined. Try another card.",
  );
  await expect(declined).toHaveCount(1);
  await page.getByRole("textbox", { name: /Card number/ }).fill("4242424242424242");
  await expect(declined).toHaveCount(0);
  await fillCard("4242424242424242");
  await expect(page.getByText("**** **** **** 4242")).toBeVisible();
  await page.getByRole("button", { name: "Replace card" }).click();
  await fillCard("5555555555554444");
  await expect(page.getByText("**** **** **** 4444")).toBeVisible();
  await expect(page.getByText("Mastercard")).toBeVisible();

  // A paid order (posted and charged to the saved card through the API), then its receipt.
  const newToken = await tokenOf(request, admin.email, "Changed#2026");
  const posted = await postJob(request, newToken, "Receipt Journey Driver");
  const charged = await api(request, newToken, "POST", "/payment/employer/job/charge", {
    secret_token: (posted.json.data as { jobs_post_token: string }).jobs_post_token,
    action_type: "new_job",
  });
  expect(charged.status).toBe(200);
  const { transaction_id: transactionId, amount } = charged.json.data as {
    transaction_id: string;
    amount: number;
  };

  await page.goto("/company/settings/billing/order-history");
  const orders = page.getByRole("grid", { name: "Order history" });
  await expect(orders.getByText(transactionId)).toBeVisible();
  const downloading = page.waitForEvent("download");
  await orders
    .getByRole("button", { name: /Download receipt of order/ })
    .first()
    .click();
  const download = await downloading;
  const file = await download.path();
  const { readFile } = await import("node:fs/promises");
  const pdf = await readFile(file);
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  const text = pdfText(pdf);
  expect(text).toContain(transactionId);
  expect(text).toContain(`$${amount.toFixed(2)}`);
  expect(text).toContain("Receipt Journey Driver");

  // An employee: added (the admin's modal), then deactivated; each change is confirmed.
  await page.goto("/company/settings/employees");
  await page.getByRole("button", { name: "Add employee" }).click();
  const dialog = page.getByRole("dialog", { name: "Add employee" });
  const employeeEmail = uniqueEmail("dispatcher");
  await dialog.getByRole("textbox", { name: "First name" }).fill("Theo");
  await dialog.getByRole("textbox", { name: "Last name" }).fill("Dispatch");
  await dialog.getByRole("textbox", { name: "Email" }).fill(employeeEmail);
  await dialog.getByRole("textbox", { name: "Phone" }).fill("4055550199");
  await dialog.getByRole("textbox", { name: "Password", exact: true }).fill("Dispatch#2026");
  await dialog.getByRole("button", { name: "Add employee" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Employee added" })).toBeVisible();
  await page.getByRole("button", { name: "Deactivate Theo Dispatch" }).click();
  await page
    .getByRole("alertdialog", { name: "Deactivate employee" })
    .getByRole("button", { name: "Yes" })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "Employee deactivated" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Activate Theo Dispatch" })).toBeVisible();
});

test("a company user sees company data read-only and the server refuses their changes with 403", async ({
  page,
  request,
}) => {
  const admin = await newCompany(request);
  const userEmail = uniqueEmail("companyuser");
  const added = await api(request, admin.token, "POST", `/companies/${admin.id}/employers`, {
    email: userEmail,
    first_name: "Rae",
    last_name: "Reader",
    phone: "(405)555-0177",
    password,
    tn_newsletters: false,
  });
  expect(added.status).toBe(200);
  const userToken = await tokenOf(request, userEmail, password);

  for (const [method, path, body] of [
    ["PATCH", `/companies/${admin.id}`, { company_name: "Taken Over" }],
    ["POST", `/companies/${admin.id}/employers`, { email: uniqueEmail("x") }],
    ["PATCH", "/payment/company/billing", { first_name: "X" }],
    ["POST", "/payment/company/payment-method", { token: "tok_x", card_holder_name: "X" }],
  ] as const) {
    expect((await api(request, userToken, method, path, body)).status, `${method} ${path}`).toBe(403);
  }

  // The logo's editor is for those who manage the company: its code is never loaded for them.
  const logoEditorLoads: string[] = [];
  page.on("request", (sent) => {
    if (/\/assets\/LogoEditor-[^/]+\.js$/.test(sent.url())) logoEditorLoads.push(sent.url());
  });
  await signIn(page, userEmail, password);
  await page.goto("/company/settings");
  await expect(page.getByText(readOnly)).toBeVisible();
  await expect(page.getByRole("textbox", { name: /Company name/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Save changes" })).toHaveCount(0);
  await expect(page.getByRole("img", { name: "Current logo" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Browse files" })).toHaveCount(0);
  expect(logoEditorLoads).toEqual([]);
  await page.goto("/company/settings/billing");
  await expect(page.getByText(readOnly)).toBeVisible();
  await expect(page.getByRole("button", { name: "Save changes" })).toHaveCount(0);
  await page.goto("/company/settings/employees");
  await expect(page.getByRole("grid", { name: /Employees of/ }).getByText("Rae Reader")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add employee" })).toHaveCount(0);
  // Their own profile stays theirs to change.
  await page.goto("/company/settings/account-settings");
  await expect(page.getByRole("button", { name: "Save changes" })).toBeVisible();
});

test("an admin acting for a company switches it to invoice billing, then closes its invoice and marks it paid", async ({
  page,
  request,
}) => {
  // Sign-up, impersonation, a switch, a post and two settlements: a long journey for one browser context.
  test.slow();
  const company = await newCompany(request);
  const companyName = (
    (await api(request, company.token, "GET", `/companies/${company.id}`)).json.data as {
      company_name: string;
    }
  ).company_name;

  await signIn(page, "admin@haulboard.test");
  await page.goto("/company/jobs");
  await page.getByRole("button", { name: "Impersonate" }).click();
  const dialog = page.getByRole("dialog", { name: "Please select" });
  const companies = dialog.getByRole("combobox", { name: "Companies" });
  await companies.fill(companyName);
  await chooseSuggestion(
    companies,
    page.getByRole("listbox", { name: "Suggestions Companies" }).getByRole("option", { name: companyName }),
  );
  const users = dialog.getByRole("combobox", { name: "Select a user" });
  await users.click();
  await chooseSuggestion(
    users,
    page.getByRole("listbox", { name: "Suggestions Select a user" }).getByRole("option").first(),
  );
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText(/^You are impersonating /)).toBeVisible();

  await page.goto("/company/settings/billing");
  const billingType = page.locator("dl").filter({ hasText: "Billing type" }).getByRole("definition").first();
  await expect(billingType).toHaveText("Credit Card");
  await page.getByRole("button", { name: /Billing type/ }).click();
  await page.getByRole("option", { name: "Invoice" }).click();
  await page.getByRole("button", { name: "Change billing type" }).click();
  await expectUpdated(page);
  await expect(billingType).toHaveText("Invoice");

  // The company posts a job on its invoice (the wizard's invoice path, through the API here).
  const posted = await postJob(request, company.token, "Invoice Settle Driver");
  const charged = await api(request, company.token, "POST", "/payment/company/invoice/charge", {
    secret_token: (posted.json.data as { jobs_post_token: string }).jobs_post_token,
    action_type: "new_job",
  });
  expect(charged.status).toBe(200);
  const invoiceId = (charged.json.data as { invoice_id: number }).invoice_id;

  await page.reload();
  const invoices = page.getByRole("grid", { name: "Invoices" });
  await expect(invoices.getByRole("row").filter({ hasText: String(invoiceId) })).toBeVisible();
  await page.getByRole("button", { name: `Close invoice ${invoiceId}` }).click();
  await expectUpdated(page);
  await page.getByRole("button", { name: `Mark invoice ${invoiceId} paid` }).click();
  await expect(page.getByRole("button", { name: `Mark invoice ${invoiceId} paid` })).toHaveCount(0);
  // The company's own admin sees the paid invoice and no way to settle it.
  await page.getByRole("button", { name: "Leave" }).click();
  const settled = await api(request, company.token, "GET", "/payment/company/invoice?offset=0&limit=10");
  expect(settled.json.data as unknown[]).toContainEqual(
    expect.objectContaining({ id: invoiceId, status: "paid" }),
  );
});

test("the logo's editor holds its place under the profile form until its code arrives", async ({
  page,
  request,
}) => {
  const admin = await newCompany(request);
  await signIn(page, admin.email, password);
  // The editor's code (React Aria's drop zone, the cropper's sliders) is held back.
  const release = await holdBack(page, /\/assets\/LogoEditor-[^/]+\.js$/);
  await page.goto("/company/settings");
  // The profile form is ready at once.
  const name = page.getByRole("textbox", { name: /Company name/ });
  await expect(name).toBeEditable();
  await expect(page.getByRole("img", { name: "Current logo" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Browse files" })).toHaveCount(0);
  release();
  await expect(page.getByText("Choose a logo image")).toBeVisible();
  await expect(page.getByRole("button", { name: "Browse files" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toHaveCount(0);
});

test("an invoice company's order history lists its orders on the invoice, with receipts (issue 35 #14)", async ({
  context,
  page,
  baseURL,
}) => {
  // Invoice orders are APPROVED, never 'paid': the totals counted them while the table asked for 'paid'
  // alone and said there were none.
  await skipTermsDialog(context, baseURL);
  await signIn(page, "invoiceadmin@haulboard.test");
  await page.goto("/company/settings/billing/order-history");
  const orders = page.getByRole("grid", { name: "Order history" });
  await expect(orders.getByRole("button", { name: /Download receipt of order/ }).first()).toBeVisible();
  await expect(page.getByText("No paid orders yet.")).toHaveCount(0);
});
