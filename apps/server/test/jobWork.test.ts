import {
  addonPrices,
  adminJobStatusFilterOptions,
  alreadyPaidMessage,
  cancellationReasons,
  hyperlinkInvalidText,
  jobActionBlockTexts,
  jobBaseCost,
  jobPostingDays,
  matchDriverToJob,
  RoleName,
  sandboxCards,
} from "@haulboard/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentDemoAccounts } from "../src/seed/jobs.ts";
import { startTestServer, type TestServer } from "./support/server.ts";

// Issue 17: working the jobs (search, detail, edits, add-ons, renewals, boosts, statistics), applicants
// and tags, each scoped to the caller's company.

const card = paymentDemoAccounts.cardAdmin.email;
const cardUser = paymentDemoAccounts.cardUser.email;
const invoice = paymentDemoAccounts.invoiceAdmin.email;

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
  /** The wire field the first error names, when it names one. */
  field: string | undefined;
  pagination: { offset: number; limit: number; total: number } | undefined;
}
const call = async (who: string, method: string, path: string, body?: unknown): Promise<Answer> => {
  const response = await server.request(method, path, {
    token: await tokenOf(who),
    ...(body !== undefined ? { body } : {}),
  });
  const json = (await response.json()) as {
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
  };
};

interface Item {
  id: number;
  title: string;
  status: string;
  total_applicants: number;
  today_applicants: number;
  auto_renew: boolean;
  boost_active: boolean;
  boost_remaining_days: number | null;
  renewal_canceled_at: string | null;
  renewal_cancellation_reason: string | null;
  expiration_date: string | null;
  next_billing_date: string | null;
  city: string;
  state: string;
  tags: { id: number; tag: string }[];
  total_candidates: number;
}

const companyIdOf = async (email: string) => {
  const [row] = await server.db.query<{ company_id: number }>(
    "select company_id from users where lower(email) = lower($1)",
    [email],
  );
  return row!.company_id;
};

/** A fresh, posted (approved) job of the company of `email`, with the given overrides. */
const makeJob = async (
  email: string,
  fields: {
    title?: string;
    city?: string;
    state?: string;
    postingDaysAgo?: number;
    endorsements?: string[];
  } = {},
) => {
  const companyId = await companyIdOf(email);
  const [row] = await server.db.query<{ id: number }>(
    `insert into jobs (company_id, employer_id, title, job_type, home_time, required_experience, job_description,
                       expected_pay, salary_type, endorsements, street1, city, state, country, postal_code, longitude,
                       latitude, cost, approval_status, posting_date, expiration_date, next_billing_date, auto_renew)
     select $1, u.id, $2, 'dry_van', 'HW', 'Y1', '<p>Run</p>', 1200, 'weekly', $6::text[], '1 Main St', $3, $4,
            'US', '74103', -95.99, 36.15, $5, 'approved', current_date - $7::integer,
            current_date - $7::integer + 30, current_date - $7::integer + 30, true
       from users u where lower(u.email) = lower($8)
     returning id`,
    [
      companyId,
      fields.title ?? "Work Test Driver",
      fields.city ?? "Tulsa",
      fields.state ?? "OK",
      jobBaseCost,
      fields.endorsements ?? [],
      fields.postingDaysAgo ?? 0,
      email,
    ],
  );
  return row!.id;
};

