import { chargeJobPostToken, makeApiClient, makeMemoryStorage, makeTokenStore } from "@haulboard/api";
import {
  addonPrices,
  alreadyPaidMarker,
  cardErrorMessages,
  chargeRetryDelayMs,
  type DeclineCode,
  declineMessages,
  ErrorText,
  hyperlinkInvalidText,
  jobBaseCost,
  PaymentText,
  postedJobCost,
  sandboxCards,
} from "@haulboard/domain";
import { Effect, Fiber } from "effect";
import { TestClock } from "effect/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { makeSandboxGateway } from "../src/payments/sandbox.ts";
import { paymentDemoAccounts } from "../src/seed/jobs.ts";
import { startTestServer, type TestServer } from "./support/server.ts";

const card = paymentDemoAccounts.cardAdmin.email;
const cardUser = paymentDemoAccounts.cardUser.email;
const invoice = paymentDemoAccounts.invoiceAdmin.email;
const otherCompany = "contributor@haulboard.test";

const address = (city: string, state: string, postalCode: string | null = null) => ({
  street1: "1200 Depot Rd",
  city,
  state,
  coordinates: [-95.99, 36.15],
  country: "US",
  postal_code: postalCode,
});

const boostAndHyperlink = [
  { addon_type: "boost", subscribed: true },
  { addon_type: "hyperlink", subscribed: true, external_url: "https://summit.example.com/apply" },
];

const jobPayload = (overrides: Record<string, unknown> = {}) => ({
  title: "CDL-A Regional Dry Van Driver",
  job_type: "dry_van",
  additional_experience: null,
  home_time: "HW",
  required_experience: "Y1",
  job_description:
    '<p>Weekly <strong>pay</strong></p><script>alert("x")</script><img src=x onerror="alert(1)">',
  driver_unload: false,
  expected_pay: 1500.5,
  signon_bonus: 0,
  starting_bonus: 500,
  benefits: ["health", "dental"],
  endorsements: ["H", "T"],
  salary_type: "weekly",
  addons: boostAndHyperlink,
  addresses: [address("Tulsa", "OK", "74103"), address("Dallas", "TX", "75201")],
  video_url: null,
  ...overrides,
});

interface Posted {
  jobs_post_token: string;
  jobs: {
    id: number;
    cost: number;
    addons: { addon_type: string; cost: number; external_url: string | null }[];
  }[];
}

const logLines: string[] = [];
let server: TestServer;
/** Set by a test: the gateway records the next charge and then its answer is lost (a time-out). */
let loseNextGatewayAnswer = false;
beforeAll(async () => {
  server = await startTestServer({
    log: (line) => logLines.push(line),
    payments: (db) =>
      makeSandboxGateway(db, {
        timeoutAfterRecording: () => {
          const lose = loseNextGatewayAnswer;
          loseNextGatewayAnswer = false;
          return lose;
        },
      }),
  });
});
afterAll(() => server.close());
// Most tests tokenise many cards as one user: each starts with the tokenisation limits cleared
// (the last test checks the limit itself).
beforeEach(() => server.db.query("delete from rate_events where key like 'card-token:%'"));

const tokenOf = async (email: string) => (await server.tokensOf(email)).accessToken;

const call = async (token: string, method: string, path: string, body?: unknown) => {
  const response = await server.request(method, path, { token, ...(body !== undefined ? { body } : {}) });
  const json = (await response.json()) as { data?: unknown; errors?: { message: string; field?: string }[] };
  return { status: response.status, json, data: json.data as never, message: json.errors?.[0]?.message };
};

const post = async (token: string, overrides: Record<string, unknown> = {}) => {
  const answer = await call(token, "POST", "/jobs", jobPayload(overrides));
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return answer.data as Posted;
};

const tokenize = async (token: string, number: string, extra: Record<string, string> = {}) =>
  call(token, "POST", "/payment/card/tokenize", {
    number,
    expiration_date: "12/34",
    cvv: "917",
    card_holder_name: "Cody Carver",
    ...extra,
  });

const cardToken = async (token: string, number: string = sandboxCards.approve) => {
  const answer = await tokenize(token, number);
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return (answer.data as { card_token: string }).card_token;
};

