import { declineMessages, jobPostingDays, sandboxCards } from "@haulboard/domain";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../src/app.ts";
import { runRenewals } from "../src/payments/renewals.ts";
import { paymentDemoAccounts } from "../src/seed/jobs.ts";
import { startTestServer, type TestServer } from "./support/server.ts";

// Issue 18: the renewal runner. Two runners (two app instances on one database, as two replicas) renew a
// due job once; a saved card that goes bad turns auto-renew off with a notice; invoice companies get a line.
const cardAdmin = paymentDemoAccounts.cardAdmin.email;
const invoiceAdmin = paymentDemoAccounts.invoiceAdmin.email;

let server: TestServer;
let secondReplica: Awaited<ReturnType<typeof createApp>>;
beforeAll(async () => {
  server = await startTestServer();
  secondReplica = await createApp({ config: server.config, db: server.db, log: () => {} });
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.db.query("delete from rate_events");
  // Only this file's jobs are due: the demo seed's auto-renewing jobs wait.
  await server.db.query("update jobs set next_billing_date = current_date + 365 where auto_renew");
});

const tokenOf = async (email: string) => (await server.tokensOf(email)).accessToken;

const call = async (token: string, method: string, path: string, body?: unknown) => {
  const response = await server.request(method, path, { token, ...(body !== undefined ? { body } : {}) });
  const json = (await response.json()) as { data?: unknown; errors?: { message: string }[] };
  return { status: response.status, json, data: json.data as never };
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
  addons: [],
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

const saveCard = async (token: string, number: string) => {
  const tokenized = await call(token, "POST", "/payment/card/tokenize", {
    number,
    expiration_date: "12/34",
    cvv: "123",
    card_holder_name: "Cody Carver",
  });
  const saved = await call(token, "POST", "/payment/company/payment-method", {
    token: (tokenized.data as { card_token: string }).card_token,
    card_holder_name: "Cody Carver",
  });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
};

/** Posts and pays a job (saved card, or the invoice), then makes it auto-renewing and due today. */
const dueJob = async (token: string, title: string, invoice = false) => {
  const posted = await call(token, "POST", "/jobs", jobPayload(title));
  const secret = (posted.data as { jobs_post_token: string; jobs: { id: number }[] }).jobs_post_token;
  const paid = await call(
    token,
    "POST",
    invoice ? "/payment/company/invoice/charge" : "/payment/employer/job/charge",
    { secret_token: secret, action_type: "new_job" },
  );
  expect(paid.status, JSON.stringify(paid.json)).toBe(200);
  const jobId = (posted.data as { jobs: { id: number }[] }).jobs[0]!.id;
  await server.db.query("update jobs set auto_renew = true, next_billing_date = current_date where id = $1", [
    jobId,
  ]);
  return jobId;
};

const renewalOrdersOf = (jobId: number) =>
  server.db.query<{ id: number; status: string; invoice_id: number | null; amount: string }>(
    "select id, status, invoice_id, amount::text from orders where job_id = $1 and action_type = 'auto_renew_job'",
    [jobId],
  );

const jobOf = async (jobId: number) =>
  (
    await server.db.query<{
      auto_renew: boolean;
      next_billing_date: string | null;
      renewal_cancellation_reason: string | null;
      days_ahead: number | null;
    }>(
      `select auto_renew, to_char(next_billing_date, 'YYYY-MM-DD') as next_billing_date, renewal_cancellation_reason,
              (next_billing_date - current_date) as days_ahead
         from jobs where id = $1`,
      [jobId],
    )
  )[0]!;

const noticesOf = (jobId: number) =>
  server.db.query<{ kind: string; message: string }>(
    "select kind, message from notifications where job_id = $1 order by id",
    [jobId],
  );

describe("the renewal runner", () => {
  it("charges a due job once when two replicas run at the same time, then moves its billing date a period on", async () => {
    const token = await tokenOf(cardAdmin);
    await saveCard(token, sandboxCards.approve);
    const jobId = await dueJob(token, "Renewed Once Driver");
    const chargesBefore = await server.db.query<{ n: number }>(
      "select count(*)::integer as n from sandbox_gateway_charges",
    );

    const [first, second] = await Promise.all([
      runRenewals(server.app.deps),
      runRenewals(secondReplica.deps),
    ]);
    expect((first?.renewed ?? 0) + (second?.renewed ?? 0)).toBe(1);

    const orders = await renewalOrdersOf(jobId);
    expect(orders.map((order) => order.status)).toEqual(["paid"]);
    const chargesAfter = await server.db.query<{ n: number }>(
      "select count(*)::integer as n from sandbox_gateway_charges",
    );
    expect(chargesAfter[0]!.n - chargesBefore[0]!.n).toBe(1);
    const job = await jobOf(jobId);
    expect(job).toMatchObject({ auto_renew: true, days_ahead: jobPostingDays });
    expect((await noticesOf(jobId)).map((notice) => notice.kind)).toEqual(["auto_renew_job"]);

    // A later run finds nothing due: still one charge.
    await runRenewals(secondReplica.deps);
    expect(await renewalOrdersOf(jobId)).toHaveLength(1);
    const history = await call(token, "GET", "/payment/company/billing/history?limit=50");
    expect(
      (history.data as { title: string; status: string }[]).filter(
        (row) => row.title === "Renewed Once Driver",
      ),
    ).toHaveLength(2);
  });

  it("turns auto-renew off, records the failed payment and notifies the company when the saved card declines", async () => {
    const token = await tokenOf(cardAdmin);
    await saveCard(token, sandboxCards.approve);
    const jobId = await dueJob(token, "Declined Renewal Driver");
    // The card on file goes bad after it was saved (the sandbox's decline-later card).
    await saveCard(token, sandboxCards.declineAfterSave);

    const report = await runRenewals(server.app.deps);
    expect(report).toMatchObject({ locked: true, failed: 1 });

    const job = await jobOf(jobId);
    expect(job.auto_renew).toBe(false);
    expect(job.next_billing_date).toBeNull();
    expect(job.renewal_cancellation_reason).toBe(`Payment failed: ${declineMessages.card_declined}`);
    expect((await renewalOrdersOf(jobId)).map((order) => order.status)).toEqual(["DECLINED"]);
    const notices = await noticesOf(jobId);
    expect(notices.map((notice) => notice.kind)).toEqual(["failed_payments"]);
    expect(notices[0]!.message).toContain("Auto-renew is now off");
    const [mail] = await server.outbox(cardAdmin);
    expect(mail).toMatchObject({ subject: "A job renewal payment failed", kind: "failed_payments" });
    const history = await call(token, "GET", "/payment/company/billing/history?limit=5");
    expect((history.data as { title: string; status: string }[])[0]).toMatchObject({
      title: "Declined Renewal Driver",
      status: "DECLINED",
    });
    // Not due any more: the next run leaves it alone.
    expect(await runRenewals(server.app.deps)).toMatchObject({ failed: 0, renewed: 0 });
  });

  it("puts an invoice company's renewal on its open invoice", async () => {
    const token = await tokenOf(invoiceAdmin);
    const jobId = await dueJob(token, "Invoice Renewal Driver", true);
    await runRenewals(server.app.deps);
    const [order] = await renewalOrdersOf(jobId);
    expect(order?.status).toBe("APPROVED");
    const invoices = await call(token, "GET", "/payment/company/invoice");
    const open = (invoices.data as { id: number; status: string }[])[0]!;
    expect(open).toMatchObject({ id: order!.invoice_id, status: "PROCESSING_PAYMENT" });
    expect((await jobOf(jobId)).days_ahead).toBe(jobPostingDays);
  });
});
