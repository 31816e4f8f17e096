import { orderActionLabels, sandboxCards } from "@haulboard/domain";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { paymentDemoAccounts } from "../src/seed/jobs.ts";
import { startTestServer, type TestServer } from "./support/server.ts";

// Issue 18: billing info, billing history, order history with totals, receipts, invoices, and the company
// email that waits for its link.
const cardAdmin = paymentDemoAccounts.cardAdmin.email;
const cardUser = paymentDemoAccounts.cardUser.email;
const invoiceAdmin = paymentDemoAccounts.invoiceAdmin.email;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.db.query("delete from rate_events"));

const tokenOf = async (email: string) => (await server.tokensOf(email)).accessToken;

const call = async (token: string, method: string, path: string, body?: unknown) => {
  const response = await server.request(method, path, { token, ...(body !== undefined ? { body } : {}) });
  const json = (await response.json()) as {
    data?: unknown;
    pagination?: { offset: number; limit: number; total: number };
    errors?: { message: string; field?: string }[];
  };
  return { status: response.status, json, data: json.data as never, message: json.errors?.[0]?.message };
};

const jobPayload = (title: string) => ({
  title,
  job_type: "dry_van",
  additional_experience: null,
  home_time: "HW",
  required_experience: "Y1",
  job_description: "<p>Weekly pay</p>",
  driver_unload: false,
  expected_pay: 1500,
  signon_bonus: 0,
  starting_bonus: 0,
  benefits: [],
  endorsements: [],
  salary_type: "weekly",
  addons: [{ addon_type: "boost", subscribed: true }],
  addresses: [
    {
      street1: "1200 Depot Rd",
      city: "Tulsa",
      state: "OK",
      coordinates: [-95.99, 36.15],
      country: "US",
      postal_code: "74103",
    },
  ],
  video_url: null,
});

/** Posts a job and pays it with a new approving card; answers the charge. */
const postAndPay = async (token: string, title: string) => {
  const posted = await call(token, "POST", "/jobs", jobPayload(title));
  expect(posted.status, JSON.stringify(posted.json)).toBe(200);
  const tokenized = await call(token, "POST", "/payment/card/tokenize", {
    number: sandboxCards.approve,
    expiration_date: "12/34",
    cvv: "123",
    card_holder_name: "Cody Carver",
  });
  const paid = await call(token, "POST", "/payment/employer/job/charge", {
    secret_token: (posted.data as { jobs_post_token: string }).jobs_post_token,
    action_type: "new_job",
    card_token: (tokenized.data as { card_token: string }).card_token,
  });
  expect(paid.status, JSON.stringify(paid.json)).toBe(200);
  return paid.data as { transaction_id: string; amount: number };
};

/** The text pdfkit draws: every hex string of the page's TJ arrays, decoded and joined per run. */
const pdfText = (pdf: Buffer): string => {
  const source = pdf.toString("latin1");
  const runs = [...source.matchAll(/\[([^\]]*)\]\s*TJ/g)].map((run) =>
    [...(run[1] ?? "").matchAll(/<([0-9a-fA-F]*)>/g)]
      .map((hex) => Buffer.from(hex[1] ?? "", "hex").toString("latin1"))
      .join(""),
  );
  return runs.join("\n");
};

/** The receipt of an order as its text runs, one per line (asserting it is given). */
const receiptLines = async (token: string, orderId: number): Promise<string[]> => {
  const receipt = await call(token, "POST", "/payment/company/billing/payment-receipt", {
    invoiceId: orderId,
  });
  expect(receipt.status, JSON.stringify(receipt.json)).toBe(200);
  const url = (receipt.data as { url: string }).url;
  return pdfText(Buffer.from(url.slice(url.indexOf(",") + 1), "base64")).split("\n");
};