const gatewayCharges = async (cents?: number) =>
  server.db.query<{ id: string; status: string; amount_cents: string }>(
    `select id, status, amount_cents::text from sandbox_gateway_charges
      where ($1::bigint is null or amount_cents = $1) order by created_at`,
    [cents ?? null],
  );

const attemptsOf = (postToken: string) =>
  server.db.query<{ status: string; gateway_charge_id: string | null; provider: string }>(
    `select t.status, t.gateway_charge_id, t.provider from transactions t join orders o on o.id = t.order_id
       join job_posts p on p.id = o.post_id where p.token = $1 order by t.id`,
    [postToken],
  );

const orderOf = async (postToken: string) => {
  const [row] = await server.db.query<{ status: string; amount: string; invoice_id: number | null }>(
    "select o.status, o.amount::text, o.invoice_id from orders o join job_posts p on p.id = o.post_id where p.token = $1",
    [postToken],
  );
  return row;
};

const chargeBody = (secret: string, extra: Record<string, unknown> = {}) => ({
  secret_token: secret,
  action_type: "new_job",
  ...extra,
});

describe("POST /jobs", () => {
  it("posts one job per targeted address, each with its cost and add-ons, pending payment", async () => {
    const token = await tokenOf(card);
    const posted = await post(token);
    expect(posted.jobs_post_token).toMatch(/^jpt_/);
    const perJob = jobBaseCost + addonPrices.boost + addonPrices.hyperlink;
    expect(posted.jobs.map((job) => job.cost)).toEqual([perJob, perJob]);
    expect(posted.jobs[0]!.addons.map((addon) => [addon.addon_type, addon.cost, addon.external_url])).toEqual(
      [
        ["boost", addonPrices.boost, null],
        ["hyperlink", addonPrices.hyperlink, "https://summit.example.com/apply"],
      ],
    );
    const [first, second] = posted.jobs;
    const detail = await call(token, "GET", `/jobs/${first!.id}`);
    expect(detail.status).toBe(200);
    expect(detail.json.data).toMatchObject({
      city: "Tulsa",
      state: "OK",
      zip_code: "74103",
      status: "Inactive",
    });
    expect((await call(token, "GET", `/jobs/${second!.id}`)).json.data).toMatchObject({ city: "Dallas" });
    expect(await orderOf(posted.jobs_post_token)).toMatchObject({
      status: "PROCESSING_PAYMENT",
      amount: (perJob * 2).toFixed(2),
    });
  });

  it("stores the description sanitised: no script, no event handler, the text kept", async () => {
    const token = await tokenOf(card);
    const posted = await post(token);
    const detail = await call(token, "GET", `/jobs/${posted.jobs[0]!.id}`);
    const html = (detail.json.data as { job_description: string }).job_description;
    expect(html).toContain("<strong>pay</strong>");
    expect(html).not.toMatch(/script|onerror|alert/);
  });

  it("drops an empty zip code and uses a given one for addresses without their own", async () => {
    const token = await tokenOf(card);
    const empty = await post(token, { zip_code: "", addresses: [address("Tulsa", "OK")] });
    expect((await call(token, "GET", `/jobs/${empty.jobs[0]!.id}`)).json.data).toMatchObject({
      zip_code: null,
    });
    const given = await post(token, { zip_code: "74103", addresses: [address("Tulsa", "OK")] });
    expect((await call(token, "GET", `/jobs/${given.jobs[0]!.id}`)).json.data).toMatchObject({
      zip_code: "74103",
    });
  });

  it("refuses addresses outside the US, a hyperlink without a valid URL and no address at all", async () => {
    const token = await tokenOf(card);
    const abroad = await call(
      token,
      "POST",
      "/jobs",
      jobPayload({ addresses: [{ ...address("Toronto", "ON"), country: "CA" }] }),
    );
    expect([abroad.status, abroad.message]).toEqual([422, ErrorText.addressNotUs]);
    const badUrl = await call(
      token,
      "POST",
      "/jobs",
      jobPayload({
        addons: [{ addon_type: "hyperlink", subscribed: true, external_url: "javascript:alert(1)" }],
      }),
    );
    // The wizard's words (the domain's one text), not a second wording of the server's.
    expect([badUrl.status, badUrl.message]).toEqual([422, hyperlinkInvalidText]);
    expect((await call(token, "POST", "/jobs", jobPayload({ addresses: [] }))).status).toBe(422);
  });

  it("refuses a caller without a company", async () => {
    const answer = await call(await tokenOf("newemployer@haulboard.test"), "POST", "/jobs", jobPayload());
    expect(answer.status).toBe(422);
  });
});

