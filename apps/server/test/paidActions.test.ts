import {
  addonPrices,
  jobActionBlockTexts,
  jobBaseCost,
  type PaidJobAction,
  type PaidJobState,
  PaymentText,
  paidActionStates,
  paidJobActions,
  paidJobStateMessages,
  paidJobStates,
  sandboxCards,
} from "@haulboard/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GatewayInvalidSource } from "../src/payments/port.ts";
import { runRenewals } from "../src/payments/renewals.ts";
import { makeSandboxGateway } from "../src/payments/sandbox.ts";
import { paymentDemoAccounts } from "../src/seed/jobs.ts";
import { startTestServer, type TestServer } from "./support/server.ts";

// Issues 36, 44: money moves only when paid, once. An add-on works only once paid; a post is charged for
// what it makes live; every paid action checks the job's state the same way on both billing paths.

const card: string = paymentDemoAccounts.cardAdmin.email;
const invoice: string = paymentDemoAccounts.invoiceAdmin.email;
const driver = "driver@haulboard.test";

let server: TestServer;
const tokens = new Map<string, string>();
const tokenOf = async (who: string) => {
  const known = tokens.get(who);
  if (known) return known;
  const { accessToken } = await server.tokensOf(who);
  tokens.set(who, accessToken);
  return accessToken;
};

interface Answer {
  status: number;
  data: never;
  message: string | undefined;
  field: string | undefined;
  pagination: { total: number } | undefined;
  headers: Headers;
}
const call = async (who: string | null, method: string, path: string, body?: unknown): Promise<Answer> => {
  const response = await server.request(method, path, {
    ...(who ? { token: await tokenOf(who) } : {}),
    ...(body !== undefined ? { body } : {}),
  });
  const text = await response.text();
  const json = (text ? JSON.parse(text) : {}) as {
    data?: unknown;
    errors?: { message: string; field?: string }[];
    pagination?: Answer["pagination"];
  };
  return {
    status: response.status,
    data: json.data as never,
    message: json.errors?.[0]?.message,
    field: json.errors?.[0]?.field,
    pagination: json.pagination,
    headers: response.headers,
  };
};

let seq = 0;
/** Posts a job (not paid yet) near Tulsa; answers the post token and the job's id. */
const postJob = async (who: string, addons: unknown[] = [], title?: string) => {
  seq++;
  const posted = await call(who, "POST", "/jobs", {
    title: title ?? `Quasar Money Flatbed ${seq}`,
    job_type: "flatbed",
    additional_experience: null,
    home_time: "HD",
    required_experience: "Y1",
    job_description: "<p>Run</p>",
    driver_unload: false,
    expected_pay: 1500,
    signon_bonus: 0,
    starting_bonus: 0,
    benefits: [],
    endorsements: [],
    salary_type: "weekly",
    addons,
    addresses: [
      {
        street1: "1 Main St",
        city: "Tulsa",
        state: "OK",
        coordinates: [-95.993, 36.154],
        country: "US",
        postal_code: "74103",
      },
    ],
    video_url: null,
  });
  expect(posted.status).toBe(200);
  const data = posted.data as { jobs_post_token: string; jobs: { id: number }[] };
  return { secret: data.jobs_post_token, id: data.jobs[0]!.id };
};

const cardToken = async (who = card) => {
  const tokenized = await call(who, "POST", "/payment/card/tokenize", {
    number: sandboxCards.approve,
    expiration_date: "12/34",
    cvv: "917",
    card_holder_name: "Cody Carver",
  });
  expect(tokenized.status).toBe(200);
  return (tokenized.data as { card_token: string }).card_token;
};

/** Pays a post the way its company pays: a one-time card token, or the invoice. */
const payPost = async (who: string, secret: string) =>
  who === invoice
    ? call(who, "POST", "/payment/company/invoice/charge", { secret_token: secret, action_type: "new_job" })
    : call(who, "POST", "/payment/employer/job/charge", {
        secret_token: secret,
        action_type: "new_job",
        card_token: await cardToken(who),
      });

const historyTotal = async (who: string) =>
  (await call(who, "GET", "/payment/company/billing/history")).pagination?.total ?? 0;

const driverView = async (id: number) => {
  const page = await call(driver, "GET", `/members/jobs/${id}`);
  expect(page.status).toBe(200);
  return page.data as { featured: string | null; has_hyperlink: boolean };
};