describe("billing info (GET/PATCH /payment/company/billing)", () => {
  it("starts from the company and its admin, and a company admin's change is kept", async () => {
    const admin = await tokenOf(cardAdmin);
    const before = await call(admin, "GET", "/payment/company/billing");
    expect(before.status).toBe(200);
    expect(before.data).toMatchObject({
      first_name: "Cody",
      last_name: "Carver",
      company_name: "Summit Card Carriers",
      billing_type: "CELERO",
    });
    const changed = await call(admin, "PATCH", "/payment/company/billing", {
      first_name: "Bea",
      street: "1 Main St",
      city: "Tulsa",
      state: "ok",
      zip_code: "74103",
    });
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    expect(changed.data).toMatchObject({
      first_name: "Bea",
      last_name: "Carver",
      state: "OK",
      zip_code: "74103",
    });
    expect((await call(await tokenOf(cardUser), "GET", "/payment/company/billing")).data).toEqual(
      changed.data,
    );
  });

  it("refuses a company user's change with 403 and a bad ZIP code with 422, changing nothing", async () => {
    const user = await call(await tokenOf(cardUser), "PATCH", "/payment/company/billing", {
      first_name: "X",
    });
    expect(user.status).toBe(403);
    const bad = await call(await tokenOf(cardAdmin), "PATCH", "/payment/company/billing", {
      zip_code: "7410",
    });
    expect(bad.status).toBe(422);
    expect(bad.message).toBe("zip_code must be a US ZIP code");
    expect((await call(await tokenOf(cardAdmin), "GET", "/payment/company/billing")).data).not.toMatchObject({
      first_name: "X",
    });
  });
});

describe("billing and order history, receipts", () => {
  it("lists the paid order with its amount and transaction id, totals it per month, and renders its receipt", async () => {
    const admin = await tokenOf(cardAdmin);
    const charge = await postAndPay(admin, "Receipt Route Driver");
    const history = await call(admin, "GET", "/payment/company/billing/history?limit=5");
    expect(history.status).toBe(200);
    expect(history.json.pagination).toMatchObject({ offset: 0, limit: 5 });
    expect((history.data as unknown[])[0]).toMatchObject({
      title: "Receipt Route Driver",
      amount: charge.amount,
      status: "APPROVED",
      transaction_id: charge.transaction_id,
      addons: ["boost"],
      payment_method: {
        description: "Visa ending 4242",
        card_type: "Visa",
        masked_number: "**** **** **** 4242",
      },
    });

    const orders = await call(admin, "GET", "/payment/company/orders?status=paid");
    expect(orders.status).toBe(200);
    const order = (
      orders.data as { id: number; transaction_id: string; amount: number; title: string }[]
    )[0]!;
    expect(order).toMatchObject({
      title: "Receipt Route Driver",
      transaction_id: charge.transaction_id,
      amount: charge.amount,
      action_type: "new_job",
      payment_method: "Visa ending 4242",
    });

    const stats = await call(admin, "GET", "/payment/company/orders/statistics");
    const thisMonth = new Date().toISOString().slice(0, 7);
    expect(stats.data).toMatchObject({ periods: [{ period: thisMonth }] });
    const period = (stats.data as { periods: { period: string; total: number; orders: number }[] })
      .periods[0]!;
    expect(period.total).toBeGreaterThanOrEqual(charge.amount);

    const receipt = await call(admin, "POST", "/payment/company/billing/payment-receipt", {
      invoiceId: order.id,
    });
    expect(receipt.status, JSON.stringify(receipt.json)).toBe(200);
    const url = (receipt.data as { url: string }).url;
    expect(url.startsWith("data:application/pdf;base64,")).toBe(true);
    const pdf = Buffer.from(url.slice(url.indexOf(",") + 1), "base64");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(pdf);
    expect(text).toContain(`Receipt #${order.id}`);
    expect(text).toContain("Summit Card Carriers");
    expect(text).toContain("Receipt Route Driver");
    expect(text).toContain(charge.transaction_id);
    expect(text).toContain(`$${charge.amount.toFixed(2)}`);
    expect(text).toContain("Visa **** **** **** 4242");
    expect(text).toContain("Boost");
    expect(text).toContain("Status: Paid");
  });

  it("gives no receipt of another company's order, nor of an unpaid one", async () => {
    const admin = await tokenOf(cardAdmin);
    const foreignPost = await call(await tokenOf(invoiceAdmin), "POST", "/jobs", jobPayload("Their Driver"));
    const [foreign] = await server.db.query<{ id: number }>(
      "select o.id from orders o join job_posts p on p.id = o.post_id where p.token = $1",
      [(foreignPost.data as { jobs_post_token: string }).jobs_post_token],
    );
    const posted = await call(admin, "POST", "/jobs", jobPayload("Unpaid Driver"));
    const [unpaid] = await server.db.query<{ id: number }>(
      "select o.id from orders o join job_posts p on p.id = o.post_id where p.token = $1",
      [(posted.data as { jobs_post_token: string }).jobs_post_token],
    );
    const other = await call(admin, "POST", "/payment/company/billing/payment-receipt", {
      invoiceId: foreign!.id,
    });
    expect([other.status, other.json.errors?.[0]?.field]).toEqual([404, "invoiceId"]);
    const notPaid = await call(admin, "POST", "/payment/company/billing/payment-receipt", {
      invoiceId: unpaid!.id,
    });
    expect([notPaid.status, notPaid.message, notPaid.json.errors?.[0]?.field]).toEqual([
      409,
      "This order is not paid: it has no receipt",
      "invoiceId",
    ]);
  });

  it("lists an invoice company's open invoice with the sum of its lines", async () => {
    const token = await tokenOf(invoiceAdmin);
    const posted = await call(token, "POST", "/jobs", jobPayload("Invoice Line Driver"));
    const charged = await call(token, "POST", "/payment/company/invoice/charge", {
      secret_token: (posted.data as { jobs_post_token: string }).jobs_post_token,
      action_type: "new_job",
    });
    expect(charged.status, JSON.stringify(charged.json)).toBe(200);
    const invoices = await call(token, "GET", "/payment/company/invoice");
    const open = (invoices.data as { id: number; status: string; amount: number }[])[0]!;
    expect(open.status).toBe("PROCESSING_PAYMENT");
    expect(open.id).toBe((charged.data as { invoice_id: number }).invoice_id);
    expect(open.amount).toBeGreaterThanOrEqual((charged.data as { amount: number }).amount);
  });
});

