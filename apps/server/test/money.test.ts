import {
  alreadyPaidMessage,
  cardErrorMessages,
  declineMessages,
  jobPostingDays,
  notificationKindLabels,
  PaymentText,
  sandboxCards,
} from "@haulboard/domain";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database, Queryable } from "../src/db/Database.ts";
import { HttpError } from "../src/http/errors.ts";
import { startPeriodic } from "../src/ops/periodic.ts";
import { withIdempotency } from "../src/payments/idempotency.ts";
import { GatewayIdempotencyMismatch, GatewayTimeout, type PaymentGateway } from "../src/payments/port.ts";
import { renewalTask, runRenewals } from "../src/payments/renewals.ts";
import { makeSandboxGateway } from "../src/payments/sandbox.ts";
import { paymentDemoAccounts } from "../src/seed/jobs.ts";
import { startTestServer, type TestServer } from "./support/server.ts";

// Issue 43: the money rules a user notices when they break — a second charge, a stranger's or another
// request's replayed answer, a job deactivated on a network blip, a renewal run twice. Each test here was
// checked by removing its rule from the server code (see the note) and watching the test fail.

const cardAdmin = paymentDemoAccounts.cardAdmin.email;
const invoiceAdmin = paymentDemoAccounts.invoiceAdmin.email;

/** What the test does to the gateway's next charges. */
const gateway = {
  calls: 0,
  /** While set, every charge waits for it before it reaches the gateway (a slow gateway). */
  gate: null as Promise<void> | null,
  /** The next charge's fault: its answer is lost after the gateway charged, or the connection breaks first. */
  fault: null as
    | "answerLost"
    | "connectionReset"
    | "unknownDecline"
    | "declineNamesNoCard"
    | "keyMismatch"
    | null,
  /** The next card save's fault: the connection to the gateway breaks. */
  saveFault: false,
};
let openGate: () => void = () => {};
const holdGateway = () => {
  gateway.gate = new Promise<void>((resolve) => {
    openGate = () => {
      gateway.gate = null;
      resolve();
    };
  });
};

const controlledGateway = (db: Database): PaymentGateway => {
  const sandbox = makeSandboxGateway(db);
  return {
    ...sandbox,
    saveCard: async (token) => {
      if (gateway.saveFault) {
        gateway.saveFault = false;
        throw new Error("socket hang up");
      }
      return sandbox.saveCard(token);
    },
    charge: async (input) => {
      gateway.calls += 1;
      if (gateway.gate) await gateway.gate;
      const fault = gateway.fault;
      gateway.fault = null;
      if (fault === "connectionReset") throw new Error("socket hang up");
      if (fault === "keyMismatch") throw new GatewayIdempotencyMismatch("key used with other parameters");
      const outcome = await sandbox.charge(input);
      if (fault === "answerLost") throw new GatewayTimeout("The gateway did not answer in time");
      // A decline code the server has no text for (a provider's own code).
      if (fault === "unknownDecline")
        return { ...outcome, status: "failed", declineCode: "issuer_do_not_honor" };
      // A decline that does not name the card (providers may leave it out).
      if (fault === "declineNamesNoCard") {
        return { status: "failed", chargeId: outcome.chargeId, declineCode: "card_declined" };
      }
      return outcome;
    },
  };
};