const addonsOfJob = async (who: string, id: number) =>
  (await call(who, "GET", `/jobs/${id}/addons`)).data as { addon_type: string; paid: boolean }[];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("an add-on works only once paid (issue 36 #1)", () => {
  it("added to a posted job it is pending: not featured, no link, no charge — until payment.payAddons", async () => {
    const { secret, id } = await postJob(card);
    expect((await payPost(card, secret)).status).toBe(200);
    const before = await historyTotal(card);

    const set = await call(card, "PATCH", `/jobs/${id}/addons`, {
      addons: [
        { addon_type: "promote", subscribed: true },
        { addon_type: "hyperlink", subscribed: true, external_url: "https://summit.example.com/quasar" },
      ],
    });
    expect(set.status).toBe(200);
    expect((set.data as { paid: boolean }[]).map((addon) => addon.paid)).toEqual([false, false]);
    expect(await driverView(id)).toMatchObject({ featured: null, has_hyperlink: false });
    expect((await call(null, "GET", `/members/jobs/${id}/link`)).status).toBe(404);
    const search = await call(driver, "POST", "/members/jobs/search", { text: `quasar money`, zip: "74103" });
    const found = (search.data as { id: number; featured: string | null }[]).find((job) => job.id === id);
    expect(found?.featured).toBeNull();
    expect(await historyTotal(card)).toBe(before);
    // What a renewal charges counts the paid add-ons only.
    expect(((await call(card, "GET", `/jobs/${id}`)).data as { cost: number }).cost).toBe(jobBaseCost);

    const paid = await call(card, "POST", "/payment/employer/job/addons", {
      job_id: id,
      card_token: await cardToken(),
    });
    expect(paid.status).toBe(200);
    expect(paid.data).toMatchObject({ amount: addonPrices.promote + addonPrices.hyperlink, status: "paid" });
    expect(await driverView(id)).toMatchObject({ featured: "promote", has_hyperlink: true });
    const link = await call(null, "GET", `/members/jobs/${id}/link`);
    expect(link.status).toBe(302);
    expect(link.headers.get("location")).toBe("https://summit.example.com/quasar");
    expect((await addonsOfJob(card, id)).every((addon) => addon.paid)).toBe(true);
    expect(((await call(card, "GET", `/jobs/${id}`)).data as { cost: number }).cost).toBe(
      jobBaseCost + addonPrices.promote + addonPrices.hyperlink,
    );
  });

  it("the employer sees what is paid (with its date), pending and due: the job's add-ons and billing's due list", async () => {
    const { secret, id } = await postJob(card, [{ addon_type: "boost", subscribed: true }]);
    expect((await payPost(card, secret)).status).toBe(200);
    expect((await call(card, "PATCH", `/jobs/${id}`, { auto_renew: true })).status).toBe(200);
    const set = await call(card, "PATCH", `/jobs/${id}/addons`, {
      addons: [
        { addon_type: "boost", subscribed: true },
        { addon_type: "promote", subscribed: true },
        { addon_type: "hyperlink", subscribed: true, external_url: "https://summit.example.com/apply" },
      ],
    });
    expect(set.status).toBe(200);
    const addons = (await call(card, "GET", `/jobs/${id}`)).data as {
      addons: { addon_type: string; paid: boolean; paid_at: string | null }[];
      next_billing_date: string;
    };
    const boost = addons.addons.find((addon) => addon.addon_type === "boost");
    const promote = addons.addons.find((addon) => addon.addon_type === "promote");
    expect(boost?.paid_at?.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
    expect(promote).toMatchObject({ paid: false, paid_at: null });

    const due = await call(card, "GET", "/payment/company/billing/due");
    expect(due.status).toBe(200);
    const data = due.data as {
      pending: { job_id: number; addons: string[]; amount: number }[];
      renewals: { job_id: number; date: string; amount: number; addons: string[] }[];
    };
    expect(data.pending.find((row) => row.job_id === id)).toMatchObject({
      addons: ["hyperlink", "promote"],
      amount: addonPrices.hyperlink + addonPrices.promote,
    });
    expect(data.renewals.find((row) => row.job_id === id)).toMatchObject({
      date: addons.next_billing_date,
      amount: jobBaseCost + addonPrices.boost,
      addons: ["boost"],
    });
    // Another company sees none of it.
    const theirs = (await call(invoice, "GET", "/payment/company/billing/due")).data as typeof data;
    expect(theirs.pending.some((row) => row.job_id === id)).toBe(false);
    expect(theirs.renewals.some((row) => row.job_id === id)).toBe(false);
  });

  it("chosen between posting and paying, it is in the post's charge", async () => {
    const { secret, id } = await postJob(card);
    const set = await call(card, "PATCH", `/jobs/${id}/addons`, {
      addons: [
        { addon_type: "boost", subscribed: true },
        { addon_type: "promote", subscribed: true },
      ],
    });
    expect(set.status).toBe(200);
    expect(((await call(card, "GET", `/jobs/${id}`)).data as { cost: number }).cost).toBe(
      jobBaseCost + addonPrices.boost + addonPrices.promote,
    );
    // Paying the add-ons apart from their post would charge them twice.
    const apart = await call(card, "POST", "/payment/employer/job/addons", { job_id: id });
    expect(apart.status).toBe(422);
    const charged = await payPost(card, secret);
    expect(charged.status).toBe(200);
    expect(charged.data).toMatchObject({ amount: jobBaseCost + addonPrices.boost + addonPrices.promote });
    expect(await driverView(id)).toMatchObject({ featured: "boost" });
    expect((await addonsOfJob(card, id)).every((addon) => addon.paid)).toBe(true);
  });

  it("chosen at posting, it is not live before the post is paid", async () => {
    const { secret, id } = await postJob(invoice, [{ addon_type: "promote", subscribed: true }]);
    expect((await addonsOfJob(invoice, id)).map((addon) => addon.paid)).toEqual([false]);
    const charged = await payPost(invoice, secret);
    expect(charged.data).toMatchObject({ amount: jobBaseCost + addonPrices.promote });
    expect((await addonsOfJob(invoice, id)).map((addon) => addon.paid)).toEqual([true]);
    expect(await driverView(id)).toMatchObject({ featured: "promote" });
  });

  it("a renewal charges the job and its paid add-ons, not the pending ones", async () => {
    const { secret, id } = await postJob(invoice);
    expect((await payPost(invoice, secret)).status).toBe(200);
    await call(invoice, "PATCH", `/jobs/${id}/addons`, {
      addons: [{ addon_type: "boost", subscribed: true }],
    });
    const renewed = await call(invoice, "POST", "/payment/invoice/renewal", { job_id: id });
    expect(renewed.status).toBe(200);
    expect(renewed.data).toMatchObject({ amount: jobBaseCost });
  });
});

describe("a post whose jobs were all deleted (issue 36 #11)", () => {
  it("cannot be paid, and a deleted job of a post is not charged with it", async () => {
    const { secret, id } = await postJob(card);
    expect((await call(card, "DELETE", `/jobs/${id}`)).status).toBe(200);
    const charged = await payPost(card, secret);
    expect(charged.status).toBe(422);
    expect(charged.message).toBe(PaymentText.postHasNoJobs);
    expect(await historyTotal(card)).toBeGreaterThanOrEqual(0);
    const [order] = await server.db.query<{ status: string }>(
      "select o.status from orders o join job_posts p on p.id = o.post_id where p.token = $1",
      [secret],
    );
    expect(order!.status).not.toBe("paid");
  });
});

/** A job of the company of `email` in `state`, with a pending promote add-on (what payAddons pays). */
const jobIn = async (email: string, state: PaidJobState) => {
  const fields = {
    open: ["approved", true, null, 10],
    closed: ["approved", false, "now()", 10],
    expired: ["approved", true, null, -1],
    unpaid: ["pending", false, null, 10],
  }[state];
  const [row] = await server.db.query<{ id: number }>(
    `insert into jobs (company_id, employer_id, title, job_type, home_time, required_experience, job_description,
                       expected_pay, salary_type, street1, city, state, country, postal_code, longitude, latitude,
                       cost, approval_status, active, closed_at, posting_date, expiration_date, next_billing_date,
                       auto_renew)
     select u.company_id, u.id, 'State Table Driver', 'dry_van', 'HW', 'Y1', '<p>Run</p>', 1200, 'weekly',
            '1 Main St', 'Tulsa', 'OK', 'US', '74103', -95.99, 36.15, $2, $3, $4, ${fields[2] ?? "null"},
            current_date - 20, current_date + $5::integer, current_date - 1, true
       from users u where lower(u.email) = lower($1)
     returning id`,
    [email, jobBaseCost, fields[0], fields[1], fields[3]],
  );
  await server.db.query(
    "insert into job_addons (job_id, addon_type, cost, paid_at) values ($1, 'promote', $2, null)",
    [row!.id, addonPrices.promote],
  );
  return row!.id;
};

const ordersOf = async (jobId: number) => {
  const [row] = await server.db.query<{ orders: number }>(
    `select count(*)::integer as orders from orders o
      where (o.job_id = $1 or exists (select 1 from order_items i where i.order_id = o.id and i.job_id = $1))
        and o.status in ('paid', 'APPROVED')`,
    [jobId],
  );
  return row!.orders;
};

const act = async (action: PaidJobAction, who: string, jobId: number) => {
  if (action === "boost")
    return call(who, "POST", "/payment/employer/job/boost", { job_id: jobId, isAdmin: false });
  if (action === "addons") return call(who, "POST", "/payment/employer/job/addons", { job_id: jobId });
  if (action === "renewal") return call(who, "POST", "/payment/invoice/renewal", { job_id: jobId });
  await runRenewals(server.app.deps);
  return null;
};

describe("every paid action checks the job's state the same way on both billing paths (issue 44 #9)", () => {
  beforeAll(async () => {
    // The card company pays these without a token: with its saved card.
    const saved = await call(card, "POST", "/payment/company/payment-method", {
      token: await cardToken(),
      card_holder_name: "Cody Carver",
    });
    expect(saved.status).toBe(200);
  });
  const cases = paidJobActions.flatMap((action) =>
    (["card", "invoice"] as const).flatMap((billing) =>
      paidJobStates.map((state) => ({ action, billing, state })),
    ),
  );
  it.each(cases)("$action × $billing × $state", async ({ action, billing, state }) => {
    const who = billing === "card" ? card : invoice;
    const jobId = await jobIn(who, state);
    const allowed = paidActionStates[action].includes(state);
    const answer = await act(action, who, jobId);
    if (answer) {
      if (allowed) expect(answer.status, answer.message).toBe(200);
      else {
        expect(answer.status).toBe(422);
        expect(answer.message).toBe(paidJobStateMessages[state as Exclude<PaidJobState, "open">]);
        expect(answer.field).toBe("job_id");
      }
    }
    expect(await ordersOf(jobId)).toBe(allowed ? 1 : 0);
    if (!allowed) {
      const [job] = await server.db.query<{ boost_until: string | null }>(
        "select boost_until from jobs where id = $1",
        [jobId],
      );
      expect(job!.boost_until).toBeNull();
    }
  });
});

describe("a job already boosted is not boosted again for money (one rule with the screens)", () => {
  it.each(["card", "invoice"] as const)(
    "refuses the paid boost on the %s path and charges nothing",
    async (billing) => {
      const who = billing === "card" ? card : invoice;
      const jobId = await jobIn(who, "open");
      // Boosted now (the admins' free boost): the screens no longer offer Boost on it.
      const free = await call("admin@haulboard.test", "POST", "/payment/employer/job/boost", {
        job_id: jobId,
        isAdmin: true,
      });
      expect(free.status).toBe(200);
      const [before] = await server.db.query<{ boost_until: string }>(
        "select boost_until::text from jobs where id = $1",
        [jobId],
      );
      const paid = await act("boost", who, jobId);
      expect(paid!.status).toBe(409);
      expect(paid!.message).toBe(jobActionBlockTexts.boosted);
      expect(paid!.field, "the block names the job it refuses").toBe("job_id");
      expect(paid!.message).toBe("This job is already boosted: boost it again when the boost ends.");
      expect(await ordersOf(jobId)).toBe(0);
      const [after] = await server.db.query<{ boost_until: string }>(
        "select boost_until::text from jobs where id = $1",
        [jobId],
      );
      expect(after!.boost_until).toBe(before!.boost_until);
    },
  );
});

describe("Renew now takes an idempotency key (issue 36 #8)", () => {
  it("renews and charges once for two requests with the same key, twice for two clicks", async () => {
    const jobId = await jobIn(invoice, "open");
    const first = await call(invoice, "POST", "/payment/invoice/renewal", {
      job_id: jobId,
      idempotency_key: "renew-click-0001",
    });
    const again = await call(invoice, "POST", "/payment/invoice/renewal", {
      job_id: jobId,
      idempotency_key: "renew-click-0001",
    });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.data).toEqual(first.data);
    expect(await ordersOf(jobId)).toBe(1);
    const second = await call(invoice, "POST", "/payment/invoice/renewal", {
      job_id: jobId,
      idempotency_key: "renew-click-0002",
    });
    expect(second.status).toBe(200);
    expect(await ordersOf(jobId)).toBe(2);
  });
});