describe("invoices of invoice-billed companies", () => {
  it("lists the open invoice's lines; admins close it and mark it paid, once each; others may not", async () => {
    const token = await tokenOf(invoiceAdmin);
    const posted = await call(token, "POST", "/jobs", jobPayload("Invoice Lines Driver"));
    const charged = await call(token, "POST", "/payment/company/invoice/charge", {
      secret_token: (posted.data as { jobs_post_token: string }).jobs_post_token,
      action_type: "new_job",
    });
    const { invoice_id: invoiceId, amount } = charged.data as { invoice_id: number; amount: number };
    const lines = await call(token, "GET", `/payment/company/invoice/${invoiceId}/lines`);
    expect(lines.status).toBe(200);
    expect(lines.data).toContainEqual(
      expect.objectContaining({ title: "Invoice Lines Driver", action_type: "new_job", amount }),
    );
    // Another company's invoice is not found.
    expect(
      (await call(await tokenOf(cardAdmin), "GET", `/payment/company/invoice/${invoiceId}/lines`)).status,
    ).toBe(404);

    expect((await call(token, "PATCH", `/admin/invoices/${invoiceId}`, { status: "CLOSED" })).status).toBe(
      403,
    );
    const admin = await tokenOf("admin@haulboard.test");
    const early = await call(admin, "PATCH", `/admin/invoices/${invoiceId}`, { status: "paid" });
    expect(early.status).toBe(409);
    const closed = await call(admin, "PATCH", `/admin/invoices/${invoiceId}`, { status: "CLOSED" });
    expect(closed.status, JSON.stringify(closed.json)).toBe(200);
    expect(closed.data).toMatchObject({ id: invoiceId, status: "CLOSED" });
    expect((closed.data as { amount: number }).amount).toBeGreaterThanOrEqual(amount);
    const [onClosed] = await server.db.query<{ status: string }>(
      "select status from orders where invoice_id = $1 order by id desc limit 1",
      [invoiceId],
    );
    expect(onClosed?.status, "closing an invoice does not mark its orders paid").toBe("APPROVED");
    const closedTwice = await call(admin, "PATCH", `/admin/invoices/${invoiceId}`, { status: "CLOSED" });
    expect([closedTwice.status, closedTwice.json.errors?.[0]?.field]).toEqual([409, "status"]);
    const paid = await call(admin, "PATCH", `/admin/invoices/${invoiceId}`, { status: "paid" });
    expect(paid.data).toMatchObject({ status: "paid" });
    const [order] = await server.db.query<{ status: string }>(
      "select status from orders where invoice_id = $1 order by id desc limit 1",
      [invoiceId],
    );
    expect(order?.status).toBe("paid");
    // The next charge opens a new invoice.
    const next = await call(token, "POST", "/jobs", jobPayload("Next Invoice Driver"));
    const again = await call(token, "POST", "/payment/company/invoice/charge", {
      secret_token: (next.data as { jobs_post_token: string }).jobs_post_token,
      action_type: "new_job",
    });
    expect((again.data as { invoice_id: number }).invoice_id).not.toBe(invoiceId);
  });
});