describe("paying a post by card (CELERO)", () => {
  it("tells a local trial's payment step which test cards the sandbox has; a real gateway tells none", async () => {
    const token = await tokenOf(cardUser);
    const listed = await call(token, "GET", "/payment/test-cards");
    expect(listed.status).toBe(200);
    const cards = listed.data as { number: string; outcome: string }[];
    expect(cards).toContainEqual({ number: sandboxCards.approve, outcome: "Approved" });
    expect(cards).toContainEqual({
      number: sandboxCards.genericDecline,
      outcome: "Your card was declined. Try another card.",
    });

    // A gateway with no test cards (a real provider's adapter): the list is empty, the step shows none.
    const real = await startTestServer({
      payments: (db) => {
        const { testCards: _none, ...gateway } = makeSandboxGateway(db);
        return gateway;
      },
    });
    try {
      const answer = await real.request("GET", "/payment/test-cards", {
        token: (await real.tokensOf(cardUser)).accessToken,
      });
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { data: unknown[] }).data).toEqual([]);
    } finally {
      await real.close();
    }
  });

  it("charges the approving test card once and posts the jobs", async () => {
    const token = await tokenOf(cardUser);
    const posted = await post(token);
    const amount =
      postedJobCost([
        { addonType: "boost", subscribed: true },
        { addonType: "hyperlink", subscribed: true },
      ]) * 2;
    const tok = await cardToken(token);
    const paid = await call(
      token,
      "POST",
      "/payment/employer/job/charge",
      chargeBody(posted.jobs_post_token, { card_token: tok }),
    );
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    expect(paid.json.data).toEqual({
      transaction_id: expect.stringMatching(/^ch_/),
      amount,
      status: "paid",
      invoice_id: null,
    });
    const charge = (paid.data as { transaction_id: string }).transaction_id;
    const [recorded] = await server.db.query<{ status: string; amount_cents: string }>(
      "select status, amount_cents::text from sandbox_gateway_charges where id = $1",
      [charge],
    );
    expect(recorded).toEqual({ status: "succeeded", amount_cents: String(amount * 100) });
    expect(await orderOf(posted.jobs_post_token)).toMatchObject({ status: "paid" });
    const listed = await call(token, "POST", "/jobs/search?limit=100", {});
    const mine = (
      listed.data as { id: number; status: string; posting_date: string; boost_active: boolean }[]
    ).filter((job) => posted.jobs.some((p) => p.id === job.id));
    expect(mine.map((job) => job.status)).toEqual(["POSTED", "POSTED"]);
    expect(mine.every((job) => job.boost_active)).toBe(true);
  });

  it("saves a card and charges the saved card without a card token", async () => {
    const token = await tokenOf(card);
    const saved = await call(token, "POST", "/payment/company/payment-method", {
      token: await cardToken(token, sandboxCards.approveMastercard),
      card_holder_name: "Cody Carver",
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.data).toEqual({
      card_type: "Mastercard",
      expiration_date: "12/34",
      card_holder_name: "Cody Carver",
      masked_number: "**** **** **** 4444",
    });
    expect((await call(await tokenOf(cardUser), "GET", "/payment/company/payment-method")).json.data).toEqual(
      saved.json.data,
    );
    const posted = await post(token);
    const paid = await call(
      token,
      "POST",
      "/payment/employer/job/charge",
      chargeBody(posted.jobs_post_token),
    );
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    expect((await attemptsOf(posted.jobs_post_token)).map((a) => a.status)).toEqual(["APPROVED"]);
  });

  it("refuses an invoice company's card charge and a card company's invoice charge", async () => {
    const invoiceToken = await tokenOf(invoice);
    const posted = await post(invoiceToken);
    const byCard = await call(
      invoiceToken,
      "POST",
      "/payment/employer/job/charge",
      chargeBody(posted.jobs_post_token, { card_token: "tok_x" }),
    );
    expect([byCard.status, byCard.message]).toEqual([422, PaymentText.invoiceOnly]);
    const cardToken_ = await tokenOf(card);
    const cardPost = await post(cardToken_);
    const toInvoice = await call(
      cardToken_,
      "POST",
      "/payment/company/invoice/charge",
      chargeBody(cardPost.jobs_post_token),
    );
    expect([toInvoice.status, toInvoice.message]).toEqual([422, PaymentText.cardOnly]);
  });

  const declines: [keyof typeof sandboxCards, DeclineCode][] = [
    ["genericDecline", "card_declined"],
    ["insufficientFunds", "insufficient_funds"],
    ["expiredCard", "expired_card"],
    ["incorrectCvc", "incorrect_cvc"],
    ["processingError", "processing_error"],
  ];
  for (const [name, code] of declines) {
    it(`declines ${name} (${sandboxCards[name]}) with its message, charges nothing, and a good card pays after`, async () => {
      const token = await tokenOf(card);
      const posted = await post(token);
      const declined = await call(
        token,
        "POST",
        "/payment/employer/job/charge",
        chargeBody(posted.jobs_post_token, { card_token: await cardToken(token, sandboxCards[name]) }),
      );
      expect([declined.status, declined.message]).toEqual([402, declineMessages[code]]);
      expect(await orderOf(posted.jobs_post_token)).toMatchObject({ status: "DECLINED" });
      const detail = await call(token, "GET", `/jobs/${posted.jobs[0]!.id}`);
      expect((detail.json.data as { status: string }).status).toBe("Inactive");
      // Saving the card declines as well (the issuer is asked when a card is saved).
      const save = await call(token, "POST", "/payment/company/payment-method", {
        token: await cardToken(token, sandboxCards[name]),
        card_holder_name: "Cody Carver",
      });
      expect([save.status, save.message]).toEqual([402, declineMessages[code]]);

      const retry = await call(
        token,
        "POST",
        "/payment/employer/job/charge",
        chargeBody(posted.jobs_post_token, { card_token: await cardToken(token) }),
      );
      expect(retry.status).toBe(200);
      const attempts = await attemptsOf(posted.jobs_post_token);
      expect(attempts.map((a) => a.status)).toEqual(["DECLINED", "APPROVED"]);
      const succeeded = await server.db.query(
        "select 1 from sandbox_gateway_charges where status = 'succeeded' and id = any($1::text[])",
        [attempts.map((a) => a.gateway_charge_id)],
      );
      expect(succeeded).toHaveLength(1);
    });
  }

  it("saves the card that goes bad, then declines every charge of it", async () => {
    const token = await tokenOf(cardUser);
    const admin = await tokenOf(card);
    const saved = await call(admin, "POST", "/payment/company/payment-method", {
      token: await cardToken(admin, sandboxCards.declineAfterSave),
      card_holder_name: "Cody Carver",
    });
    expect(saved.status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const posted = await post(token);
      const charged = await call(
        token,
        "POST",
        "/payment/employer/job/charge",
        chargeBody(posted.jobs_post_token),
      );
      expect([charged.status, charged.message]).toEqual([402, declineMessages.card_declined]);
    }
  });

  it("checks the card at tokenisation with the spec's card messages", async () => {
    const token = await tokenOf(cardUser);
    const number = await tokenize(token, "4242 4242 4242 4241");
    expect([number.status, number.message, number.json.errors?.[0]?.field]).toEqual([
      422,
      cardErrorMessages.number,
      "number",
    ]);
    const expired = await tokenize(token, sandboxCards.approve, { expiration_date: "01/20" });
    expect([expired.status, expired.message]).toEqual([422, cardErrorMessages.expiration]);
    const cvv = await tokenize(token, sandboxCards.approve, { cvv: "12" });
    expect([cvv.status, cvv.message]).toEqual([422, cardErrorMessages.securityNumber]);
    const spaced = await tokenize(token, "4242 4242 4242 4242");
    expect(spaced.json.data).toMatchObject({ brand: "Visa", last_four: "4242" });
  });

  it("answers 'already paid' to a second charge and charges once", async () => {
    const token = await tokenOf(card);
    const posted = await post(token);
    const first = await call(
      token,
      "POST",
      "/payment/employer/job/charge",
      chargeBody(posted.jobs_post_token, { card_token: await cardToken(token) }),
    );
    expect(first.status).toBe(200);
    const second = await call(
      token,
      "POST",
      "/payment/employer/job/charge",
      chargeBody(posted.jobs_post_token, { card_token: await cardToken(token) }),
    );
    expect(second.status).toBe(409);
    expect(second.message).toContain(alreadyPaidMarker);
    expect((await attemptsOf(posted.jobs_post_token)).map((a) => a.status)).toEqual(["APPROVED"]);
  });

  it("charges once when the same charge is sent twice at the same time: one charge, one 'already paid'", async () => {
    const token = await tokenOf(card);
    const posted = await post(token);
    const [a, b] = [await cardToken(token), await cardToken(token)];
    const before = (await gatewayCharges()).length;
    const answers = await Promise.all([
      call(
        token,
        "POST",
        "/payment/employer/job/charge",
        chargeBody(posted.jobs_post_token, { card_token: a }),
      ),
      call(
        token,
        "POST",
        "/payment/employer/job/charge",
        chargeBody(posted.jobs_post_token, { card_token: b }),
      ),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.message).toContain(alreadyPaidMarker);
    expect((await gatewayCharges()).length - before).toBe(1);
    expect((await attemptsOf(posted.jobs_post_token)).map((x) => x.status)).toEqual(["APPROVED"]);
  });

  it("answers a retry with the same idempotency key with the first result, and refuses the key with other parameters", async () => {
    const token = await tokenOf(card);
    const posted = await post(token);
    const tok = await cardToken(token);
    const body = chargeBody(posted.jobs_post_token, {
      card_token: tok,
      idempotency_key: "wizard-7f3c9a1e-0001",
    });
    const before = (await gatewayCharges()).length;
    const first = await call(token, "POST", "/payment/employer/job/charge", body);
    const again = await call(token, "POST", "/payment/employer/job/charge", body);
    expect(first.status).toBe(200);
    expect(again.json).toEqual(first.json);
    expect((await gatewayCharges()).length - before).toBe(1);
    const other = await post(token);
    const mismatch = await call(
      token,
      "POST",
      "/payment/employer/job/charge",
      chargeBody(other.jobs_post_token, { card_token: tok, idempotency_key: "wizard-7f3c9a1e-0001" }),
    );
    expect([mismatch.status, mismatch.message]).toEqual([422, PaymentText.idempotencyMismatch]);
    // A decline is a result too: the retry with its key answers the same decline without a new charge.
    const declinedPost = await post(token);
    const declineBody = chargeBody(declinedPost.jobs_post_token, {
      card_token: await cardToken(token, sandboxCards.insufficientFunds),
      idempotency_key: "wizard-7f3c9a1e-0002",
    });
    const declined = await call(token, "POST", "/payment/employer/job/charge", declineBody);
    const replayed = await call(token, "POST", "/payment/employer/job/charge", declineBody);
    expect([declined.status, replayed.status, replayed.message]).toEqual([
      402,
      402,
      declineMessages.insufficient_funds,
    ]);
    expect(await attemptsOf(declinedPost.jobs_post_token)).toHaveLength(1);
  });
});