/** Drivers applying to a job: users with role Driver and a profile (home near Tulsa unless told). */
let driverSeq = 0;
const apply = async (
  jobId: number,
  driver: {
    first: string;
    last: string;
    phone?: string;
    city?: string;
    lat?: number | null;
    lng?: number | null;
    years?: number | null;
    endorsements?: string[];
    daysAgo?: number;
  },
) => {
  driverSeq++;
  const email = `work.driver${driverSeq}@drivers.haulboard.test`;
  const [user] = await server.db.query<{ id: number }>(
    `insert into users (email, first_name, last_name, phone) values ($1, $2, $3, $4) returning id`,
    [email, driver.first, driver.last, driver.phone ?? null],
  );
  await server.db.query("insert into user_roles (user_id, role) values ($1, $2)", [
    user!.id,
    RoleName.driver,
  ]);
  await server.db.query(
    `insert into driver_profiles (user_id, cdl_status, years_experience, endorsements, city, state, home_zip,
                                  latitude, longitude, owner_operator, work_experiences)
     values ($1, 'class_a', $2, $3::text[], $4, 'OK', '74103', $5, $6, false, '{dry_van}')`,
    [
      user!.id,
      driver.years === undefined ? 3 : driver.years,
      driver.endorsements ?? [],
      driver.city ?? "Tulsa",
      driver.lat === undefined ? 36.15 : driver.lat,
      driver.lng === undefined ? -95.99 : driver.lng,
    ],
  );
  const [application] = await server.db.query<{ id: number }>(
    `insert into job_applications (job_id, driver_id, applied_at) values ($1, $2, now() - make_interval(days => $3))
     returning id`,
    [jobId, user!.id, driver.daysAgo ?? 0],
  );
  return application!.id;
};

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("Posted Jobs search", () => {
  let ids: number[] = [];
  beforeAll(async () => {
    ids = [
      await makeJob(invoice, {
        title: "Search Alpha Flatbed",
        city: "Amarillo",
        state: "TX",
        postingDaysAgo: 20,
      }),
      await makeJob(invoice, { title: "Search Beta Reefer", city: "Boise", state: "ID", postingDaysAgo: 10 }),
      await makeJob(invoice, {
        title: "Search Gamma Tanker",
        city: "Casper",
        state: "WY",
        postingDaysAgo: 5,
      }),
    ];
    await apply(ids[1]!, { first: "Bea", last: "One", daysAgo: 3 });
    await apply(ids[1]!, { first: "Bea", last: "Two" });
  });

  const search = (body: unknown, query = "") => call(invoice, "POST", `/jobs/search${query}`, body);
  const titles = (answer: Answer) => (answer.data as Item[]).map((item) => item.title);
  const onlyOurs = { field: "title", operator: "ilike", value: "Search " };

  it("filters with every operator of the spec and sorts both ways", async () => {
    const equals = await search({ filters: [{ field: "city", operator: "equals", value: "boise" }] });
    expect(titles(equals)).toEqual(["Search Beta Reefer"]);
    const notIlike = await search({
      filters: [onlyOurs, { field: "title", operator: "not_ilike", value: "beta" }],
      orders: [{ field: "title", direction: "asc" }],
    });
    expect(titles(notIlike)).toEqual(["Search Alpha Flatbed", "Search Gamma Tanker"]);
    const inStates = await search({
      filters: [onlyOurs, { field: "state", operator: "in", value: ["TX", "WY"] }],
      orders: [{ field: "title", direction: "desc" }],
    });
    expect(titles(inStates)).toEqual(["Search Gamma Tanker", "Search Alpha Flatbed"]);
    const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
    const after = await search({
      filters: [onlyOurs, { field: "posting_date", operator: "greater_than", value: day(15) }],
      orders: [{ field: "posting_date", direction: "asc" }],
    });
    expect(titles(after)).toEqual(["Search Beta Reefer", "Search Gamma Tanker"]);
    const before = await search({
      filters: [onlyOurs, { field: "posting_date", operator: "less_than", value: day(15) }],
    });
    expect(titles(before)).toEqual(["Search Alpha Flatbed"]);
    const between = await search({
      filters: [
        onlyOurs,
        { field: "posting_date", operator: "between", value: { from: day(12), to: day(8) } },
      ],
    });
    expect(titles(between)).toEqual(["Search Beta Reefer"]);
    const byApplicants = await search({
      filters: [onlyOurs, { field: "total_applicants", operator: "greater_than", value: 0 }],
    });
    expect(titles(byApplicants)).toEqual(["Search Beta Reefer"]);
  });

  it("answers every list-item field, with applicants today and in all", async () => {
    const answer = await search({
      filters: [{ field: "title", operator: "equals", value: "Search Beta Reefer" }],
    });
    const [item] = answer.data as Item[];
    expect(item).toMatchObject({
      id: ids[1],
      status: "POSTED",
      total_applicants: 2,
      today_applicants: 1,
      auto_renew: true,
      boost_active: false,
      boost_remaining_days: null,
      city: "Boise",
      state: "ID",
      tags: [],
    });
    expect(item!.expiration_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Issue 17 (applicants): candidates are counted as the candidates screen counts them (within range).
    const candidates = await call(invoice, "GET", `/jobs/${ids[1]}/candidates?distance_limit=true`);
    expect(candidates.pagination!.total).toBeGreaterThan(0);
    expect((item as unknown as { total_candidates: number }).total_candidates).toBe(
      candidates.pagination!.total,
    );
  });

  it("pages by 10 by default and refuses fields outside the spec's list", async () => {
    for (let n = 0; n < 9; n++) await makeJob(invoice, { title: `Search Paging ${n}` });
    const first = await search({ filters: [onlyOurs] });
    expect((first.data as Item[]).length).toBe(10);
    expect(first.pagination).toEqual({ offset: 0, limit: 10, total: 12 });
    const second = await search({ filters: [onlyOurs] }, "?offset=10");
    expect((second.data as Item[]).length).toBe(2);
    const bad = await search({ filters: [{ field: "password", operator: "equals", value: "x" }] });
    expect(bad.status).toBe(400);
  });

  it("filters by a job tag and removes tags by link id", async () => {
    const tagged = await call(invoice, "POST", `/jobs/${ids[0]}/tag`, { tag: "Priority" });
    expect(tagged.status).toBe(200);
    const again = await call(invoice, "POST", `/jobs/${ids[2]}/tag`, { tag: "priority" });
    expect((again.data as { tag: string }).tag).toBe("Priority");
    const found = await search({
      filters: [{ field: "tags", operator: "in", value: ["PRIORITY"] }],
      orders: [{ field: "title", direction: "asc" }],
    });
    expect(titles(found)).toEqual(["Search Alpha Flatbed", "Search Gamma Tanker"]);
    expect((found.data as Item[])[0]!.tags).toEqual([
      { id: (tagged.data as { id: number }).id, tag: "Priority" },
    ]);
    expect((await call(invoice, "DELETE", `/jobs/tag/${(tagged.data as { id: number }).id}`)).status).toBe(
      200,
    );
    expect((await call(invoice, "DELETE", `/jobs/${ids[2]}/tags`)).status).toBe(200);
    const none = await search({ filters: [{ field: "tags", operator: "ilike", value: "prio" }] });
    expect(titles(none)).toEqual([]);
  });

  it("never shows another company's jobs: search, detail, statistics and changes answer as missing", async () => {
    const other = await search({ filters: [{ field: "title", operator: "ilike", value: "Search " }] });
    expect(other.data as Item[]).not.toEqual([]);
    const fromCard = await call(card, "POST", "/jobs/search", {
      filters: [{ field: "title", operator: "ilike", value: "Search " }],
    });
    expect(fromCard.data).toEqual([]);
    for (const [method, path, body] of [
      ["GET", `/jobs/${ids[0]}`, undefined],
      ["GET", `/jobs/${ids[0]}/statistics`, undefined],
      ["GET", `/jobs/${ids[0]}/addons`, undefined],
      ["PATCH", `/jobs/${ids[0]}`, { title: "Stolen" }],
      ["PATCH", `/jobs/${ids[0]}/renewal/cancel`, { renewal_cancellation_reason: "x" }],
      ["POST", `/jobs/${ids[0]}/close`, undefined],
      ["POST", `/jobs/${ids[0]}/tag`, { tag: "x" }],
      ["POST", "/payment/employer/job/boost", { job_id: ids[0], isAdmin: false }],
    ] as const) {
      const answer = await call(card, method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(404);
    }
    const [title] = await server.db.query<{ title: string }>("select title from jobs where id = $1", [
      ids[0],
    ]);
    expect(title!.title).toBe("Search Alpha Flatbed");
  });
});

// Issue 13: an admin's list of every company's jobs keeps its pages (ids and total) per jobs change counter
// and day (migration 0018); each answer must still be what the database holds at that moment.
describe("an admin's job list over every company", () => {
  const admin = "admin@haulboard.test";
  const searchAll = (body: unknown, query = "?offset=0&limit=2") =>
    call(admin, "POST", `/jobs/search${query}`, body);
  const byWord = (word: string) => ({
    filters: [{ field: "title", operator: "ilike", value: word }],
    orders: [{ field: "created_at", direction: "desc" }],
  });
  const version = async () =>
    (
      await server.db.query<{ v: string }>(
        "select version::text as v from change_counters where name = 'jobs'",
      )
    )[0]!.v;
  const titles = (answer: Answer) => (answer.data as Item[]).map((item) => item.title);

  it("shows every write to jobs on the next search: a post, a rename, a removal; other tables read fresh", async () => {
    expect((await searchAll(byWord("Keptword"))).pagination).toMatchObject({ total: 0 });
    const first = await makeJob(card, { title: "Keptword First" });
    const second = await makeJob(invoice, { title: "Keptword Second" });
    const third = await makeJob(card, { title: "Keptword Third" });
    const found = await searchAll(byWord("Keptword"));
    // Newest first, two a page, across companies; the same search again is the same answer.
    expect((found.data as Item[]).map((item) => item.id)).toEqual([third, second]);
    expect(found.pagination).toMatchObject({ total: 3 });
    expect(await searchAll(byWord("Keptword"))).toEqual(found);
    const next = await searchAll(byWord("Keptword"), "?offset=2&limit=2");
    expect((next.data as Item[]).map((item) => item.id)).toEqual([first]);
    expect(next.pagination).toMatchObject({ total: 3 });
    // Past the end: no rows, and still the search's total.
    expect((await searchAll(byWord("Keptword"), "?offset=10&limit=2")).pagination).toMatchObject({
      total: 3,
    });

    // A rename moves the job out of one search and into another, at once.
    const before = await version();
    await server.db.query("update jobs set title = 'Renamedword Third' where id = $1", [third]);
    expect(await version()).not.toBe(before);
    const renamed = await searchAll(byWord("Keptword"));
    expect((renamed.data as Item[]).map((item) => item.id)).toEqual([second, first]);
    expect(renamed.pagination).toMatchObject({ total: 2 });
    expect(((await searchAll(byWord("Renamedword"))).data as Item[]).map((item) => item.id)).toEqual([third]);

    // An applicant (another table) shows in the kept page's rows: they are read for every answer.
    await apply(second, { first: "Kept", last: "Reader" });
    const applied = await searchAll(byWord("Keptword"));
    expect((applied.data as Item[])[0]).toMatchObject({
      id: second,
      total_applicants: 1,
      today_applicants: 1,
    });

    // A tag filter reads job_tags, which the counter does not follow: such a search is never kept.
    const tagged = await call(invoice, "POST", `/jobs/${second}/tag`, { tag: "Keptag" });
    const withTag = await searchAll({ filters: [{ field: "tags", operator: "in", value: ["keptag"] }] });
    expect((withTag.data as Item[]).map((item) => item.id)).toEqual([second]);
    await call(invoice, "DELETE", `/jobs/tag/${(tagged.data as { id: number }).id}`);
    expect(
      (await searchAll({ filters: [{ field: "tags", operator: "in", value: ["keptag"] }] })).data,
    ).toEqual([]);

    // Removed by its company: gone from the next page, and from the total.
    expect((await call(invoice, "DELETE", `/jobs/${second}`)).status).toBe(200);
    const removed = await searchAll(byWord("Keptword"));
    expect((removed.data as Item[]).map((item) => item.id)).toEqual([first]);
    expect(removed.pagination).toMatchObject({ total: 1 });
  });

  it("leaves out a job removed between the kept ids and the rows' read", async () => {
    const job = await makeJob(card, { title: "Racingword One" });
    expect(((await searchAll(byWord("Racingword"))).data as Item[]).map((item) => item.id)).toEqual([job]);
    // A removal that commits after this request read the counter: here, one the counter does not see.
    await server.db.exec("alter table jobs disable trigger jobs_change_counter");
    try {
      await server.db.query("update jobs set deleted_at = now() where id = $1", [job]);
    } finally {
      await server.db.exec("alter table jobs enable trigger jobs_change_counter");
    }
    expect((await searchAll(byWord("Racingword"))).data).toEqual([]);
  });

  it("keeps a company's own list to its jobs alone", async () => {
    await makeJob(card, { title: "Ownword Card" });
    await makeJob(invoice, { title: "Ownword Invoice" });
    const own = await call(card, "POST", "/jobs/search", byWord("Ownword"));
    expect(titles(own)).toEqual(["Ownword Card"]);
    expect(titles(await searchAll(byWord("Ownword")))).toEqual(["Ownword Invoice", "Ownword Card"]);
  });
});

describe("a job's detail and edits", () => {
  it("edits the content, sanitised, and toggles auto-renew", async () => {
    const id = await makeJob(cardUser);
    const edited = await call(cardUser, "PATCH", `/jobs/${id}`, {
      title: "  Edited Title  ",
      job_description: "<p>New <em>text</em></p><script>alert(1)</script>",
      expected_pay: 1800,
      endorsements: ["H", "H", "T"],
    });
    expect(edited.status).toBe(200);
    expect(edited.data).toMatchObject({
      id,
      title: "Edited Title",
      job_description: "<p>New <em>text</em></p>",
      expected_pay: 1800,
      endorsements: ["H", "T"],
      posting_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const off = await call(cardUser, "PATCH", `/jobs/${id}`, { auto_renew: false });
    expect(off.data).toMatchObject({ auto_renew: false, next_billing_date: null });
    const on = await call(cardUser, "PATCH", `/jobs/${id}`, { auto_renew: true });
    expect((on.data as { next_billing_date: string }).next_billing_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("changes the address, US only, and keeps the cost rule", async () => {
    const id = await makeJob(card);
    const moved = await call(card, "PATCH", `/jobs/${id}/address`, {
      street1: "500 Yard Ave",
      city: "Wichita",
      state: "KS",
      coordinates: [-97.33, 37.69],
      country: "US",
      postal_code: "67202",
    });
    expect(moved.status).toBe(200);
    expect(moved.data).toMatchObject({
      address: "500 Yard Ave",
      city: "Wichita",
      state: "KS",
      zip_code: "67202",
      coordinates: [-97.33, 37.69],
      cost: jobBaseCost,
    });
    const abroad = await call(card, "PATCH", `/jobs/${id}/address`, {
      street1: null,
      city: "Toronto",
      state: "ON",
      coordinates: [-79.38, 43.65],
      country: "Canada",
      postal_code: null,
    });
    expect(abroad.status).toBe(422);
    expect(abroad.message).toBe("Addresses should be from the US");
  });

  it("sets add-ons (the cost changes), then pays the new ones with a card", async () => {
    const id = await makeJob(card);
    const set = await call(card, "PATCH", `/jobs/${id}/addons`, {
      addons: [
        { addon_type: "promote", subscribed: true },
        { addon_type: "hyperlink", subscribed: true, external_url: "https://summit.example.com/apply" },
      ],
    });
    expect(set.status).toBe(200);
    expect((set.data as { addon_type: string }[]).map((addon) => addon.addon_type)).toEqual([
      "promote",
      "hyperlink",
    ]);
    // Issue 36 #1: the add-ons wait for payment; the job's cost (its renewal price) counts paid ones only.
    const detail = await call(card, "GET", `/jobs/${id}`);
    expect((detail.data as { cost: number }).cost).toBe(jobBaseCost);
    const badUrl = await call(card, "PATCH", `/jobs/${id}/addons`, {
      addons: [{ addon_type: "hyperlink", subscribed: true, external_url: "not a url" }],
    });
    // The post's rules, with the wizard's words: a hyperlink's valid address, each add-on once.
    expect([badUrl.status, badUrl.message]).toEqual([422, hyperlinkInvalidText]);
    const twice = await call(card, "PATCH", `/jobs/${id}/addons`, {
      addons: [
        { addon_type: "boost", subscribed: true },
        { addon_type: "boost", subscribed: true },
      ],
    });
    expect([twice.status, twice.message]).toEqual([422, "Each add-on can be chosen once"]);
    const tokenized = await call(card, "POST", "/payment/card/tokenize", {
      number: sandboxCards.approve,
      expiration_date: "12/34",
      cvv: "917",
      card_holder_name: "Cody Carver",
    });
    const paid = await call(card, "POST", "/payment/employer/job/addons", {
      job_id: id,
      card_token: (tokenized.data as { card_token: string }).card_token,
    });
    expect(paid.status).toBe(200);
    expect(paid.data).toMatchObject({ amount: addonPrices.promote + addonPrices.hyperlink, status: "paid" });
    const again = await call(card, "POST", "/payment/employer/job/addons", {
      job_id: id,
      card_token: "tok_x",
    });
    expect(again.status).toBe(422);
    expect(again.message).toBe("This job has no add-ons waiting for payment");
  });

  // Edit add-ons (issue 17, jobedit): only the add-ons chosen after the post are charged, with the saved card.
  it("charges only the add-ons added after the paid post, with the saved card when no token is sent", async () => {
    const posted = await call(invoice, "POST", "/jobs", {
      title: "Add-on Edit Driver",
      job_type: "dry_van",
      additional_experience: null,
      home_time: "HW",
      required_experience: "Y1",
      job_description: "<p>Run</p>",
      driver_unload: false,
      expected_pay: 1200,
      signon_bonus: 0,
      starting_bonus: 0,
      benefits: [],
      endorsements: [],
      salary_type: "weekly",
      addons: [{ addon_type: "promote", subscribed: true }],
      addresses: [
        {
          street1: "1 Main St",
          city: "Tulsa",
          state: "OK",
          coordinates: [-95.99, 36.15],
          country: "US",
          postal_code: "74103",
        },
      ],
      video_url: null,
    });
    expect(posted.status).toBe(200);
    const { jobs_post_token: secret, jobs } = posted.data as {
      jobs_post_token: string;
      jobs: { id: number }[];
    };
    const charged = await call(invoice, "POST", "/payment/company/invoice/charge", {
      secret_token: secret,
      action_type: "new_job",
    });
    expect(charged.status).toBe(200);
    const id = jobs[0]!.id;
    const nothingYet = await call(invoice, "POST", "/payment/employer/job/addons", { job_id: id });
    expect(nothingYet.status).toBe(422);
    expect(nothingYet.message).toBe("This job has no add-ons waiting for payment");
    await call(invoice, "PATCH", `/jobs/${id}/addons`, {
      addons: [
        { addon_type: "promote", subscribed: true },
        { addon_type: "boost", subscribed: true },
      ],
    });
    const paid = await call(invoice, "POST", "/payment/employer/job/addons", { job_id: id });
    expect(paid.status).toBe(200);
    expect(paid.data).toMatchObject({ amount: addonPrices.boost });
  });

  it("cancels the renewal with a reason of the options or up to 250 characters, and closes a job", async () => {
    const id = await makeJob(cardUser);
    const reason = cancellationReasons[1].label;
    const blank = await call(cardUser, "PATCH", `/jobs/${id}/renewal/cancel`, {
      renewal_cancellation_reason: "   ",
    });
    // The form shows the refusal under the reason's field.
    expect([blank.status, blank.message, blank.field]).toEqual([
      422,
      "Tell us why you cancel the renewal",
      "renewal_cancellation_reason",
    ]);
    const long = await call(cardUser, "PATCH", `/jobs/${id}/renewal/cancel`, {
      renewal_cancellation_reason: "x".repeat(251),
    });
    expect(long.status).toBe(422);
    const cancelled = await call(cardUser, "PATCH", `/jobs/${id}/renewal/cancel`, {
      renewal_cancellation_reason: reason,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.data).toMatchObject({
      id,
      auto_renew: false,
      next_billing_date: null,
      renewal_cancellation_reason: reason,
      renewal_canceled_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      status: "POSTED",
    });
    const closed = await call(cardUser, "POST", `/jobs/${id}/close`);
    expect(closed.data).toMatchObject({ id, status: "Cancelled" });
  });

  it("refuses on a closed job what the screens no longer offer: close again, auto-renew, cancel renewal", async () => {
    const id = await makeJob(cardUser);
    expect((await call(cardUser, "POST", `/jobs/${id}/close`)).status).toBe(200);
    for (const [method, path, body] of [
      ["POST", `/jobs/${id}/close`, undefined],
      ["PATCH", `/jobs/${id}`, { auto_renew: true }],
      ["PATCH", `/jobs/${id}/renewal/cancel`, { renewal_cancellation_reason: "Position filled" }],
    ] as const) {
      const refused = await call(cardUser, method, path, body);
      expect(refused.status, `${method} ${path}`).toBe(409);
      expect(refused.message).toBe(jobActionBlockTexts.closed);
    }
    const [job] = await server.db.query<{ auto_renew: boolean }>(
      "select auto_renew from jobs where id = $1",
      [id],
    );
    expect(job!.auto_renew).toBe(false);
  });

  it("filters jobs by the admin's status options: Active (approved), Cancelled, Inactive", async () => {
    const open = await makeJob(cardUser);
    const closed = await makeJob(cardUser);
    await call(cardUser, "POST", `/jobs/${closed}/close`);
    const idsOf = async (value: string) => {
      const option = adminJobStatusFilterOptions.find((candidate) => candidate.value === value)!;
      const found = await call("admin@haulboard.test", "POST", "/jobs/search?limit=100", {
        filters: [
          ...option.filters,
          { field: "company_id", operator: "equals", value: await companyIdOf(cardUser) },
        ],
      });
      expect(found.status).toBe(200);
      return (found.data as Item[]).map((job) => job.id);
    };
    const active = await idsOf("approved");
    expect(active).toContain(open);
    expect(active).not.toContain(closed);
    const cancelled = await idsOf("canceled");
    expect(cancelled).toContain(closed);
    expect(cancelled).not.toContain(open);
    expect(await idsOf("inactive")).not.toContain(open);
  });

  it("cancels a renewal only while auto-renew is on", async () => {
    const id = await makeJob(cardUser);
    await call(cardUser, "PATCH", `/jobs/${id}`, { auto_renew: false });
    const refused = await call(cardUser, "PATCH", `/jobs/${id}/renewal/cancel`, {
      renewal_cancellation_reason: "Position filled",
    });
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(jobActionBlockTexts.renewalOff);
  });

  it("boosts: the employer pays (on the invoice), the admin's isAdmin boost is free and admins only", async () => {
    const id = await makeJob(invoice);
    const paid = await call(invoice, "POST", "/payment/employer/job/boost", { job_id: id, isAdmin: false });
    expect(paid.status).toBe(200);
    expect(paid.data).toMatchObject({
      amount: addonPrices.boost,
      status: "APPROVED",
      invoice_id: expect.any(Number),
    });
    const twice = await call(invoice, "POST", "/payment/employer/job/boost", { job_id: id, isAdmin: false });
    // The job is boosted now: a second paid boost is refused by the job rule before any order.
    expect(twice.status).toBe(409);
    expect(twice.message).toBe(jobActionBlockTexts.boosted);
    const item = await call(invoice, "POST", "/jobs/search", {
      filters: [{ field: "boost_active", operator: "equals", value: true }],
    });
    expect((item.data as Item[]).find((job) => job.id === id)).toMatchObject({
      boost_active: true,
      boost_remaining_days: 7,
    });
    const sneaky = await call(invoice, "POST", "/payment/employer/job/boost", { job_id: id, isAdmin: true });
    expect(sneaky.status).toBe(403);
    const other = await makeJob(card);
    const admin = await call("admin@haulboard.test", "POST", `/admin/jobs/${other}/boost`);
    expect(admin.status).toBe(200);
    expect(admin.data).toMatchObject({ addon_type: "boost", subscribed: true });
    const viaFlag = await call("admin@haulboard.test", "POST", "/payment/employer/job/boost", {
      job_id: other,
      isAdmin: true,
    });
    expect(viaFlag.data).toMatchObject({ amount: 0, status: "paid" });
    const [boost] = await server.db.query<{ days: number }>(
      "select (boost_until - current_date)::integer as days from jobs where id = $1",
      [other],
    );
    expect(boost!.days).toBe(14);
  });

  it("renews a job on the invoice for another posting period", async () => {
    const id = await makeJob(invoice, { postingDaysAgo: 25 });
    const before = await server.db.query<{ e: string }>(
      "select expiration_date::text as e from jobs where id = $1",
      [id],
    );
    const renewed = await call(invoice, "POST", "/payment/invoice/renewal", { job_id: id });
    expect(renewed.status).toBe(200);
    expect(renewed.data).toMatchObject({ amount: jobBaseCost, status: "APPROVED" });
    const [after] = await server.db.query<{ days: number }>(
      "select (expiration_date - $2::date)::integer as days from jobs where id = $1",
      [id, before[0]!.e],
    );
    expect(after!.days).toBe(jobPostingDays);
  });

  it("answers statistics per day, zeros where nothing happened", async () => {
    const id = await makeJob(card, { postingDaysAgo: 3 });
    await server.db.query(
      `insert into job_daily_stats (job_id, day, views, applications, hyperlink_clicks)
       values ($1, current_date - 2, 40, 2, 5), ($1, current_date, 10, 1, 0)`,
      [id],
    );
    const stats = await call(card, "GET", `/jobs/${id}/statistics`);
    expect(stats.status).toBe(200);
    const data = stats.data as {
      views: number;
      hyperlink_clicks: number;
      days: { views: number; applications: number; hyperlink_clicks: number }[];
    };
    expect(data).toMatchObject({ views: 50, applications: 3, hyperlink_clicks: 5 });
    expect(data.days.map((d) => [d.views, d.applications, d.hyperlink_clicks])).toEqual([
      [0, 0, 0],
      [40, 2, 5],
      [0, 0, 0],
      [10, 1, 0],
    ]);
  });

  it("lets an admin edit another company's job and write to its company for review", async () => {
    const id = await makeJob(invoice);
    const edited = await call("admin@haulboard.test", "PATCH", `/jobs/${id}`, { title: "Reviewed by admin" });
    expect(edited.data).toMatchObject({ title: "Reviewed by admin" });
    const sent = await call("admin@haulboard.test", "POST", "/admin/contact_review_job", {
      job_id: id,
      subject: "Please review your job",
      message: "The pay is missing a unit.",
    });
    expect(sent.status).toBe(200);
    const [company] = await server.db.query<{ email: string }>(
      "select c.email from companies c join jobs j on j.company_id = c.id where j.id = $1",
      [id],
    );
    const mail = await server.outbox(company!.email);
    expect(mail[0]).toMatchObject({ subject: "Please review your job" });
    expect(mail[0]!.body).toContain("The pay is missing a unit.");
    const employer = await call(invoice, "POST", "/admin/contact_review_job", {
      job_id: id,
      subject: "x",
      message: "y",
    });
    expect(employer.status).toBe(403);
  });
});

describe("applicants and tags", () => {
  let job: number;
  let apps: Record<string, number>;
  interface Row {
    id: number;
    first_name: string;
    distance: number | null;
    within_range: boolean;
    cdl_status: string | null;
    stage: string;
    tags: { id: number; tag: string }[];
    match: number;
    notes_count: number;
  }
  beforeAll(async () => {
    job = await makeJob(card, { endorsements: ["H", "T"] });
    apps = {
      near: await apply(job, {
        first: "Nora",
        last: "Near",
        phone: "(918)555-0101",
        endorsements: ["H", "T"],
        daysAgo: 2,
      }),
      far: await apply(job, {
        first: "Fred",
        last: "Far",
        city: "Denver",
        lat: 39.74,
        lng: -104.99,
        daysAgo: 1,
      }),
      unknown: await apply(job, {
        first: "Una",
        last: "Known",
        lat: null,
        lng: null,
        years: null,
        endorsements: ["H"],
      }),
      fourth: await apply(job, { first: "Finn", last: "Fourth", city: "Broken Arrow", daysAgo: 4 }),
    };
  });
  const search = (body: unknown, who: string = card) =>
    call(who, "POST", `/jobs/${job}/applicants/search`, body);
  const names = (answer: Answer) => (answer.data as Row[]).map((row) => row.first_name);

  it("lists a job's applicants newest first with the applicant's fields", async () => {
    const list = await call(card, "GET", `/jobs/${job}/applicants`);
    expect(list.status, list.message).toBe(200);
    expect(names(list)).toEqual(["Una", "Fred", "Nora", "Finn"]);
    const [una, fred] = list.data as Row[];
    expect(una).toMatchObject({
      distance: null,
      within_range: false,
      cdl_status: "Class A CDL",
      stage: "new",
    });
    expect(fred!.distance).toBeGreaterThan(500);
    expect(fred!.within_range).toBe(false);
    // The match is the drivers' rule (domain matchDriverToJob = SQL hb_match_score): Nora holds both
    // endorsements, has the experience and lives at the job; her profile names no home time nor job type.
    const noraMatch = matchDriverToJob(
      { endorsements: ["H", "T"], yearsExperience: 3, homeTime: null, jobTypes: [] },
      { endorsements: ["H", "T"], requiredExperience: "Y1", homeTime: "HW", jobType: "dry_van" },
      0,
    ).score;
    expect((list.data as Row[])[2]).toMatchObject({ distance: 0, within_range: true, match: noraMatch });
  });

  it("scores each applicant's match as the match sort does, with or without a profile", async () => {
    const scored = await makeJob(card, { endorsements: [] });
    const [facts] = await server.db.query<{ home_time: string; job_type: string }>(
      "select home_time, job_type from jobs where id = $1",
      [scored],
    );
    const fits = await apply(scored, { first: "Fay", last: "Fits", endorsements: ["H"], years: 1 });
    await apply(scored, { first: "Sol", last: "Senior", years: 20, lat: 35.47, lng: -97.52 });
    const bare = await apply(scored, { first: "Pia", last: "Profileless" });
    await server.db.query(
      "update driver_profiles set home_time = $2, job_types = $3::text[] where user_id = (select driver_id from job_applications where id = $1)",
      [fits, facts!.home_time, [facts!.job_type]],
    );
    await server.db.query(
      "delete from driver_profiles where user_id = (select driver_id from job_applications where id = $1)",
      [bare],
    );
    const sql = await server.db.query<{ id: number; match: number }>(
      `select a.id, coalesce(hb_match_score(j.endorsements, j.required_experience, j.home_time, j.job_type,
         p.endorsements, p.years_experience, p.home_time, p.job_types,
         earth_distance(j.earth_position, p.earth_position) / 1609.344), 0) as match
       from job_applications a join jobs j on j.id = a.job_id left join driver_profiles p on p.user_id = a.driver_id
       where a.job_id = $1`,
      [scored],
    );
    const byMatch = await call(card, "POST", `/jobs/${scored}/applicants/search`, {
      orders: [{ field: "match", direction: "desc" }],
    });
    expect(byMatch.status, byMatch.message).toBe(200);
    const rows = byMatch.data as Row[];
    expect(rows.map((row) => row.first_name)).toEqual(["Fay", "Sol", "Pia"]);
    expect(new Map(rows.map((row) => [row.id, row.match]))).toEqual(
      new Map(sql.map((row) => [row.id, Number(row.match)])),
    );
    // Without a profile only the job's empty endorsement list counts (30%), as in SQL.
    expect(rows[2]!.match).toBe(0.3);
  });

  it("searches by name, email, phone and city and sorts by distance, experience and match", async () => {
    expect(
      names(await search({ filters: [{ field: "keyword", operator: "ilike", value: "nora" }] })),
    ).toEqual(["Nora"]);
    expect(
      names(await search({ filters: [{ field: "keyword", operator: "ilike", value: "9185550101" }] })),
    ).toEqual(["Nora"]);
    expect(
      names(await search({ filters: [{ field: "keyword", operator: "ilike", value: "broken" }] })),
    ).toEqual(["Finn"]);
    const byDistance = await search({ orders: [{ field: "distance", direction: "desc" }] });
    expect(names(byDistance)[0]).toBe("Fred");
    expect(names(byDistance).at(-1)).toBe("Una");
    const byMatch = await search({ orders: [{ field: "match", direction: "desc" }] });
    expect(names(byMatch)[0]).toBe("Nora");
    const byDate = await search({ orders: [{ field: "application_at", direction: "asc" }] });
    expect(names(byDate)).toEqual(["Finn", "Nora", "Fred", "Una"]);
  });

  it("tags three applicants, filters by the tag, moves two to interview at once, and keeps notes", async () => {
    const tag = await call(card, "POST", "/companies/tag", { tag: "Call back" });
    const tagId = (tag.data as { id: number }).id;
    expect((await call(card, "GET", "/companies/tags")).data).toContainEqual({ id: tagId, tag: "Call back" });
    expect(
      (
        await call(card, "POST", "/jobs/applicants/tag", {
          job_id: job,
          applicant_id: apps.near,
          tag_id: tagId,
        })
      ).status,
    ).toBe(200);
    const bulk = await call(card, "POST", `/jobs/${job}/applicants/bulk-tag`, {
      applicant_ids: [apps.far, apps.fourth],
      tag_id: tagId,
      action: "attach",
    });
    expect(bulk.data).toEqual({ updated: 2 });
    const tagged = await search({ filters: [{ field: "tags", operator: "in", value: [tagId] }] });
    expect(names(tagged).sort()).toEqual(["Finn", "Fred", "Nora"]);
    const moved = await call(card, "POST", `/jobs/${job}/applicants/stage`, {
      applicant_ids: [apps.near, apps.far],
      stage: "interview",
    });
    expect(moved.data).toEqual({ updated: 2 });
    const interviewing = await search({
      filters: [{ field: "stage", operator: "equals", value: "interview" }],
    });
    expect(names(interviewing).sort()).toEqual(["Fred", "Nora"]);
    const note = await call(cardUser, "POST", `/jobs/applicants/${apps.near}/notes`, {
      body: "Prefers nights",
    });
    expect(note.data).toMatchObject({ body: "Prefers nights", author_name: "Kim Keller" });
    const notes = await call(card, "GET", `/jobs/applicants/${apps.near}/notes`);
    expect((notes.data as { body: string }[]).map((n) => n.body)).toEqual(["Prefers nights"]);
    const untag = await call(card, "POST", "/jobs/applicants/untag", {
      applicant_id: apps.far,
      clean_all: true,
    });
    expect(untag.status).toBe(200);
    await call(card, "POST", `/jobs/${job}/applicants/delete-tags`, { tag_ids: [] });
    expect((await search({ filters: [{ field: "tags", operator: "in", value: [tagId] }] })).data).toEqual([]);
  });

  it("keeps applicants, tags and notes from other companies", async () => {
    expect((await call(invoice, "POST", "/companies/tag", { tag: "Theirs" })).status).toBe(200);
    const theirTag = (await call(invoice, "GET", "/companies/tags")).data as { id: number; tag: string }[];
    expect(theirTag.map((t) => t.tag)).not.toContain("Call back");
    expect((await call(invoice, "GET", `/jobs/${job}/applicants`)).status).toBe(404);
    expect((await search({}, invoice)).status).toBe(404);
    expect((await call(invoice, "GET", `/jobs/applicants/${apps.near}/notes`)).status).toBe(404);
    expect((await call(invoice, "POST", `/jobs/applicants/${apps.near}/notes`, { body: "x" })).status).toBe(
      404,
    );
    const stage = await call(invoice, "POST", `/jobs/${job}/applicants/stage`, {
      applicant_ids: [apps.near],
      stage: "hired",
    });
    expect(stage.status).toBe(404);
    // Their own tag on our applicant, and our applicant in their job: refused.
    const theirs = theirTag.find((t) => t.tag === "Theirs")!;
    const cross = await call(card, "POST", "/jobs/applicants/tag", {
      job_id: job,
      applicant_id: apps.near,
      tag_id: theirs.id,
    });
    expect(cross.status).toBe(404);
    const [row] = await server.db.query<{ n: number }>(
      "select count(*)::integer as n from application_notes where application_id = $1",
      [apps.near],
    );
    expect(row!.n).toBe(1);
  });

  it("lets a note's author or a company admin delete it, and tells each caller which they may", async () => {
    type Note = { id: number; body: string; can_delete: boolean };
    const listed = async (email: string) =>
      (await call(email, "GET", `/jobs/applicants/${apps.near}/notes`)).data as Note[];
    const fromAdmin = (
      await call(card, "POST", `/jobs/applicants/${apps.near}/notes`, { body: "Call Monday" })
    ).data as Note;
    expect(fromAdmin.can_delete).toBe(true);
    // The company user (not an admin) may delete their own note, not the admin's.
    const byUser = Object.fromEntries((await listed(cardUser)).map((n) => [n.body, n.can_delete]));
    expect(byUser).toEqual({ "Prefers nights": true, "Call Monday": false });
    expect((await call(cardUser, "DELETE", `/jobs/applicants/notes/${fromAdmin.id}`)).status).toBe(403);
    // The company admin may delete any of the company's notes; another company gets not-found.
    const userNote = (await listed(card)).find((n) => n.body === "Prefers nights")!;
    expect(userNote.can_delete).toBe(true);
    expect((await call(invoice, "DELETE", `/jobs/applicants/notes/${userNote.id}`)).status).toBe(404);
    expect((await call(card, "DELETE", `/jobs/applicants/notes/${userNote.id}`)).status).toBe(200);
    expect((await call(card, "DELETE", `/jobs/applicants/notes/${fromAdmin.id}`)).status).toBe(200);
    expect(await listed(card)).toEqual([]);
  });
});

describe("the demo seed and the company list", () => {
  it("seeds jobs in every status, applicants with stages, tags and notes for the demo companies", async () => {
    const statuses = await call(invoice, "POST", "/jobs/search?limit=100", {
      filters: [{ field: "title", operator: "not_ilike", value: "Search " }],
    });
    expect(new Set((statuses.data as Item[]).map((job) => job.status))).toEqual(
      new Set(["POSTED", "SCHEDULED", "Cancelled", "Inactive"]),
    );
    const [counts] = await server.db.query<{
      applications: number;
      stages: number;
      notes: number;
      tagged: number;
    }>(
      `select count(*)::integer as applications, count(distinct a.stage)::integer as stages,
              (select count(*) from application_notes n join job_applications x on x.id = n.application_id
                 join jobs k on k.id = x.job_id where k.company_id = $1)::integer as notes,
              (select count(*) from application_tags t join job_applications x on x.id = t.application_id
                 join jobs k on k.id = x.job_id where k.company_id = $1)::integer as tagged
         from job_applications a join jobs j on j.id = a.job_id where j.company_id = $1`,
      [await companyIdOf(invoice)],
    );
    expect(counts!.applications).toBeGreaterThan(20);
    expect(counts!.stages).toBe(6);
    expect(counts!.notes).toBeGreaterThan(0);
    expect(counts!.tagged).toBeGreaterThan(0);
  });

  it("counts a company's total and active jobs from its jobs", async () => {
    const companyId = await companyIdOf(card);
    const found = await call("admin@haulboard.test", "POST", "/companies/search", {
      filters: [{ field: "company_name", operator: "equals", value: "Summit Card Carriers" }],
    });
    const [row] = found.data as { id: number; total_jobs: number; active_jobs: number }[];
    const before = row!.total_jobs;
    const [counted] = await server.db.query<{ n: number }>(
      "select count(*)::integer as n from jobs where company_id = $1 and deleted_at is null",
      [companyId],
    );
    expect(before).toBe(counted!.n);
    await makeJob(card);
    const again = await call("admin@haulboard.test", "POST", "/companies/search", {
      filters: [{ field: "company_name", operator: "equals", value: "Summit Card Carriers" }],
    });
    const [after] = again.data as { total_jobs: number; active_jobs: number }[];
    expect(after).toMatchObject({ total_jobs: before + 1, active_jobs: row!.active_jobs + 1 });
  });

  it("shows a job's removal, or its start moved to a later day, on the next search (the kept page is dropped)", async () => {
    const companyId = await companyIdOf(card);
    const search = async () => {
      const answer = await call("admin@haulboard.test", "POST", "/companies/search", {
        filters: [{ field: "company_name", operator: "equals", value: "Summit Card Carriers" }],
      });
      return (answer.data as { total_jobs: number; active_jobs: number }[])[0]!;
    };
    const before = await search();
    // The same search again is the kept page, and a write that leaves the counts alone keeps it.
    expect(await search()).toEqual(before);
    const version = async () =>
      (
        await server.db.query<{ v: string }>(
          "select version::text as v from change_counters where name = 'companies'",
        )
      )[0]!.v;
    const atStart = await version();
    const job = await makeJob(card);
    const afterPost = await version();
    expect(afterPost).not.toBe(atStart);
    await server.db.query("update jobs set title = title || ' (renamed)' where id = $1", [job]);
    expect(await version()).toBe(afterPost);
    const posted = await search();
    expect(posted).toMatchObject({ total_jobs: before.total_jobs + 1, active_jobs: before.active_jobs + 1 });
    // Starting tomorrow: still a job, no longer running.
    await server.db.query("update jobs set posting_date = current_date + 1 where id = $1", [job]);
    expect(await search()).toMatchObject({ total_jobs: posted.total_jobs, active_jobs: before.active_jobs });
    await server.db.query("update jobs set deleted_at = now() where id = $1 and company_id = $2", [
      job,
      companyId,
    ]);
    expect(await search()).toEqual(before);
  });

  it("answers each page in the asked order, every row with its own company's counts", async () => {
    const [counted] = await server.db.query<{ companies: number }>(
      "select count(*)::integer as companies from companies",
    );
    for (const direction of ["asc", "desc"] as const) {
      const answer = await call("admin@haulboard.test", "POST", "/companies/search?offset=0&limit=50", {
        filters: [],
        orders: [{ field: "company_name", direction }],
      });
      const rows = answer.data as { id: number; company_name: string; total_jobs: number }[];
      expect(rows.length).toBe(Math.min(50, counted!.companies));
      // The database's own order (its collation decides where case and punctuation go), ids breaking ties.
      const expected = await server.db.query<{ id: number }>(
        `select id from companies order by company_name ${direction}, id desc limit 50`,
      );
      expect(rows.map((row) => row.id)).toEqual(expected.map((row) => row.id));
      const jobs = await server.db.query<{ id: number; n: number }>(
        "select c.id, (select count(*)::integer from jobs j where j.company_id = c.id and j.deleted_at is null) as n from companies c",
      );
      const jobsOf = new Map(jobs.map((row) => [row.id, row.n]));
      for (const row of rows) expect(row.total_jobs, row.company_name).toBe(jobsOf.get(row.id));
    }
  });
});

// Issue 17 (applicants): the CSV export of the filtered list.
describe("applicants CSV export", () => {
  let job: number;
  let tagId: number;
  const exportCsv = async (who: string, body: unknown, jobId = job) => {
    const response = await server.request("POST", `/jobs/${jobId}/applicants/export`, {
      token: await tokenOf(who),
      body,
    });
    return { response, text: await response.text() };
  };
  const linesOf = (text: string) =>
    text
      .replace(/^\uFEFF/, "")
      .split("\r\n")
      .filter(Boolean);

  beforeAll(async () => {
    job = await makeJob(card, { endorsements: ["H"] });
    const formula = await apply(job, { first: '=HYPERLINK("http://x")', last: "Smith", daysAgo: 3 });
    await apply(job, { first: "Olive", last: 'O"Brien, Jr', phone: "(918)555-0177", daysAgo: 1 });
    await apply(job, { first: "Nomad", last: "Nowhere", lat: null, lng: null, years: null });
    tagId = ((await call(card, "POST", "/companies/tag", { tag: "Export me" })).data as { id: number }).id;
    await call(card, "POST", "/jobs/applicants/tag", { job_id: job, applicant_id: formula, tag_id: tagId });
  });

  it("answers the filtered list as a CSV file named for the job, quoted and formula-safe", async () => {
    const { response, text } = await exportCsv(card, {
      orders: [{ field: "application_at", direction: "asc" }],
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers.get("content-disposition")).toMatch(
      new RegExp(`^attachment; filename="applicants-job-${job}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    const lines = linesOf(text);
    expect(lines[0]).toBe(
      "Name,Stage,Phone,Email,Applied on,Experience (years),Distance (miles),Match (%),CDL status,City,State,Zip," +
        "Within range,Owner operator,Endorsements,Work experiences,Tags",
    );
    expect(lines).toHaveLength(4);
    // A name a spreadsheet would run as a formula starts with an apostrophe; quotes are doubled.
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""http:\/\/x""\) Smith",New,n\/a,/);
    expect(lines[1]).toMatch(/,Class A CDL,Tulsa,OK,74103,Yes,No,n\/a,dry_van,Export me$/);
    expect(lines[2]).toMatch(/^"Olive O""Brien, Jr",New,\(918\)555-0177,/);
    // No position: distance and range unknown; no years: 'n/a'.
    expect(lines[3]).toMatch(/^Nomad Nowhere,New,n\/a,[^,]+,\d{2}\/\d{2}\/\d{4},n\/a,n\/a,/);
  });

  it("exports only what the filters keep", async () => {
    const { text } = await exportCsv(card, { filters: [{ field: "tags", operator: "in", value: [tagId] }] });
    const lines = linesOf(text);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("Smith");
  });

  it("never exports another company's applicants", async () => {
    const { response, text } = await exportCsv(invoice, {});
    expect(response.status).toBe(404);
    expect(text).not.toContain("Olive");
  });
});

describe("paying for a job's work at its edges", () => {
  it("boosts a job whose boost was bought with another add-on after posting, once paid", async () => {
    const id = await makeJob(invoice, { title: "Boost As Addon Driver" });
    const chosen = await call(invoice, "PATCH", `/jobs/${id}/addons`, {
      addons: [
        { addon_type: "promote", subscribed: true },
        { addon_type: "boost", subscribed: true },
      ],
    });
    expect(chosen.status).toBe(200);
    const boostedDays = async () =>
      (
        await server.db.query<{ days: number | null }>(
          "select (boost_until - current_date)::integer as days from jobs where id = $1",
          [id],
        )
      )[0]!.days;
    expect(await boostedDays(), "not boosted before it is paid").toBeNull();
    const paid = await call(invoice, "POST", "/payment/employer/job/addons", { job_id: id });
    expect(paid.status).toBe(200);
    expect(await boostedDays()).toBe(7);
  });

  it("answers an admin's free boost with a transaction of its own and no charge", async () => {
    const id = await makeJob(card, { title: "Free Boost Answer Driver" });
    const free = await call("admin@haulboard.test", "POST", "/payment/employer/job/boost", {
      job_id: id,
      isAdmin: true,
    });
    expect(free.data).toEqual({
      transaction_id: `admin_boost_${id}`,
      amount: 0,
      status: "paid",
      invoice_id: null,
    });
  });

  it("refuses a renewal's or an add-on payment's key reused for another job, never replaying the first", async () => {
    const first = await makeJob(invoice, { title: "Keyed Renewal One", postingDaysAgo: 25 });
    const second = await makeJob(invoice, { title: "Keyed Renewal Two", postingDaysAgo: 25 });
    const renewal = (jobId: number) =>
      call(invoice, "POST", "/payment/invoice/renewal", {
        job_id: jobId,
        idempotency_key: "renewal-key-0000000001",
      });
    expect((await renewal(first)).status).toBe(200);
    expect((await renewal(second)).status).toBe(422);

    const addonsPaid = async (title: string) => {
      const id = await makeJob(invoice, { title });
      await call(invoice, "PATCH", `/jobs/${id}/addons`, {
        addons: [{ addon_type: "promote", subscribed: true }],
      });
      return call(invoice, "POST", "/payment/employer/job/addons", {
        job_id: id,
        idempotency_key: "addons-key-00000000001",
      });
    };
    expect((await addonsPaid("Keyed Addons One")).status).toBe(200);
    expect((await addonsPaid("Keyed Addons Two")).status).toBe(422);
  });

  it("refuses a renewal's key reused with another card", async () => {
    const id = await makeJob(card, { title: "Keyed Card Renewal", postingDaysAgo: 25 });
    const tokenize = async (number: string) => {
      const made = await call(card, "POST", "/payment/card/tokenize", {
        number,
        expiration_date: "12/34",
        cvv: "123",
        card_holder_name: "Cody Carver",
      });
      return (made.data as { card_token: string }).card_token;
    };
    const renew = async (number: string) =>
      call(card, "POST", "/payment/invoice/renewal", {
        job_id: id,
        card_token: await tokenize(number),
        idempotency_key: "card-renewal-key-000001",
      });
    expect((await renew(sandboxCards.approve)).status).toBe(200);
    expect((await renew(sandboxCards.approveMastercard)).status).toBe(422);
  });

  it("pays add-ons sent twice at once one time, the other told what was already paid", async () => {
    const id = await makeJob(invoice, { title: "Addons Twice Driver" });
    await call(invoice, "PATCH", `/jobs/${id}/addons`, {
      addons: [{ addon_type: "promote", subscribed: true }],
    });
    const answers = await Promise.all([
      call(invoice, "POST", "/payment/employer/job/addons", { job_id: id }),
      call(invoice, "POST", "/payment/employer/job/addons", { job_id: id }),
    ]);
    // The second is told why it paid nothing: 'already paid' when both found the add-ons unpaid, 'nothing
    // waiting' when the first had paid them before the second looked. Never a 5xx, never two charges.
    const [paid, refused] = [...answers].sort((a, b) => a.status - b.status);
    expect(paid?.status).toBe(200);
    expect([
      [409, alreadyPaidMessage("The add-ons of Addons Twice Driver")],
      [422, "This job has no add-ons waiting for payment"],
    ]).toContainEqual([refused?.status, refused?.message]);
    const [lines] = await server.db.query<{ n: number }>(
      `select count(*)::integer as n from transactions t join orders o on o.id = t.order_id
        where o.job_id = $1 and o.action_type = 'addons'`,
      [id],
    );
    expect(lines?.n, "one invoice line for the add-ons").toBe(1);
  });
});