describe("add-ons paid on the invoice", () => {
  it("show as a line of the open invoice, beside the post they were bought for", async () => {
    const token = await tokenOf(invoiceAdmin);
    const posted = await call(token, "POST", "/jobs", { ...jobPayload("Invoice Addons Driver"), addons: [] });
    const charged = await call(token, "POST", "/payment/company/invoice/charge", {
      secret_token: (posted.data as { jobs_post_token: string }).jobs_post_token,
      action_type: "new_job",
    });
    const invoiceId = (charged.data as { invoice_id: number }).invoice_id;
    const [job] = await server.db.query<{ id: number }>("select id from jobs where title = $1", [
      "Invoice Addons Driver",
    ]);
    const chosen = await call(token, "PATCH", `/jobs/${job?.id}/addons`, {
      addons: [{ addon_type: "promote", subscribed: true }],
    });
    expect(chosen.status).toBe(200);
    const paid = await call(token, "POST", "/payment/employer/job/addons", { job_id: job?.id });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    expect(paid.data).toMatchObject({ invoice_id: invoiceId });

    const lines = await call(token, "GET", `/payment/company/invoice/${invoiceId}/lines`);
    expect(lines.status, JSON.stringify(lines.json)).toBe(200);
    expect(lines.data).toContainEqual(
      expect.objectContaining({ title: "Invoice Addons Driver", action_type: "addons", amount: 100 }),
    );

    // Its receipt is headed as the lists name it, and names the invoice it was charged to.
    const line = (lines.data as { order_id: number; action_type: string }[]).find(
      (row) => row.action_type === "addons",
    )!;
    const text = await receiptLines(token, line.order_id);
    expect(text).toContain(orderActionLabels.addons);
    expect(text).toContain(`Invoice #${invoiceId}`);
  });
});

describe("the billing type", () => {
  it("is switched by an admin acting for the company, never by the company admin nor by a driver's tokens", async () => {
    const [target] = await server.db.query<{ id: number; company_id: number }>(
      "select id, company_id from users where email = $1",
      [invoiceAdmin],
    );
    const companyId = target!.company_id;
    const billingTypeNow = async () =>
      (
        await server.db.query<{ billing_type: string }>("select billing_type from companies where id = $1", [
          companyId,
        ])
      )[0]?.billing_type;
    const own = await call(await tokenOf(invoiceAdmin), "PATCH", `/companies/${companyId}`, {
      billing_type: "CELERO",
    });
    expect(own.status).toBe(403);
    expect(await billingTypeNow()).toBe("CONTRACT");

    const admin = await server.tokensOf("superAdmin");
    const started = await server.request("POST", `/auth/login/impersonate?user_id=${target!.id}`, {
      token: admin.accessToken,
      body: { user_id: target!.id, device_id: "impbilling", role: "employer" },
    });
    expect(started.status).toBe(200);
    const acting = ((await started.json()) as { data: { access_token: string } }).data.access_token;
    const switched = await call(acting, "PATCH", `/companies/${companyId}`, { billing_type: "CELERO" });
    expect(switched.status, JSON.stringify(switched.json)).toBe(200);
    expect(await billingTypeNow()).toBe("CELERO");
    const back = await call(acting, "PATCH", `/companies/${companyId}`, { billing_type: "CONTRACT" });
    expect(back.status).toBe(200);
    expect(await billingTypeNow()).toBe("CONTRACT");
  });
});

