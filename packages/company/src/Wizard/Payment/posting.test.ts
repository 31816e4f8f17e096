import { alertTextOf, makeApiClient, makeMemoryStorage, makeTokenStore } from "@haulboard/api";
import { ErrorText } from "@haulboard/domain";
import { describe, expect, it } from "vitest";
import { oklahomaCity } from "../../testing/wizardFixtures.ts";
import { type DraftPost, emptyContent, emptyDraft, type WizardDraft } from "../draft.ts";
import { fetchCardToken } from "./cardToken.ts";
import { postAndPay } from "./posting.ts";

type Route = (body: unknown) => Response;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** A client over a fake fetch that records "METHOD /path" and the body of every call. */
const clientWith = (routes: Record<string, Route>) => {
  const calls: { route: string; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const route = `${request.method} ${new URL(request.url).pathname.replace(/^\/api\/v1/, "")}`;
    const text = await request.text();
    const body = text ? JSON.parse(text) : undefined;
    calls.push({ route, body });
    const handler = routes[route];
    return handler ? handler(body) : json(404, { errors: [{ message: `no route ${route}` }] });
  };
  const tokenStore = makeTokenStore(makeMemoryStorage());
  tokenStore.set("accessToken", "a.b.c");
  return { client: makeApiClient({ baseUrl: "http://haulboard.test/api/v1", fetch, tokenStore }), calls };
};

const draft: WizardDraft = {
  ...emptyDraft,
  content: {
    ...emptyContent,
    title: "Regional flatbed driver",
    jobType: "flatbed",
    requiredExperience: "Y1",
    homeTime: "HW",
    expectedPay: "1450",
  },
  addresses: [oklahomaCity],
};

const posted = () =>
  json(200, { data: { jobs_post_token: "post_1", jobs: [{ id: 9320, cost: 500, addons: [] }] } });
const charged = () =>
  json(200, { data: { transaction_id: "txn_1", amount: 500, status: "paid", invoice_id: null } });

describe("the posting flow (employer-work §4)", () => {
  it("card: posts first, keeps the post, then charges its token with the card token", async () => {
    const { client, calls } = clientWith({
      "POST /jobs": posted,
      "POST /payment/employer/job/charge": charged,
    });
    const kept: DraftPost[] = [];
    const result = await postAndPay({
      client,
      draft,
      billingType: "card",
      cardToken: "tok_1",
      onPosted: (post) => kept.push(post),
    });
    expect(calls.map((call) => call.route)).toEqual(["POST /jobs", "POST /payment/employer/job/charge"]);
    expect(calls[1]?.body).toMatchObject({
      secret_token: "post_1",
      action_type: "new_job",
      card_token: "tok_1",
    });
    expect(kept[0]?.token).toBe("post_1");
    expect(result.outcome._tag).toBe("Charged");
  });

  it("a post already made is charged again, not posted twice", async () => {
    const { client, calls } = clientWith({ "POST /payment/employer/job/charge": charged });
    const post: DraftPost = { token: "post_9", jobs: [{ id: 1, cost: 300 }], idempotencyKey: "key-12345678" };
    await postAndPay({ client, draft: { ...draft, post }, billingType: "card", onPosted: () => {} });
    expect(calls.map((call) => call.route)).toEqual(["POST /payment/employer/job/charge"]);
    expect(calls[0]?.body).not.toHaveProperty("card_token");
    expect(calls[0]?.body).toHaveProperty("idempotency_key", "key-12345678");
  });

  it("'… is already paid. Aborting' counts as success", async () => {
    const { client } = clientWith({
      "POST /jobs": posted,
      "POST /payment/employer/job/charge": () =>
        json(409, { errors: [{ message: "Post post_1 is already paid. Aborting" }] }),
    });
    const result = await postAndPay({
      client,
      draft,
      billingType: "card",
      cardToken: "tok_1",
      onPosted: () => {},
    });
    expect(result.outcome._tag).toBe("AlreadyPaid");
  });

  it("invoice: the token goes on the invoice, with action type new job", async () => {
    const { client, calls } = clientWith({
      "POST /jobs": posted,
      "POST /payment/company/invoice/charge": charged,
    });
    await postAndPay({ client, draft, billingType: "invoice", onPosted: () => {} });
    expect(calls[1]).toEqual({
      route: "POST /payment/company/invoice/charge",
      body: { secret_token: "post_1", action_type: "new_job", idempotency_key: expect.any(String) },
    });
  });

  it("a declined card rejects with the server's first message", async () => {
    const { client } = clientWith({
      "POST /jobs": posted,
      "POST /payment/employer/job/charge": () =>
        json(402, { errors: [{ message: "Your card was declined. Try another card." }] }),
    });
    const failure = await postAndPay({
      client,
      draft,
      billingType: "card",
      cardToken: "tok_1",
      onPosted: () => {},
    }).catch((error: unknown) => error);
    expect(alertTextOf(failure)).toBe("Your card was declined. Try another card.");
  });
});

describe("card token states", () => {
  it("success, validation on a field, unknown field, error", async () => {
    const body = { number: "4242424242424242", expirationDate: "12/30", cvv: "123", cardHolderName: "Dana" };
    const ok = clientWith({
      "POST /payment/card/tokenize": () =>
        json(200, { data: { card_token: "tok_1", brand: "Visa", last_four: "4242" } }),
    });
    expect(await fetchCardToken(ok.client, body)).toEqual({ status: "success", token: "tok_1" });
    const cvv = clientWith({
      "POST /payment/card/tokenize": () => json(422, { errors: [{ message: "bad", field: "cvv" }] }),
    });
    expect(await fetchCardToken(cvv.client, body)).toEqual({
      status: "validation",
      field: "securityNumber",
      message: ErrorText.cardInvalidSecurityNumber,
    });
    const other = clientWith({
      "POST /payment/card/tokenize": () => json(422, { errors: [{ message: "bad", field: "zip" }] }),
    });
    expect(await fetchCardToken(other.client, body)).toMatchObject({
      status: "validation",
      message: ErrorText.cardUnknownError,
    });
    const down = clientWith({
      "POST /payment/card/tokenize": () => json(503, { errors: [{ message: "down" }] }),
    });
    expect(await fetchCardToken(down.client, body)).toEqual({
      status: "error",
      message: ErrorText.internalServer,
    });
  });
});