describe("faults on the way to the gateway", () => {
  it("the gateway's answer is lost after it charged: the retry resumes the attempt, one charge recorded", async () => {
    const token = await tokenOf(card);
    const posted = await post(token);
    const body = chargeBody(posted.jobs_post_token, { card_token: await cardToken(token) });
    loseNextGatewayAnswer = true;
    const lost = await call(token, "POST", "/payment/employer/job/charge", body);
    expect([lost.status, lost.message]).toEqual([504, PaymentText.gatewayTimeout]);
    const [attempt] = await attemptsOf(posted.jobs_post_token);
    expect(attempt?.status).toBe("PROCESSING_PAYMENT");
    const retried = await call(token, "POST", "/payment/employer/job/charge", body);
    expect(retried.status, JSON.stringify(retried.json)).toBe(200);
    const attempts = await attemptsOf(posted.jobs_post_token);
    expect(attempts.map((a) => a.status)).toEqual(["APPROVED"]);
    const charges = await server.db.query(
      `select c.id from sandbox_gateway_charges c join transactions t on t.gateway_key = c.idempotency_key
         join orders o on o.id = t.order_id join job_posts p on p.id = o.post_id where p.token = $1`,
      [posted.jobs_post_token],
    );
    expect(charges).toHaveLength(1);
  });

  it("the network drops the charge's answer: the client retries once after 5 s and one charge is recorded", async () => {
    const token = await tokenOf(card);
    const posted = await post(token);
    const tok = await cardToken(token);
    let chargeCalls = 0;
    let dropped: () => void = () => {};
    const droppedOnce = new Promise<void>((resolve) => {
      dropped = resolve;
    });
    // The server gets the request and answers; the answer never reaches the client.
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const response = await server.app.fetch(request);
      if (request.url.endsWith("/payment/employer/job/charge") && ++chargeCalls === 1) {
        await response.arrayBuffer();
        dropped();
        throw new TypeError("network connection lost");
      }
      return response;
    };
    const tokens = makeTokenStore(makeMemoryStorage());
    tokens.set("accessToken", token);
    const client = makeApiClient({
      baseUrl: "http://test/api/v1",
      fetch: fetch as typeof globalThis.fetch,
      tokenStore: tokens,
      onUnauthorized: () => {},
      isSignUpPath: () => false,
    });
    const outcome = await Effect.runPromise(
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(
          chargeJobPostToken(client, {
            secretToken: posted.jobs_post_token,
            actionType: "new_job",
            cardToken: tok,
            idempotencyKey: "wizard-network-drop-0001",
          }),
        );
        yield* Effect.promise(() => droppedOnce);
        yield* TestClock.adjust(chargeRetryDelayMs - 1);
        yield* Effect.promise(() => new Promise((resolve) => setTimeout(resolve, 50)));
        expect(chargeCalls, "no retry before 5 s").toBe(1);
        yield* TestClock.adjust(1);
        return yield* Fiber.join(fiber);
      }).pipe(Effect.provide(TestClock.layer())),
    );
    expect(chargeCalls).toBe(2);
    expect(outcome._tag).toBe("Charged");
    const attempts = await attemptsOf(posted.jobs_post_token);
    expect(attempts.map((a) => a.status)).toEqual(["APPROVED"]);
    expect(outcome._tag === "Charged" && outcome.result.transactionId).toBe(attempts[0]!.gateway_charge_id);
    const charges = await server.db.query("select id from sandbox_gateway_charges where id = $1", [
      attempts[0]!.gateway_charge_id,
    ]);
    expect(charges).toHaveLength(1);
    expect(await gatewayCharges()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: attempts[0]!.gateway_charge_id })]),
    );
  });
});