describe("staff do not spend a company's money (issue 36 #9)", () => {
  it("refuses an admin's paid boost; the free admin boost stays", async () => {
    const jobId = await jobIn(invoice, "open");
    const paid = await call("admin@haulboard.test", "POST", "/payment/employer/job/boost", {
      job_id: jobId,
      isAdmin: false,
    });
    expect(paid.status).toBe(403);
    expect(paid.message).toBe(PaymentText.staffPaidBoost);
    expect(await ordersOf(jobId)).toBe(0);
    const free = await call("admin@haulboard.test", "POST", "/payment/employer/job/boost", {
      job_id: jobId,
      isAdmin: true,
    });
    expect(free.status).toBe(200);
    expect(free.data).toMatchObject({ amount: 0 });
  });
});

describe("card tokens are bound to who made them (issue 36 #7)", () => {
  it("refuses another company's one-time token and a saved card's reusable token as card_token", async () => {
    const theirs = await cardToken(invoice);
    const { secret } = await postJob(card);
    const paidWithTheirs = await call(card, "POST", "/payment/employer/job/charge", {
      secret_token: secret,
      action_type: "new_job",
      card_token: theirs,
    });
    expect(paidWithTheirs.status).toBe(422);
    expect(paidWithTheirs.message).toBe(PaymentText.cardTokenUnknown);
    const savedTheirs = await call(card, "POST", "/payment/company/payment-method", {
      token: theirs,
      card_holder_name: "Cody Carver",
    });
    expect(savedTheirs.status).toBe(422);
    expect(savedTheirs.message).toBe(PaymentText.cardTokenUnknown);

    const saved = await call(card, "POST", "/payment/company/payment-method", {
      token: await cardToken(),
      card_holder_name: "Cody Carver",
    });
    expect(saved.status).toBe(200);
    const [method] = await server.db.query<{ gateway_token: string }>(
      `select m.gateway_token from payment_methods m join users u on u.company_id = m.company_id
        where lower(u.email) = lower($1) and m.replaced_at is null`,
      [card],
    );
    const reused = await call(card, "POST", "/payment/employer/job/charge", {
      secret_token: secret,
      action_type: "new_job",
      card_token: method!.gateway_token,
    });
    expect(reused.status).toBe(422);
    expect(reused.message).toBe(PaymentText.cardTokenUnknown);
    const own = await payPost(card, secret);
    expect(own.status).toBe(200);
  });

  it("the sandbox gateway itself takes only a one-time token where one is required, as a real gateway does", async () => {
    const gateway = makeSandboxGateway(server.db);
    const cardInput = {
      number: sandboxCards.approve,
      expMonth: 12,
      expYear: 2034,
      cvv: "917",
      holderName: "Cody Carver",
    };
    const first = await gateway.tokenize(cardInput);
    if (!first.ok) throw new Error("the sandbox did not tokenize its approving card");
    const saved = await gateway.saveCard(first.token);
    if (!saved.ok) throw new Error("the sandbox did not save its approving card");
    const oneTime = await gateway.tokenize(cardInput);
    if (!oneTime.ok) throw new Error("the sandbox did not tokenize its approving card");
    const charge = (source: string, sourceKind: "oneTime" | "savedCard", key: string) =>
      gateway.charge({ source, sourceKind, amountCents: 30_000, idempotencyKey: `issue36-7-${key}` });

    await expect(charge(saved.token, "oneTime", "reusable-as-one-time")).rejects.toBeInstanceOf(
      GatewayInvalidSource,
    );
    await expect(charge(oneTime.token, "savedCard", "one-time-as-saved")).rejects.toBeInstanceOf(
      GatewayInvalidSource,
    );
    await expect(charge(saved.token, "savedCard", "saved")).resolves.toMatchObject({ status: "succeeded" });
    await expect(charge(oneTime.token, "oneTime", "one-time")).resolves.toMatchObject({
      status: "succeeded",
    });
  });
});