describe("the company email waits for its link", () => {
  it("keeps the old email, shows email_to_verify, mails the link, and switches once it is opened", async () => {
    const admin = await tokenOf(cardAdmin);
    const [company] = await server.db.query<{ id: number; email: string | null }>(
      "select id, email from companies where company_name = 'Summit Card Carriers'",
    );
    const changed = await call(admin, "PATCH", `/companies/${company!.id}`, {
      email: "billing@summit.example.com",
    });
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    expect(changed.data).toMatchObject({
      email: company!.email,
      email_to_verify: "billing@summit.example.com",
    });
    const [mail] = await server.outbox("billing@summit.example.com");
    expect(mail?.subject).toBe("Verify your company's email");
    const link = /(\/api\/v1\/auth\/verify-email\?token=[\w-]+)/.exec(mail!.body)![1]!;
    const opened = await server.request("GET", link.replace("/api/v1", ""));
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe("/email/validation/success");
    const after = await call(admin, "GET", `/companies/${company!.id}`);
    expect(after.data).toMatchObject({
      email: "billing@summit.example.com",
      email_to_verify: null,
      email_verified: true,
    });
  });
});

// Issue 43 (mutation testing): what the billing screens and the receipt show, each as the company reads it.
describe("what billing shows a company", () => {
  /** MM/DD/YYYY of today (employer-work §9), as the receipt prints dates. */
  const todayShown = async () =>
    (await server.db.query<{ d: string }>("select to_char(current_date, 'MM/DD/YYYY') as d"))[0]!.d;

  it("lists a job's add-ons on its receipt, comma separated", async () => {
    const token = await tokenOf(invoiceAdmin);
    const posted = await call(token, "POST", "/jobs", {
      ...jobPayload("Receipt Two Addons Driver"),
      addons: [
        { addon_type: "boost", subscribed: true },
        { addon_type: "promote", subscribed: true },
      ],
    });
    expect(posted.status, JSON.stringify(posted.json)).toBe(200);
    const charged = await call(token, "POST", "/payment/company/invoice/charge", {
      secret_token: (posted.data as { jobs_post_token: string }).jobs_post_token,
      action_type: "new_job",
    });
    expect(charged.status, JSON.stringify(charged.json)).toBe(200);
    const orders = await call(token, "GET", "/payment/company/orders?status=APPROVED&limit=50");
    const order = (orders.data as { id: number; title: string }[]).find(
      (row) => row.title === "Receipt Two Addons Driver",
    )!;
    const text = await receiptLines(token, order.id);
    expect(text.filter((run) => run.startsWith("Add-ons: "))).toEqual(["Add-ons: Boost, Promote"]);
  });

  it("prints an invoice order's receipt: billed to, dates, the invoice, each job with its add-ons, the total", async () => {
    const token = await tokenOf(invoiceAdmin);
    const saved = await call(token, "PATCH", "/payment/company/billing", {
      company_name: "Prairie Invoice Freight",
      street: "  9 Rail Yard Ave  ",
      city: "Wichita",
      state: "ks",
      zip_code: "67202",
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const posted = await call(token, "POST", "/jobs", {
      ...jobPayload("Receipt Invoice Driver"),
      addons: [],
    });
    const charged = await call(token, "POST", "/payment/company/invoice/charge", {
      secret_token: (posted.data as { jobs_post_token: string }).jobs_post_token,
      action_type: "new_job",
    });
    expect(charged.status, JSON.stringify(charged.json)).toBe(200);
    const {
      invoice_id: invoiceId,
      transaction_id: line,
      amount,
    } = charged.data as {
      invoice_id: number;
      transaction_id: string;
      amount: number;
    };

    const orders = await call(token, "GET", "/payment/company/orders?status=APPROVED&limit=50");
    const order = (orders.data as { id: number; title: string; payment_method: string | null }[]).find(
      (row) => row.title === "Receipt Invoice Driver",
    )!;
    expect(order).toMatchObject({ status: "APPROVED", payment_method: `Invoice #${invoiceId}` });

    const text = await receiptLines(token, order.id);
    const today = await todayShown();
    expect(text).toEqual([
      "Haulboard",
      "Trucking job board and news network",
      `Receipt #${order.id}`,
      "Status: Charged to invoice",
      "Billed to",
      "Prairie Invoice Freight",
      "9 Rail Yard Ave",
      "Wichita, KS 67202",
      "Order date: ",
      today,
      "Payment date: ",
      today,
      "Payment method: ",
      `Invoice #${invoiceId}`,
      "Transaction ID: ",
      line,
      "New job",
      "Receipt Invoice Driver",
      `$${amount.toFixed(2)}`,
      "Tulsa, OK",
      "Add-ons: none",
      "Total paid",
      `$${amount.toFixed(2)}`,
      "Amounts in US dollars. Keep this receipt for your records.",
    ]);
  });

  it("starts billing from the company's own record and refuses a state, ZIP code or phone it cannot use", async () => {
    const token = await tokenOf(invoiceAdmin);
    const [company] = await server.db.query<{
      id: number;
      city: string;
      state: string;
      company_name: string;
    }>(
      `select c.id, c.city, c.state, c.company_name from companies c join users u on u.company_id = c.id
        where lower(u.email) = lower($1)`,
      [invoiceAdmin],
    );
    await server.db.query("delete from company_billing where company_id = $1", [company!.id]);
    const start = await call(token, "GET", "/payment/company/billing");
    expect(start.data).toMatchObject({
      company_name: company!.company_name,
      location: `${company!.city}, ${company!.state}`,
      billing_type: "CONTRACT",
    });
    for (const [body, message, field] of [
      [{ state: "Kansas" }, "state must be a two-letter code", "state"],
      [{ zip_code: "67202-12" }, "zip_code must be a US ZIP code", "zip_code"],
      [{ phone: "call the office" }, "phone must be a phone number", "phone"],
    ] as const) {
      const refused = await call(token, "PATCH", "/payment/company/billing", body);
      expect([refused.status, refused.message, refused.json.errors?.[0]?.field]).toEqual([
        422,
        message,
        field,
      ]);
    }
    const kept = await call(token, "PATCH", "/payment/company/billing", {
      first_name: " Ivy ",
      phone: "(316) 555-0100",
      zip_code: "67202-1234",
      location: "   ",
    });
    expect(kept.status, JSON.stringify(kept.json)).toBe(200);
    expect(kept.data).toMatchObject({
      first_name: "Ivy",
      phone: "(316) 555-0100",
      zip_code: "67202-1234",
      location: null,
      company_name: company!.company_name,
    });
  });

  it("counts every payment attempt when a page asks past the end, and totals paid orders overall", async () => {
    const token = await tokenOf(invoiceAdmin);
    const posted = await call(token, "POST", "/jobs", {
      ...jobPayload("Counted Invoice Driver"),
      addons: [],
    });
    expect(
      (
        await call(token, "POST", "/payment/company/invoice/charge", {
          secret_token: (posted.data as { jobs_post_token: string }).jobs_post_token,
          action_type: "new_job",
        })
      ).status,
    ).toBe(200);
    const first = await call(token, "GET", "/payment/company/billing/history?limit=5");
    const total = first.json.pagination!.total;
    expect(total).toBeGreaterThan(0);
    expect((first.data as { payment_method: unknown }[])[0]!.payment_method).toBeNull();
    const past = await call(token, "GET", "/payment/company/billing/history?offset=100000&limit=5");
    expect([past.data, past.json.pagination]).toEqual([[], { offset: 100000, limit: 5, total }]);

    const [paid] = await server.db.query<{ orders: number; total: string }>(
      `select count(*)::integer as orders, sum(amount)::text as total from orders
        where company_id = (select company_id from users where lower(email) = lower($1))
          and status in ('paid', 'APPROVED') and paid_at is not null`,
      [invoiceAdmin],
    );
    const stats = await call(token, "GET", "/payment/company/orders/statistics");
    expect(stats.data).toMatchObject({ orders: paid!.orders, total: Number(paid!.total) });
  });
});

describe("the billing contact and the order list at their edges", () => {
  /** The invoice company, its admin, and a way to put its record back after a test changes it. */
  const invoiceCompany = async () => {
    const [row] = await server.db.query<{
      id: number;
      employer_id: number | null;
      city: string | null;
      state: string | null;
      street1: string | null;
      postal_code: string | null;
      phone: string | null;
    }>(
      `select c.id, c.employer_id, c.city, c.state, c.street1, c.postal_code, c.phone from companies c
         join users u on u.company_id = c.id where lower(u.email) = lower($1)`,
      [invoiceAdmin],
    );
    const [admin] = await server.db.query<{ phone: string | null }>("select phone from users where id = $1", [
      row!.employer_id,
    ]);
    const restore = async () => {
      await server.db.query(
        `update companies set employer_id = $2, city = $3, state = $4, street1 = $5, phone = $6, postal_code = $7
          where id = $1`,
        [row!.id, row!.employer_id, row!.city, row!.state, row!.street1, row!.phone, row!.postal_code],
      );
      await server.db.query("update users set phone = $2 where id = $1", [row!.employer_id, admin!.phone]);
      await server.db.query("delete from company_billing where company_id = $1", [row!.id]);
    };
    await server.db.query("delete from company_billing where company_id = $1", [row!.id]);
    return { ...row!, restore };
  };
  /** Runs `test` on the invoice company, and puts its record back however the test ends. */
  const withInvoiceCompany = async (
    test: (company: Awaited<ReturnType<typeof invoiceCompany>>) => Promise<void>,
  ) => {
    const company = await invoiceCompany();
    try {
      await test(company);
    } finally {
      await company.restore();
    }
  };

  it("starts from a company's city alone or state alone, and from the company's phone when it has no admin", async () => {
    const token = await tokenOf(invoiceAdmin);
    await withInvoiceCompany(async (company) => {
      await server.db.query("update companies set city = 'Wichita', state = null where id = $1", [
        company.id,
      ]);
      expect((await call(token, "GET", "/payment/company/billing")).data).toMatchObject({
        location: "Wichita",
      });
      await server.db.query("update companies set city = null, state = 'KS' where id = $1", [company.id]);
      expect((await call(token, "GET", "/payment/company/billing")).data).toMatchObject({ location: "KS" });

      await server.db.query("update companies set phone = '(316) 555-0199' where id = $1", [company.id]);
      await server.db.query("update users set phone = '(316) 555-0142' where id = $1", [company.employer_id]);
      expect(
        (await call(token, "GET", "/payment/company/billing")).data,
        "the admin's own phone first",
      ).toMatchObject({
        phone: "(316) 555-0142",
      });
      // The company admin's account deleted: the company keeps its record, without a contact person.
      await server.db.query("update companies set employer_id = null where id = $1", [company.id]);
      expect((await call(token, "GET", "/payment/company/billing")).data).toMatchObject({
        first_name: "",
        last_name: "",
        phone: "(316) 555-0199",
      });
    });
  });

  it("refuses a contact name over 200 characters and a ZIP code with text before it", async () => {
    const token = await tokenOf(invoiceAdmin);
    await withInvoiceCompany(async () => {
      const long = await call(token, "PATCH", "/payment/company/billing", { first_name: "x".repeat(201) });
      expect([long.status, long.message, long.json.errors?.[0]?.field]).toEqual([
        422,
        "first_name must be at most 200 characters",
        "first_name",
      ]);
      const zip = await call(token, "PATCH", "/payment/company/billing", { zip_code: "KS 67202" });
      expect([zip.status, zip.message]).toEqual([422, "zip_code must be a US ZIP code"]);
      const longest = await call(token, "PATCH", "/payment/company/billing", { last_name: "y".repeat(200) });
      expect(longest.status).toBe(200);
    });
  });

  it("keeps every contact text trimmed, and saves a contact that has no phone or address yet", async () => {
    const token = await tokenOf(invoiceAdmin);
    await withInvoiceCompany(async (company) => {
      await server.db.query(
        "update companies set city = null, state = null, street1 = null, phone = null where id = $1",
        [company.id],
      );
      await server.db.query("update users set phone = null where id = $1", [company.employer_id]);
      const bare = await call(token, "PATCH", "/payment/company/billing", { first_name: "Ivy" });
      expect(bare.status, JSON.stringify(bare.json)).toBe(200);
      expect(bare.data).toMatchObject({
        first_name: "Ivy",
        phone: null,
        location: null,
        street: null,
        city: null,
      });

      const padded = await call(token, "PATCH", "/payment/company/billing", {
        last_name: "  Stone ",
        phone: " (316) 555-0100 ",
        company_name: "  Prairie Invoice Freight ",
        city: " Wichita ",
        state: "ks",
      });
      expect(padded.status, JSON.stringify(padded.json)).toBe(200);
      expect((await call(token, "GET", "/payment/company/billing")).data).toMatchObject({
        first_name: "Ivy",
        last_name: "Stone",
        phone: "(316) 555-0100",
        company_name: "Prairie Invoice Freight",
        city: "Wichita",
        state: "KS",
      });
    });
  });

  it("pages the paid orders and says how many there are in all", async () => {
    const token = await tokenOf(cardAdmin);
    await postAndPay(token, "Paged Orders Driver One");
    await postAndPay(token, "Paged Orders Driver Two");
    const [paid] = await server.db.query<{ n: number }>(
      `select count(*)::integer as n from orders
        where company_id = (select company_id from users where lower(email) = lower($1))
          and status in ('paid', 'APPROVED') and paid_at is not null`,
      [cardAdmin],
    );
    const page = await call(token, "GET", "/payment/company/orders?limit=1&offset=1");
    expect((page.data as unknown[]).length).toBe(1);
    expect(page.json.pagination).toEqual({ offset: 1, limit: 1, total: paid!.n });
  });

  it("prints no empty address line on a receipt when the billing contact has no street or ZIP code", async () => {
    const token = await tokenOf(invoiceAdmin);
    await withInvoiceCompany(async (company) => {
      await server.db.query("update companies set street1 = null, postal_code = null where id = $1", [
        company.id,
      ]);
      const posted = await call(token, "POST", "/jobs", {
        ...jobPayload("Receipt No Street Driver"),
        addons: [],
      });
      const charged = await call(token, "POST", "/payment/company/invoice/charge", {
        secret_token: (posted.data as { jobs_post_token: string }).jobs_post_token,
        action_type: "new_job",
      });
      expect(charged.status, JSON.stringify(charged.json)).toBe(200);
      const orders = await call(token, "GET", "/payment/company/orders?status=APPROVED&limit=50");
      const order = (orders.data as { id: number; title: string }[]).find(
        (row) => row.title === "Receipt No Street Driver",
      )!;
      const text = await receiptLines(token, order.id);
      const billedTo = text.indexOf("Billed to");
      expect(text.slice(billedTo + 2, text.indexOf("Order date: "))).toEqual([
        `${company.city}, ${company.state}`,
      ]);
    });
  });

  it("lists no invoices, with a total of none, for a company that pays by card", async () => {
    const listed = await call(await tokenOf(cardAdmin), "GET", "/payment/company/invoice");
    expect([listed.status, listed.data, listed.json.pagination?.total]).toEqual([200, [], 0]);
    const invoice = await call(await tokenOf(invoiceAdmin), "GET", "/payment/company/invoice?limit=1");
    expect(invoice.json.pagination?.total).toBeGreaterThan(0);
  });
});
