import { addonPrices, jobBaseCost, PaymentText, sandboxCards } from "@haulboard/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
    errors?: { message: string }[];
    pagination?: Answer["pagination"];
  };
  return {
    status: response.status,
    data: json.data as never,
    message: json.errors?.[0]?.message,
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