describe("paying a post on the invoice (CONTRACT)", () => {
  it("puts the post on the company's open invoice once; a second charge is 'already paid'", async () => {
    const token = await tokenOf(invoice);
    const posted = await post(token);
    const charged = await call(
      token,
      "POST",
      "/payment/company/invoice/charge",
      chargeBody(posted.jobs_post_token),
    );
    expect(charged.status, JSON.stringify(charged.json)).toBe(200);
    const data = charged.json.data as { invoice_id: number; status: string; amount: number };
    expect(data.status).toBe("APPROVED");
    expect(data.amount).toBe(
      postedJobCost([
        { addonType: "boost", subscribed: true },
        { addonType: "hyperlink", subscribed: true },
      ]) * 2,
    );
    const [open] = await server.db.query<{ status: string; company_name: string }>(
      "select i.status, c.company_name from invoices i join companies c on c.id = i.company_id where i.id = $1",
      [data.invoice_id],
    );
    expect(open).toEqual({ status: "PROCESSING_PAYMENT", company_name: "Prairie Contract Freight" });
    expect(await orderOf(posted.jobs_post_token)).toMatchObject({
      status: "APPROVED",
      invoice_id: data.invoice_id,
    });
    const again = await call(
      token,
      "POST",
      "/payment/company/invoice/charge",
      chargeBody(posted.jobs_post_token),
    );
    expect(again.status).toBe(409);
    expect(again.message).toContain(alreadyPaidMarker);
    const listed = await call(token, "GET", `/jobs/${posted.jobs[0]!.id}`);
    expect((listed.json.data as { status: string }).status).toBe("POSTED");
    expect((await attemptsOf(posted.jobs_post_token)).map((a) => [a.provider, a.status])).toEqual([
      ["CONTRACT", "APPROVED"],
    ]);
  });
});