/** The renewal lock as PostgreSQL answers it: normally taken; held by another replica; or the query fails. */
const lock = { queries: 0, answer: "taken" as "taken" | "heldElsewhere" | "fails" };
const watchRenewalLock = (db: Database): Database => ({
  driver: db.driver,
  query: (sql, params) => db.query(sql, params),
  exec: (sql) => db.exec(sql),
  close: () => db.close(),
  transaction: (work) =>
    db.transaction((tx) => {
      const watched: Queryable = {
        exec: (sql) => tx.exec(sql),
        query: async <Row>(sql: string, params?: readonly unknown[]) => {
          if (sql.includes("pg_try_advisory_xact_lock")) {
            lock.queries += 1;
            if (lock.answer === "fails") throw new Error("the database went away");
            if (lock.answer === "heldElsewhere") {
              await tx.query(sql, params);
              return [{ locked: false }] as Row[];
            }
          }
          return tx.query<Row>(sql, params);
        },
      };
      return work(watched);
    }),
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ payments: controlledGateway, wrapDb: watchRenewalLock });
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.db.query("delete from rate_events");
  // Only this file's jobs are due: the demo seed's auto-renewing jobs wait.
  await server.db.query("update jobs set next_billing_date = current_date + 365 where auto_renew");
  gateway.gate = null;
  gateway.fault = null;
  gateway.saveFault = false;
  lock.answer = "taken";
});
afterEach(() => {
  openGate();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const tokenOf = async (email: string) => (await server.tokensOf(email)).accessToken;

interface Answer {
  status: number;
  json: { data?: unknown; errors?: { message: string; field?: string }[] };
  message: string | undefined;
}
const call = async (token: string, method: string, path: string, body?: unknown): Promise<Answer> => {
  const response = await server.request(method, path, { token, ...(body !== undefined ? { body } : {}) });
  const json = (await response.json()) as Answer["json"];
  return { status: response.status, json, message: json.errors?.[0]?.message };
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits (real time) until `ready` holds. */
const until = async (ready: () => boolean | Promise<boolean>, what: string) => {
  for (let waited = 0; waited < 15_000; waited += 20) {
    if (await ready()) return;
    await sleep(20);
  }
  throw new Error(`timed out waiting for ${what}`);
};
/** Tells whether a promise has settled yet. */
const watch = <T>(promise: Promise<T>) => {
  const state = { settled: false };
  void promise.then(() => {
    state.settled = true;
  });
  return state;
};
/** Moves the server's clock (Date.now) on by `ms`, as if the request had waited that long. */
const clockAhead = (ms: number) => {
  const now = Date.now.bind(Date);
  vi.spyOn(Date, "now").mockImplementation(() => now() + ms);
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

const post = async (token: string, title = "CDL-A Money Rules Driver") => {
  const answer = await call(token, "POST", "/jobs", jobPayload(title));
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return answer.json.data as { jobs_post_token: string; jobs: { id: number }[] };
};

/** The card form sent as typed: a valid approving card, with `fields` changed. */
const tokenize = (token: string, fields: Record<string, string>) =>
  call(token, "POST", "/payment/card/tokenize", {
    number: sandboxCards.approve,
    expiration_date: "12/34",
    cvv: "123",
    card_holder_name: "Cody Carver",
    ...fields,
  });

const cardToken = async (token: string, number: string = sandboxCards.approve) => {
  const answer = await call(token, "POST", "/payment/card/tokenize", {
    number,
    expiration_date: "12/34",
    cvv: "123",
    card_holder_name: "Cody Carver",
  });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return (answer.json.data as { card_token: string }).card_token;
};

const saveCard = async (token: string, number: string = sandboxCards.approve) => {
  const saved = await call(token, "POST", "/payment/company/payment-method", {
    token: await cardToken(token, number),
    card_holder_name: "Cody Carver",
  });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
};

const charge = (token: string, secret: string, extra: Record<string, unknown> = {}) =>
  call(token, "POST", "/payment/employer/job/charge", {
    secret_token: secret,
    action_type: "new_job",
    ...extra,
  });

const gatewayChargesOf = async (postToken: string) =>
  (
    await server.db.query<{ n: number }>(
      `select count(*)::integer as n from sandbox_gateway_charges c
         join transactions t on t.gateway_key = c.idempotency_key
         join orders o on o.id = t.order_id join job_posts p on p.id = o.post_id where p.token = $1`,
      [postToken],
    )
  )[0]!.n;

describe("1. an idempotency key reused with another request", () => {
  it("is refused with 422 for another body and for another endpoint, never answered with the first result", async () => {
    const token = await tokenOf(cardAdmin);
    const first = await post(token, "Keyed Once Driver");
    const firstBody = { card_token: await cardToken(token), idempotency_key: "money-rule-1-key" };
    const paid = await charge(token, first.jobs_post_token, firstBody);
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);

    // Another post under the same key: a replay would say the second post is paid while nothing charged it.
    const second = await post(token, "Keyed Twice Driver");
    const otherBody = await charge(token, second.jobs_post_token, {
      card_token: await cardToken(token),
      idempotency_key: "money-rule-1-key",
    });
    expect([otherBody.status, otherBody.message, otherBody.json.errors?.[0]?.field]).toEqual([
      422,
      PaymentText.idempotencyMismatch,
      "idempotency_key",
    ]);
    expect(otherBody.json.data).toBeUndefined();

    // Another endpoint (paying add-ons chosen since posting) under the same key.
    const addons = await call(token, "PATCH", `/jobs/${first.jobs[0]!.id}/addons`, {
      addons: [{ addon_type: "promote", subscribed: true }],
    });
    expect(addons.status, JSON.stringify(addons.json)).toBe(200);
    const otherEndpoint = await call(token, "POST", "/payment/employer/job/addons", {
      job_id: first.jobs[0]!.id,
      card_token: await cardToken(token),
      idempotency_key: "money-rule-1-key",
    });
    expect([otherEndpoint.status, otherEndpoint.message]).toEqual([422, PaymentText.idempotencyMismatch]);
    expect(await gatewayChargesOf(second.jobs_post_token)).toBe(0);

    // The key still answers its own request.
    const again = await charge(token, first.jobs_post_token, firstBody);
    expect(again.json).toEqual(paid.json);
  });

  it("binds a key to its endpoint even when two endpoints take the same parameters", async () => {
    const [company] = await server.db.query<{ id: number }>(
      "select company_id as id from users where lower(email) = lower($1)",
      [cardAdmin],
    );
    const deps = server.app.deps;
    const params = { jobId: 1, cardToken: null };
    const answer = await withIdempotency(
      deps,
      company!.id,
      "money-rule-1-endpoint",
      "one.endpoint",
      params,
      () => Promise.resolve({ charged: "first" }),
    );
    expect(answer).toEqual({ charged: "first" });
    const other = withIdempotency(deps, company!.id, "money-rule-1-endpoint", "other.endpoint", params, () =>
      Promise.resolve({ charged: "second" }),
    );
    await expect(other).rejects.toMatchObject({ status: 422, message: PaymentText.idempotencyMismatch });
  });

  it("keeps one company's key apart from another's: a stranger using the same key gets its own answer", async () => {
    const card = await tokenOf(cardAdmin);
    const mine = await post(card, "Stranger Key Card Driver");
    const paid = await charge(card, mine.jobs_post_token, {
      card_token: await cardToken(card),
      idempotency_key: "money-rule-1-shared",
    });
    expect(paid.status).toBe(200);
    const invoice = await tokenOf(invoiceAdmin);
    const theirs = await post(invoice, "Stranger Key Invoice Driver");
    const onInvoice = await call(invoice, "POST", "/payment/company/invoice/charge", {
      secret_token: theirs.jobs_post_token,
      action_type: "new_job",
      idempotency_key: "money-rule-1-shared",
    });
    expect(onInvoice.status, JSON.stringify(onInvoice.json)).toBe(200);
    expect(onInvoice.json.data).toMatchObject({ status: "APPROVED" });
    expect(onInvoice.json.data).not.toEqual(paid.json.data);
  });
});

describe("2. a key whose first request is still running", () => {
  it("makes the second request wait and then answers it the first one's result, with one charge", async () => {
    const token = await tokenOf(cardAdmin);
    const posted = await post(token, "Waiting Twin Driver");
    const body = { card_token: await cardToken(token), idempotency_key: "money-rule-2-wait" };
    holdGateway();
    const calls = gateway.calls;
    const first = charge(token, posted.jobs_post_token, body);
    await until(() => gateway.calls === calls + 1, "the first charge to reach the gateway");
    const second = charge(token, posted.jobs_post_token, body);
    const secondState = watch(second);
    await sleep(300);
    expect(secondState.settled, "the second request waits for the first").toBe(false);
    openGate();
    const [a, b] = await Promise.all([first, second]);
    expect(a.status, JSON.stringify(a.json)).toBe(200);
    expect(b.json).toEqual(a.json);
    expect(gateway.calls).toBe(calls + 1);
    expect(await gatewayChargesOf(posted.jobs_post_token)).toBe(1);
  });

  it("answers the waiting request 409 once the lease and its grace (35 s) are over, not before", async () => {
    const token = await tokenOf(cardAdmin);
    const posted = await post(token, "Lease Runs Out Driver");
    const body = { card_token: await cardToken(token), idempotency_key: "money-rule-2-lease" };
    holdGateway();
    const calls = gateway.calls;
    const first = charge(token, posted.jobs_post_token, body);
    await until(() => gateway.calls === calls + 1, "the first charge to reach the gateway");
    const second = charge(token, posted.jobs_post_token, body);
    const secondState = watch(second);
    await sleep(200);
    clockAhead(34_000);
    await sleep(300);
    expect(secondState.settled, "still waiting 34 s on").toBe(false);
    vi.restoreAllMocks();
    clockAhead(36_000);
    const late = await second;
    expect([late.status, late.message]).toEqual([409, PaymentText.idempotencyInProgress]);
    vi.restoreAllMocks();
    openGate();
    expect((await first).status).toBe(200);
    expect(gateway.calls).toBe(calls + 1);
  });

  it("without a key, a second charge of the same post waits for the attempt in flight and gives up with 409 after 35 s", async () => {
    const token = await tokenOf(cardAdmin);
    const posted = await post(token, "Attempt In Flight Driver");
    holdGateway();
    const calls = gateway.calls;
    const first = charge(token, posted.jobs_post_token, { card_token: await cardToken(token) });
    await until(() => gateway.calls === calls + 1, "the first charge to reach the gateway");
    const secondCard = await cardToken(token);
    const second = charge(token, posted.jobs_post_token, { card_token: secondCard });
    const secondState = watch(second);
    await sleep(200);
    clockAhead(34_000);
    await sleep(300);
    expect(secondState.settled, "still waiting 34 s on").toBe(false);
    vi.restoreAllMocks();
    clockAhead(36_000);
    const late = await second;
    expect([late.status, late.message]).toEqual([409, PaymentText.idempotencyInProgress]);
    vi.restoreAllMocks();
    openGate();
    expect((await first).status).toBe(200);
    expect(gateway.calls, "the second card never reached the gateway").toBe(calls + 1);
    expect(await gatewayChargesOf(posted.jobs_post_token)).toBe(1);
  });
});

describe("3. which failures keep a key's answer", () => {
  it("keeps a decline: the retry with the key answers the same 402 without asking the gateway again", async () => {
    const token = await tokenOf(cardAdmin);
    const posted = await post(token, "Kept Decline Driver");
    const body = {
      card_token: await cardToken(token, sandboxCards.insufficientFunds),
      idempotency_key: "money-rule-3-decline",
    };
    const declined = await charge(token, posted.jobs_post_token, body);
    const calls = gateway.calls;
    const retried = await charge(token, posted.jobs_post_token, body);
    expect([declined.status, retried.status, retried.message]).toEqual([
      402,
      402,
      declineMessages.insufficient_funds,
    ]);
    expect(gateway.calls).toBe(calls);
  });

  it("releases the key when the gateway's answer was lost (504): the retry charges, once", async () => {
    const token = await tokenOf(cardAdmin);
    const posted = await post(token, "Lost Answer Key Driver");
    const body = { card_token: await cardToken(token), idempotency_key: "money-rule-3-lost" };
    gateway.fault = "answerLost";
    const lost = await charge(token, posted.jobs_post_token, body);
    expect([lost.status, lost.message]).toEqual([504, PaymentText.gatewayTimeout]);
    const retried = await charge(token, posted.jobs_post_token, body);
    expect(retried.status, JSON.stringify(retried.json)).toBe(200);
    expect(retried.json.data).toMatchObject({ status: "paid" });
    expect(await gatewayChargesOf(posted.jobs_post_token)).toBe(1);
  });

  it("releases the key when the connection to the gateway broke (500): the retry charges", async () => {
    const token = await tokenOf(cardAdmin);
    const posted = await post(token, "Broken Connection Key Driver");
    const body = { card_token: await cardToken(token), idempotency_key: "money-rule-3-reset" };
    gateway.fault = "connectionReset";
    const broken = await charge(token, posted.jobs_post_token, body);
    expect(broken.status).toBe(500);
    const retried = await charge(token, posted.jobs_post_token, body);
    expect(retried.status, JSON.stringify(retried.json)).toBe(200);
    expect(await gatewayChargesOf(posted.jobs_post_token)).toBe(1);
  });

  it("never charges twice when a retry after a lost answer breaks on the way to the gateway", async () => {
    const token = await tokenOf(cardAdmin);
    const posted = await post(token, "Lost Then Broken Driver");
    const body = { card_token: await cardToken(token), idempotency_key: "money-rule-3-lost-broken" };
    gateway.fault = "answerLost";
    expect((await charge(token, posted.jobs_post_token, body)).status).toBe(504);
    gateway.fault = "connectionReset";
    expect((await charge(token, posted.jobs_post_token, body)).status).toBe(500);
    const retried = await charge(token, posted.jobs_post_token, body);
    expect(retried.status, JSON.stringify(retried.json)).toBe(200);
    expect(await gatewayChargesOf(posted.jobs_post_token), "the card is charged once").toBe(1);
  });

  it("keeps 4xx answers but releases 429 and 5xx ones, whatever the keyed payment call", async () => {
    const [company] = await server.db.query<{ id: number }>(
      "select company_id as id from users where lower(email) = lower($1)",
      [cardAdmin],
    );
    const deps = server.app.deps;
    const attempt = (key: string, status: 409 | 429 | 500 | 503) => {
      let runs = 0;
      const once = () =>
        withIdempotency(deps, company!.id, key, "payment.test", { key }, async () => {
          runs += 1;
          if (runs === 1) throw new HttpError(status, `refused with ${status}`);
          return { ran: runs };
        });
      return { once, runs: () => runs };
    };
    const kept = attempt("money-rule-3-409", 409);
    await expect(kept.once()).rejects.toMatchObject({ status: 409 });
    await expect(kept.once()).rejects.toMatchObject({ status: 409, message: "refused with 409" });
    expect(kept.runs()).toBe(1);
    for (const status of [429, 500, 503] as const) {
      const released = attempt(`money-rule-3-${status}`, status);
      await expect(released.once()).rejects.toMatchObject({ status });
      expect(await released.once()).toEqual({ ran: 2 });
    }
  });
});

/** Posts and pays a job (saved card, or the invoice), then makes it auto-renewing and due today. */
/** The provider no longer knows the card on file of the job's company: its token becomes `gatewayToken`. */
const forgetSavedCard = (jobId: number, gatewayToken: string) =>
  server.db.query(
    `update payment_methods set gateway_token = $2
      where company_id = (select company_id from jobs where id = $1) and replaced_at is null`,
    [jobId, gatewayToken],
  );

const dueJob = async (token: string, title: string, invoice = false) => {
  const posted = await post(token, title);
  const paid = await call(
    token,
    "POST",
    invoice ? "/payment/company/invoice/charge" : "/payment/employer/job/charge",
    { secret_token: posted.jobs_post_token, action_type: "new_job" },
  );
  expect(paid.status, JSON.stringify(paid.json)).toBe(200);
  const jobId = posted.jobs[0]!.id;
  await server.db.query("update jobs set auto_renew = true, next_billing_date = current_date where id = $1", [
    jobId,
  ]);
  return jobId;
};

const jobOf = async (jobId: number) =>
  (
    await server.db.query<{
      auto_renew: boolean;
      active: boolean;
      renewal_cancellation_reason: string | null;
      days_ahead: number | null;
    }>(
      `select auto_renew, active, renewal_cancellation_reason, (next_billing_date - current_date) as days_ahead
         from jobs where id = $1`,
      [jobId],
    )
  )[0]!;

const renewalOrdersOf = (jobId: number) =>
  server.db.query<{ status: string }>(
    "select status from orders where job_id = $1 and action_type = 'auto_renew_job' order by id",
    [jobId],
  );

const noticesOf = (jobId: number) =>
  server.db.query<{ kind: string; message: string }>(
    "select kind, message from notifications where job_id = $1 order by id",
    [jobId],
  );

const today = async () =>
  (await server.db.query<{ d: string }>("select to_char(current_date, 'YYYY-MM-DD') as d"))[0]!.d;

/** A later run may take over the job's renewal (as after the runner's 5-minute lease). */
const leaseOver = (jobId: number) =>
  server.db.query("update orders set runner_lease_until = now() - interval '1 second' where job_id = $1", [
    jobId,
  ]);

describe("4. a renewal's failure: a network blip, a decline, another run's payment", () => {
  it("keeps the job and its renewal pending when the gateway's answer is lost, and renews it on a later run with one charge", async () => {
    const token = await tokenOf(cardAdmin);
    await saveCard(token);
    const jobId = await dueJob(token, "Blip Renewal Driver");
    const mailsBefore = (await server.outbox(cardAdmin)).length;
    gateway.fault = "answerLost";
    expect(await runRenewals(server.app.deps)).toEqual({ locked: true, renewed: 0, failed: 0, pending: 1 });
    expect(await jobOf(jobId)).toMatchObject({ auto_renew: true, active: true, days_ahead: 0 });
    expect((await renewalOrdersOf(jobId)).map((order) => order.status)).toEqual(["PROCESSING_PAYMENT"]);
    expect(await noticesOf(jobId)).toEqual([]);
    expect(await server.outbox(cardAdmin)).toHaveLength(mailsBefore);

    gateway.fault = "connectionReset";
    await leaseOver(jobId);
    expect(await runRenewals(server.app.deps)).toEqual({ locked: true, renewed: 0, failed: 0, pending: 1 });
    expect(await jobOf(jobId)).toMatchObject({ auto_renew: true, active: true });

    await leaseOver(jobId);
    expect(await runRenewals(server.app.deps)).toEqual({ locked: true, renewed: 1, failed: 0, pending: 0 });
    expect(await jobOf(jobId)).toMatchObject({ auto_renew: true, days_ahead: jobPostingDays });
    expect((await renewalOrdersOf(jobId)).map((order) => order.status)).toEqual(["paid"]);
    const [charges] = await server.db.query<{ n: number }>(
      `select count(*)::integer as n from sandbox_gateway_charges c join transactions t on t.gateway_key = c.idempotency_key
         join orders o on o.id = t.order_id where o.job_id = $1 and o.action_type = 'auto_renew_job'`,
      [jobId],
    );
    expect(charges!.n).toBe(1);
  });

  it("turns auto-renew off when the gateway refuses the saved card (422), with the reason", async () => {
    const token = await tokenOf(cardAdmin);
    await saveCard(token);
    const jobId = await dueJob(token, "Unknown Card Renewal Driver");
    await forgetSavedCard(jobId, "card_forgotten_by_provider");
    expect(await runRenewals(server.app.deps)).toEqual({ locked: true, renewed: 0, failed: 1, pending: 0 });
    expect(await jobOf(jobId)).toMatchObject({
      auto_renew: false,
      days_ahead: null,
      renewal_cancellation_reason: `Payment failed: ${PaymentText.cardTokenUnknown}`,
    });
    expect((await noticesOf(jobId)).map((notice) => notice.kind)).toEqual(["failed_payments"]);
  });

  it("skips a renewal another run paid while this one waited for it: no failure, no pending, one charge", async () => {
    const token = await tokenOf(cardAdmin);
    await saveCard(token);
    const jobId = await dueJob(token, "Taken Over Renewal Driver");
    holdGateway();
    const calls = gateway.calls;
    const slow = runRenewals(server.app.deps);
    await until(() => gateway.calls === calls + 1, "the first run to reach the gateway");
    // The first run looks stopped (its lease is over): a second run takes the order over and waits for the
    // attempt in flight, which the first run then pays.
    await leaseOver(jobId);
    const takeover = runRenewals(server.app.deps);
    await sleep(300);
    openGate();
    expect(await slow).toEqual({ locked: true, renewed: 1, failed: 0, pending: 0 });
    expect(await takeover).toEqual({ locked: true, renewed: 0, failed: 0, pending: 0 });
    expect(gateway.calls).toBe(calls + 1);
    expect(await jobOf(jobId)).toMatchObject({ auto_renew: true, days_ahead: jobPostingDays });
    expect((await noticesOf(jobId)).map((notice) => notice.kind)).toEqual(["auto_renew_job"]);
  });
});

describe("5. the renewal run happens once across replicas", () => {
  it("does nothing while another replica holds the renewal lock", async () => {
    const token = await tokenOf(cardAdmin);
    await saveCard(token);
    const jobId = await dueJob(token, "Locked Out Renewal Driver");
    const calls = gateway.calls;
    lock.answer = "heldElsewhere";
    expect(await runRenewals(server.app.deps)).toEqual({ locked: false, renewed: 0, failed: 0, pending: 0 });
    expect(await renewalOrdersOf(jobId)).toEqual([]);
    expect(gateway.calls).toBe(calls);
    expect((await jobOf(jobId)).days_ahead).toBe(0);
    lock.answer = "taken";
    expect(await runRenewals(server.app.deps)).toMatchObject({ locked: true, renewed: 1 });
  });
});

describe("6. what the company is told about its renewals", () => {
  it("notifies and mails the company admin when a job is renewed, and when its renewal payment fails", async () => {
    const token = await tokenOf(cardAdmin);
    await saveCard(token);
    const renewedId = await dueJob(token, "Told Renewed Driver");
    const due = await today();
    await runRenewals(server.app.deps);
    const renewedText = `${notificationKindLabels.auto_renew_job}: "Told Renewed Driver" was renewed for ${jobPostingDays} days (${due}).`;
    expect(await noticesOf(renewedId)).toEqual([{ kind: "auto_renew_job", message: renewedText }]);
    expect((await server.outbox(cardAdmin))[0]).toEqual({
      subject: "Your job was renewed",
      body: renewedText,
      kind: "auto_renew_job",
    });

    const failedId = await dueJob(token, "Told Failed Driver");
    await saveCard(token, sandboxCards.declineAfterSave);
    await runRenewals(server.app.deps);
    const failedText = `${notificationKindLabels.failed_payments}: the renewal of "Told Failed Driver" failed (${declineMessages.card_declined}). Auto-renew is now off.`;
    expect(await noticesOf(failedId)).toEqual([{ kind: "failed_payments", message: failedText }]);
    expect((await server.outbox(cardAdmin))[0]).toEqual({
      subject: "A job renewal payment failed",
      body: failedText,
      kind: "failed_payments",
    });
  });

  it("puts an invoice company's renewal on its invoice and tells its admin", async () => {
    const token = await tokenOf(invoiceAdmin);
    const jobId = await dueJob(token, "Told Invoice Driver", true);
    expect(await runRenewals(server.app.deps)).toMatchObject({ renewed: 1 });
    expect((await renewalOrdersOf(jobId)).map((order) => order.status)).toEqual(["APPROVED"]);
    expect((await noticesOf(jobId)).map((notice) => notice.kind)).toEqual(["auto_renew_job"]);
    expect((await server.outbox(invoiceAdmin))[0]).toMatchObject({ subject: "Your job was renewed" });
  });
});

describe("7. the card a charge uses", () => {
  it("answers 422 with the spec's text when the company has no saved card and none is given", async () => {
    const token = await tokenOf(cardAdmin);
    await saveCard(token);
    const posted = await post(token, "No Card Driver");
    await server.db.query(
      `update payment_methods set replaced_at = now()
        where company_id = (select company_id from job_posts where token = $1) and replaced_at is null`,
      [posted.jobs_post_token],
    );
    const calls = gateway.calls;
    const refused = await charge(token, posted.jobs_post_token);
    expect([refused.status, refused.message, refused.json.errors?.[0]?.field]).toEqual([
      422,
      PaymentText.noSavedCard,
      "card_token",
    ]);
    expect(gateway.calls).toBe(calls);
  });

  it("records the charged card's brand and last four, shown in the billing history", async () => {
    const token = await tokenOf(cardAdmin);
    await saveCard(token, sandboxCards.approveMastercard);
    const saved = await post(token, "Saved Mastercard Driver");
    expect((await charge(token, saved.jobs_post_token)).status).toBe(200);
    const oneTime = await post(token, "One Time Visa Driver");
    const paid = await charge(token, oneTime.jobs_post_token, { card_token: await cardToken(token) });
    expect(paid.status).toBe(200);
    const history = await call(token, "GET", "/payment/company/billing/history?limit=5");
    const rows = history.json.data as { title: string; payment_method: { description: string } | null }[];
    const methodOf = (title: string) => rows.find((row) => row.title === title)?.payment_method?.description;
    expect(methodOf("Saved Mastercard Driver")).toBe("Mastercard ending 4444");
    expect(methodOf("One Time Visa Driver")).toBe("Visa ending 4242");
    // The gateway is asked for the post's amount in cents: the card is charged what the order says.
    const [charged] = await server.db.query<{ cents: string; amount: string }>(
      `select c.amount_cents::text as cents, (o.amount * 100)::bigint::text as amount
         from sandbox_gateway_charges c join transactions t on t.gateway_key = c.idempotency_key
         join orders o on o.id = t.order_id join job_posts p on p.id = o.post_id where p.token = $1`,
      [oneTime.jobs_post_token],
    );
    expect(Number(charged!.cents)).toBeGreaterThan(0);
    expect(charged!.cents).toBe(charged!.amount);
  });
});

describe("8. the renewal timer", () => {
  it("logs a run that only failed a renewal, and one that only left one for later", async () => {
    const token = await tokenOf(cardAdmin);
    await saveCard(token);
    const jobId = await dueJob(token, "Timer Failed Renewal Driver");
    // The renewal fails (422), nothing is renewed. (A token of its own: an earlier test's forgotten card
    // keeps its token on the replaced row, and tokens are unique.)
    await forgetSavedCard(jobId, "card_forgotten_by_provider_timer");
    const lines: string[] = [];
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const runner = startPeriodic(renewalTask(server.app.deps, 60), { log: (line) => lines.push(line) });
    try {
      vi.advanceTimersByTime(60_000);
      await until(() => lines.length > 0, "the failed run's log line");
      expect(lines).toEqual([
        `renewals: ${JSON.stringify({ locked: true, renewed: 0, failed: 1, pending: 0 })}`,
      ]);
      // A card on file again, and a network blip on the next due job: it stays pending for a later run.
      await saveCard(token);
      await dueJob(token, "Timer Pending Renewal Driver");
      gateway.fault = "connectionReset";
      vi.advanceTimersByTime(60_000);
      await until(() => lines.length > 1, "the pending run's log line");
      expect(lines[1]).toBe(
        `renewals: ${JSON.stringify({ locked: true, renewed: 0, failed: 0, pending: 1 })}`,
      );
    } finally {
      await runner.stop();
    }
  });

  it("runs every interval, never two runs at once, logs what it did and stops when asked", async () => {
    const token = await tokenOf(cardAdmin);
    await saveCard(token);
    await dueJob(token, "Timer Renewal Driver");
    const lines: string[] = [];
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    // No retries here: this is about the interval (retries: periodic.test.ts).
    const runner = startPeriodic(
      { ...renewalTask(server.app.deps, 60), retryDelaysMs: [] },
      { log: (line) => lines.push(line) },
    );
    try {
      holdGateway();
      const runs = lock.queries;
      const calls = gateway.calls;
      vi.advanceTimersByTime(59_999);
      await sleep(100);
      expect(lock.queries, "no run before the first interval").toBe(runs);
      vi.advanceTimersByTime(1);
      await until(() => gateway.calls === calls + 1, "the first run to reach the gateway");
      expect(lock.queries).toBe(runs + 1);
      // The run outlasts two more intervals: no second run starts meanwhile.
      vi.advanceTimersByTime(120_000);
      await sleep(200);
      expect(lock.queries, "no overlapping run").toBe(runs + 1);
      openGate();
      await until(() => lines.length > 0, "the run's log line");
      expect(lines).toEqual([
        `renewals: ${JSON.stringify({ locked: true, renewed: 1, failed: 0, pending: 0 })}`,
      ]);

      // A run with nothing done logs nothing.
      lock.answer = "heldElsewhere";
      vi.advanceTimersByTime(60_000);
      await until(() => lock.queries === runs + 2, "the second run");
      await sleep(300);
      expect(lines).toHaveLength(1);

      // A failing run is logged and the timer goes on.
      lock.answer = "fails";
      vi.advanceTimersByTime(60_000);
      await until(() => lines.length === 2, "the failing run's log line");
      expect(lines[1]).toBe("renewals failed: the database went away");
      lock.answer = "taken";
      vi.advanceTimersByTime(60_000);
      await until(() => lock.queries === runs + 4, "the run after the failure");
    } finally {
      await runner.stop();
    }
    const after = lock.queries;
    vi.advanceTimersByTime(600_000);
    await sleep(100);
    expect(lock.queries, "no run after stop").toBe(after);
  });
});

// Issue 43 (mutation testing): what a payer sees of the gateway's rarer answers and of the card form.
describe("the gateway's rarer answers", () => {
  const historyRow = async (token: string, title: string) => {
    const history = await call(token, "GET", "/payment/company/billing/history?limit=20");
    return (
      history.json.data as { title: string; status: string; payment_method: { description: string } | null }[]
    ).find((row) => row.title === title);
  };

  it("shows a decline code the server does not know as the card declined, with the card kept in billing history", async () => {
    const token = await tokenOf(cardAdmin);
    const posted = await post(token, "Unknown Decline Driver");
    gateway.fault = "unknownDecline";
    const declined = await charge(token, posted.jobs_post_token, { card_token: await cardToken(token) });
    expect([declined.status, declined.message]).toEqual([402, declineMessages.card_declined]);
    expect(await historyRow(token, "Unknown Decline Driver")).toMatchObject({
      status: "DECLINED",
      payment_method: { description: "Visa ending 4242" },
    });
    // The post is still unpaid: another card pays it.
    const paid = await charge(token, posted.jobs_post_token, { card_token: await cardToken(token) });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
  });

  it("declines a charge whose decline names no card, and billing history shows it as a card without number", async () => {
    const token = await tokenOf(cardAdmin);
    const posted = await post(token, "Unnamed Card Decline Driver");
    gateway.fault = "declineNamesNoCard";
    const declined = await charge(token, posted.jobs_post_token, { card_token: await cardToken(token) });
    expect([declined.status, declined.message]).toEqual([402, declineMessages.card_declined]);
    expect(await historyRow(token, "Unnamed Card Decline Driver")).toMatchObject({
      status: "DECLINED",
      payment_method: {
        description: "Card ending ****",
        card_type: "Card",
        masked_number: "**** **** **** ****",
      },
    });
  });

  it("answers 422 when the gateway says the attempt's key was used otherwise, and the next attempt pays at once", async () => {
    const token = await tokenOf(cardAdmin);
    const posted = await post(token, "Gateway Key Mismatch Driver");
    gateway.fault = "keyMismatch";
    const refused = await charge(token, posted.jobs_post_token, { card_token: await cardToken(token) });
    expect([refused.status, refused.message, refused.json.errors?.[0]?.field]).toEqual([
      422,
      PaymentText.idempotencyMismatch,
      "card_token",
    ]);
    expect((await historyRow(token, "Gateway Key Mismatch Driver"))?.status).toBe("DISABLED");
    const paid = await charge(token, posted.jobs_post_token, { card_token: await cardToken(token) });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
  });

  it("replays a kept refusal with its field, as the first answer had it", async () => {
    const token = await tokenOf(cardAdmin);
    const posted = await post(token, "Replayed Field Driver");
    const body = { card_token: "tok_never_made_here", idempotency_key: "money-rule-3-field" };
    const first = await charge(token, posted.jobs_post_token, body);
    const again = await charge(token, posted.jobs_post_token, body);
    expect(first.json.errors).toEqual([{ message: PaymentText.cardTokenUnknown, field: "card_token" }]);
    expect([again.status, again.json]).toEqual([422, first.json]);
  });

  it("renews due jobs in batches of the size asked, the rest on the next run", async () => {
    const token = await tokenOf(cardAdmin);
    await saveCard(token);
    const firstId = await dueJob(token, "First Batch Renewal Driver");
    const secondId = await dueJob(token, "Second Batch Renewal Driver");
    expect(await runRenewals(server.app.deps, { batch: 1 })).toEqual({
      locked: true,
      renewed: 1,
      failed: 0,
      pending: 0,
    });
    expect([(await jobOf(firstId)).days_ahead, (await jobOf(secondId)).days_ahead]).toEqual([
      jobPostingDays,
      0,
    ]);
    expect(await runRenewals(server.app.deps, { batch: 1 })).toMatchObject({ renewed: 1 });
    expect((await jobOf(secondId)).days_ahead).toBe(jobPostingDays);
  });
});

describe("the card form", () => {
  it("takes a card as typed (spaces, dashes, a one-digit month, a four-digit year) and saves it trimmed", async () => {
    const token = await tokenOf(cardAdmin);
    const typed = await tokenize(token, {
      number: "5555-5555 5555-4444",
      expiration_date: " 3 / 2031 ",
      cvv: " 123 ",
    });
    expect(typed.status, JSON.stringify(typed.json)).toBe(200);
    const saved = await call(token, "POST", "/payment/company/payment-method", {
      token: (typed.json.data as { card_token: string }).card_token,
      card_holder_name: "  Cody Carver  ",
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.data).toEqual({
      card_type: "Mastercard",
      expiration_date: "03/31",
      card_holder_name: "Cody Carver",
      masked_number: "**** **** **** 4444",
    });
  });

  it("refuses an expiry with anything before or after it, and a number with a letter, with the spec's texts", async () => {
    const token = await tokenOf(cardAdmin);
    for (const expiration_date of ["x12/34", "12/34x", "12/345", "12-34"]) {
      const refused = await tokenize(token, { expiration_date });
      expect([refused.status, refused.message, refused.json.errors?.[0]?.field], expiration_date).toEqual([
        422,
        cardErrorMessages.expiration,
        "expiration_date",
      ]);
    }
    const letter = await tokenize(token, { number: "4242 4242 4242 424x" });
    expect([letter.status, letter.message, letter.json.errors?.[0]?.field]).toEqual([
      422,
      cardErrorMessages.number,
      "number",
    ]);
  });

  it("answers a post token that is not the company's 404, and a charge for anything but a new post 422", async () => {
    const token = await tokenOf(cardAdmin);
    const unknown = await charge(token, "no-such-post-token", { card_token: await cardToken(token) });
    expect([unknown.status, unknown.message, unknown.json.errors?.[0]?.field]).toEqual([
      404,
      "Job post not found",
      "secret_token",
    ]);
    const posted = await post(token, "Wrong Action Driver");
    const renewal = await charge(token, posted.jobs_post_token, { action_type: "renew_job" });
    expect([renewal.status, renewal.message, renewal.json.errors?.[0]?.field]).toEqual([
      422,
      "A job post token pays for a new job post (action type new_job)",
      "action_type",
    ]);
  });
});

describe("saving a card and paying as the company's billing allows", () => {
  it("refuses a saved card to an invoice company, and a card charge or card save by staff with no company", async () => {
    const invoice = await tokenOf(invoiceAdmin);
    const save = await call(invoice, "POST", "/payment/company/payment-method", {
      token: await cardToken(invoice),
      card_holder_name: "Ivy Invoice",
    });
    expect([save.status, save.message]).toEqual([422, PaymentText.invoiceOnly]);
    const posted = await post(invoice, "Invoice Wrong Action Driver");
    const renewal = await call(invoice, "POST", "/payment/company/invoice/charge", {
      secret_token: posted.jobs_post_token,
      action_type: "renew_job",
    });
    expect([renewal.status, renewal.message, renewal.json.errors?.[0]?.field]).toEqual([
      422,
      "A job post token pays for a new job post (action type new_job)",
      "action_type",
    ]);
    const staff = (await server.tokensOf("superAdmin")).accessToken;
    const card = await call(staff, "GET", "/payment/company/payment-method");
    expect([card.status, card.message]).toEqual([
      422,
      "Post jobs as a member of a company (admins: act as one of its users)",
    ]);
    const billing = await call(staff, "GET", "/payment/company/billing");
    expect([billing.status, billing.message]).toEqual([
      422,
      "Billing belongs to a company: open it as one of its users (admins: act as one of its users)",
    ]);
  });

  it("refuses to save a one-time token the gateway already used, naming the token field", async () => {
    const token = await tokenOf(cardAdmin);
    const once = await cardToken(token);
    const first = await call(token, "POST", "/payment/company/payment-method", {
      token: once,
      card_holder_name: "Cody Carver",
    });
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    const again = await call(token, "POST", "/payment/company/payment-method", {
      token: once,
      card_holder_name: "Cody Carver",
    });
    expect([again.status, again.message, again.json.errors?.[0]?.field]).toEqual([
      422,
      PaymentText.cardTokenUnknown,
      "token",
    ]);
  });
});

describe("a renewal the company cannot be mailed about", () => {
  it("still renews and notifies a company whose admin account was deleted, and logs a renewal left for later", async () => {
    const token = await tokenOf(cardAdmin);
    await saveCard(token);
    const jobId = await dueJob(token, "Admin Gone Renewal Driver");
    const [admin] = await server.db.query<{ id: number }>(
      "select id from users where lower(email) = lower($1)",
      [cardAdmin],
    );
    await server.db.query("update users set deleted_at = now() where id = $1", [admin!.id]);
    try {
      expect(await runRenewals(server.app.deps)).toEqual({ locked: true, renewed: 1, failed: 0, pending: 0 });
    } finally {
      await server.db.query("update users set deleted_at = null where id = $1", [admin!.id]);
    }
    expect((await noticesOf(jobId)).map((notice) => notice.kind)).toEqual(["auto_renew_job"]);

    const lines: string[] = [];
    vi.spyOn(server.app.deps, "log").mockImplementation((line: string) => lines.push(line));
    const laterId = await dueJob(token, "Logged Blip Renewal Driver");
    gateway.fault = "answerLost";
    expect(await runRenewals(server.app.deps)).toMatchObject({ pending: 1 });
    const [order] = await server.db.query<{ id: number }>(
      "select id from orders where job_id = $1 and action_type = 'auto_renew_job'",
      [laterId],
    );
    expect(lines).toContain(
      `renewal of order ${order!.id} left for a later run: ${PaymentText.gatewayTimeout}`,
    );
  });
});

describe("the card on file, the card form's gateway answers and the post charges at their edges", () => {
  const errorOf = (answer: Answer) => [answer.status, answer.message, answer.json.errors?.[0]?.field];

  it("shows the company's card on file, masked, to anyone of the company, and none before one is saved", async () => {
    const card = await tokenOf(cardAdmin);
    await saveCard(card, sandboxCards.approveMastercard);
    const shown = await call(card, "GET", "/payment/company/payment-method");
    expect(shown.status, JSON.stringify(shown.json)).toBe(200);
    expect(shown.json.data).toEqual({
      card_type: "Mastercard",
      expiration_date: "12/34",
      card_holder_name: "Cody Carver",
      masked_number: "**** **** **** 4444",
    });
    const invoice = await tokenOf(invoiceAdmin);
    const none = await call(invoice, "GET", "/payment/company/payment-method");
    expect([none.status, none.json.data]).toEqual([200, null]);
  });

  it("names the field the gateway refuses: an expired card, a short security number", async () => {
    const token = await tokenOf(cardAdmin);
    expect(errorOf(await tokenize(token, { expiration_date: "01/20" }))).toEqual([
      422,
      cardErrorMessages.expiration,
      "expiration_date",
    ]);
    expect(errorOf(await tokenize(token, { cvv: "12" }))).toEqual([
      422,
      cardErrorMessages.securityNumber,
      "cvv",
    ]);
  });

  it("refuses to save a card the issuer declines, with the decline's text, and keeps the card on file", async () => {
    const token = await tokenOf(cardAdmin);
    await saveCard(token, sandboxCards.approve);
    for (const [number, code] of [
      [sandboxCards.genericDecline, "card_declined"],
      [sandboxCards.insufficientFunds, "insufficient_funds"],
    ] as const) {
      const refused = await call(token, "POST", "/payment/company/payment-method", {
        token: await cardToken(token, number),
        card_holder_name: "Cody Carver",
      });
      expect([refused.status, refused.message]).toEqual([402, declineMessages[code]]);
    }
    const kept = await call(token, "GET", "/payment/company/payment-method");
    expect(kept.json.data).toMatchObject({ masked_number: "**** **** **** 4242" });
  });

  it("refuses to save a card from a token another company made, naming the token field", async () => {
    const theirs = await cardToken(await tokenOf(invoiceAdmin));
    const saved = await call(await tokenOf(cardAdmin), "POST", "/payment/company/payment-method", {
      token: theirs,
      card_holder_name: "Cody Carver",
    });
    expect(errorOf(saved)).toEqual([422, PaymentText.cardTokenUnknown, "token"]);
  });

  it("answers a broken connection to the gateway as a server failure, not as an unknown card", async () => {
    const token = await tokenOf(cardAdmin);
    const made = await cardToken(token);
    gateway.saveFault = true;
    const broken = await call(token, "POST", "/payment/company/payment-method", {
      token: made,
      card_holder_name: "Cody Carver",
    });
    expect(broken.status).toBeGreaterThanOrEqual(500);
    expect(broken.message).not.toBe(PaymentText.cardTokenUnknown);
  });

  it("answers 'already paid' to a paid post whose jobs were deleted since, by card and on the invoice", async () => {
    const card = await tokenOf(cardAdmin);
    const byCard = await post(card, "Paid Then Deleted Card Driver");
    expect((await charge(card, byCard.jobs_post_token, { card_token: await cardToken(card) })).status).toBe(
      200,
    );
    expect((await call(card, "DELETE", `/jobs/${byCard.jobs[0]!.id}`)).status).toBe(200);
    const again = await charge(card, byCard.jobs_post_token, { card_token: await cardToken(card) });
    expect([again.status, again.message]).toEqual([409, alreadyPaidMessage("This job post")]);

    const invoice = await tokenOf(invoiceAdmin);
    const onInvoice = await post(invoice, "Paid Then Deleted Invoice Driver");
    const invoiceCharge = (secret: string) =>
      call(invoice, "POST", "/payment/company/invoice/charge", {
        secret_token: secret,
        action_type: "new_job",
      });
    expect((await invoiceCharge(onInvoice.jobs_post_token)).status).toBe(200);
    expect((await call(invoice, "DELETE", `/jobs/${onInvoice.jobs[0]!.id}`)).status).toBe(200);
    const twice = await invoiceCharge(onInvoice.jobs_post_token);
    expect([twice.status, twice.message]).toEqual([409, alreadyPaidMessage("This job post")]);
  });

  it("names the post token when a post's jobs were all deleted before it was paid", async () => {
    const card = await tokenOf(cardAdmin);
    const posted = await post(card, "Deleted Before Paying Driver");
    expect((await call(card, "DELETE", `/jobs/${posted.jobs[0]!.id}`)).status).toBe(200);
    const refused = await charge(card, posted.jobs_post_token, { card_token: await cardToken(card) });
    expect(errorOf(refused)).toEqual([422, PaymentText.postHasNoJobs, "secret_token"]);
  });

  it("sends each company to its own way of paying: no card charge on an invoice, no invoice charge on a card", async () => {
    const invoice = await tokenOf(invoiceAdmin);
    const invoicePost = await post(invoice, "Invoice Tries Card Driver");
    const byCard = await charge(invoice, invoicePost.jobs_post_token, {
      card_token: await cardToken(invoice),
    });
    expect([byCard.status, byCard.message]).toEqual([422, PaymentText.invoiceOnly]);
    const card = await tokenOf(cardAdmin);
    const cardPost = await post(card, "Card Tries Invoice Driver");
    const toInvoice = await call(card, "POST", "/payment/company/invoice/charge", {
      secret_token: cardPost.jobs_post_token,
      action_type: "new_job",
    });
    expect([toInvoice.status, toInvoice.message]).toEqual([422, PaymentText.cardOnly]);
  });

  it("refuses a key reused with another card or, on the invoice, with another post", async () => {
    const card = await tokenOf(cardAdmin);
    const posted = await post(card, "Key With Another Card Driver");
    const key = "another-card-key-000000000001";
    const first = await charge(card, posted.jobs_post_token, {
      card_token: await cardToken(card),
      idempotency_key: key,
    });
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    const otherCard = await charge(card, posted.jobs_post_token, {
      card_token: await cardToken(card, sandboxCards.approveMastercard),
      idempotency_key: key,
    });
    expect(otherCard.status).toBe(422);

    const invoice = await tokenOf(invoiceAdmin);
    const one = await post(invoice, "Key With Another Post One");
    const two = await post(invoice, "Key With Another Post Two");
    const invoiceKey = "another-post-key-000000000001";
    const invoiceCharge = (secret: string) =>
      call(invoice, "POST", "/payment/company/invoice/charge", {
        secret_token: secret,
        action_type: "new_job",
        idempotency_key: invoiceKey,
      });
    expect((await invoiceCharge(one.jobs_post_token)).status).toBe(200);
    const otherPost = await invoiceCharge(two.jobs_post_token);
    expect(otherPost.status).toBe(422);
  });

  it("lists the trial's test cards with what each does", async () => {
    const token = await tokenOf(cardAdmin);
    const cards = await call(token, "GET", "/payment/test-cards");
    expect(cards.status).toBe(200);
    expect(cards.json.data).toContainEqual({
      number: sandboxCards.genericDecline,
      outcome: declineMessages.card_declined,
    });
    expect((cards.json.data as unknown[]).length).toBe(Object.keys(sandboxCards).length);
  });
});