describe("scoping to the caller's company", () => {
  it("hides another company's jobs and refuses to charge its post token", async () => {
    const mine = await tokenOf(card);
    const posted = await post(mine);
    const stranger = await tokenOf(otherCompany);
    expect((await call(stranger, "GET", `/jobs/${posted.jobs[0]!.id}`)).status).toBe(404);
    const charge = await call(
      stranger,
      "POST",
      "/payment/employer/job/charge",
      chargeBody(posted.jobs_post_token, { card_token: await cardToken(stranger) }),
    );
    expect(charge.status).toBe(404);
    const theirs = await call(stranger, "POST", "/jobs/search?limit=100", {});
    expect((theirs.data as { id: number }[]).map((job) => job.id)).not.toContain(posted.jobs[0]!.id);
    // Admins read any company's jobs.
    const admin = await call(await tokenOf("admin@haulboard.test"), "GET", `/jobs/${posted.jobs[0]!.id}`);
    expect(admin.status).toBe(200);
  });

  it("lists the company's jobs with filters, sort and paging", async () => {
    const token = await tokenOf(invoice);
    const page = await call(token, "POST", "/jobs/search?limit=2&offset=0", {
      filters: [{ field: "title", operator: "ilike", value: "driver" }],
      orders: [{ field: "title", direction: "asc" }],
    });
    expect(page.status).toBe(200);
    const rows = page.data as { title: string }[];
    expect(rows).toHaveLength(2);
    expect((page.json as { pagination: { total: number } }).pagination.total).toBeGreaterThan(2);
    expect([...rows.map((r) => r.title)].sort()).toEqual(rows.map((r) => r.title));
  });
});

describe("card data never stays with the server", () => {
  it("has no card number or security number in any table or log line", async () => {
    const token = await tokenOf(card);
    const posted = await post(token);
    const cvv = "4913";
    const answer = await call(token, "POST", "/payment/card/tokenize", {
      number: "3782 822463 10005",
      expiration_date: "11/33",
      cvv,
      card_holder_name: "Cody Carver",
    });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const tok = (answer.data as { card_token: string }).card_token;
    expect(
      (
        await call(
          token,
          "POST",
          "/payment/employer/job/charge",
          chargeBody(posted.jobs_post_token, { card_token: tok }),
        )
      ).status,
    ).toBe(200);
    await tokenize(token, sandboxCards.approve, { cvv: "917" });
    const tables = await server.db.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'",
    );
    let dump = "";
    for (const { table_name } of tables) {
      const rows = await server.db.query<{ row: string }>(
        `select row_to_json(t)::text as row from "${table_name}" t`,
      );
      dump += rows.map((r) => r.row).join("\n");
    }
    expect(dump.length).toBeGreaterThan(1000);
    for (const number of [
      "378282246310005",
      "3782 822463 10005",
      "4242424242424242",
      "4242 4242 4242 4242",
    ]) {
      expect(dump).not.toContain(number);
      expect(logLines.join("\n")).not.toContain(number);
    }
    expect(dump).not.toMatch(/"cvv"|"security/i);
    expect(dump).not.toContain(`"${cvv}"`);
    expect(dump).not.toContain('"917"');
    expect(logLines.some((line) => line.includes("/payment/card/tokenize"))).toBe(true);
    expect(logLines.join("\n")).not.toContain(cvv);
  });

  it("rate-limits card tokenisation per user", async () => {
    const token = await tokenOf("invoiceuser@haulboard.test");
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await tokenize(token, "4242 4242 4242 4241")).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422));
    expect(statuses[10]).toBe(429);
  });
});
