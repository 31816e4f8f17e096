import { it } from "@effect/vitest";
import { Effect, Exit, Fiber } from "effect";
import { TestClock } from "effect/testing";
import { expect } from "vitest";
import { failure, makeFakeTransport, ok } from "../internal/fakeTransport.ts";
import { chargeJobPostToken } from "./Charge.ts";
import { makeApiClient } from "./Client.ts";
import { makeMemoryStorage, makeTokenStore } from "./TokenStore.ts";

const chargeBody = {
  secretToken: "jpt_5d2c81a9",
  actionType: "new_job",
  cardToken: "tok_sandbox_4242",
} as const;
const paid = { transaction_id: "txn_1", amount: 300, status: "paid", invoice_id: null };

const clientWith = (answers: Array<() => Response | Promise<Response>>) => {
  let index = 0;
  const transport = makeFakeTransport({
    "POST /payment/employer/job/charge": () => {
      const answer = answers[Math.min(index, answers.length - 1)]!;
      index++;
      return answer();
    },
  });
  const tokenStore = makeTokenStore(makeMemoryStorage());
  tokenStore.set("accessToken", "access");
  const client = makeApiClient({ baseUrl: "http://test/api/v1", fetch: transport.fetch, tokenStore });
  return { client, transport };
};

/** Lets the fake transport's promises settle without moving the test clock. */
const settle = Effect.promise(() => new Promise((resolve) => setTimeout(resolve, 20)));

it.effect("retries a charge that got no response once, after 5 seconds", () =>
  Effect.gen(function* () {
    const { client, transport } = clientWith([
      () => Promise.reject(new TypeError("network down")),
      () => ok(paid),
    ]);
    const fiber = yield* Effect.forkChild(chargeJobPostToken(client, chargeBody));
    yield* settle;
    expect(transport.count("POST", "/payment/employer/job/charge")).toBe(1);
    yield* TestClock.adjust("4999 millis");
    yield* settle;
    expect(transport.count("POST", "/payment/employer/job/charge")).toBe(1);
    yield* TestClock.adjust("1 millis");
    const outcome = yield* Fiber.join(fiber);
    expect(outcome).toEqual({
      _tag: "Charged",
      result: { transactionId: "txn_1", amount: 300, status: "paid", invoiceId: null },
    });
    expect(transport.count("POST", "/payment/employer/job/charge")).toBe(2);
  }),
);

it.effect("gives up after the one retry", () =>
  Effect.gen(function* () {
    const { client, transport } = clientWith([() => Promise.reject(new TypeError("network down"))]);
    const fiber = yield* Effect.forkChild(chargeJobPostToken(client, chargeBody));
    yield* settle;
    yield* TestClock.adjust("5 seconds");
    yield* settle;
    yield* TestClock.adjust("60 seconds");
    const exit = yield* Fiber.await(fiber);
    expect(Exit.isFailure(exit)).toBe(true);
    expect(transport.count("POST", "/payment/employer/job/charge")).toBe(2);
  }),
);

it.effect("never retries a charge the server refused", () =>
  Effect.gen(function* () {
    const { client, transport } = clientWith([() => failure(402, "Card declined"), () => ok(paid)]);
    const exit = yield* Effect.exit(chargeJobPostToken(client, chargeBody));
    expect(Exit.isFailure(exit)).toBe(true);
    expect(transport.count("POST", "/payment/employer/job/charge")).toBe(1);
  }),
);

it.effect("counts an 'already paid' answer as success", () =>
  Effect.gen(function* () {
    const { client } = clientWith([
      () => failure(409, "Jobs post token jpt_5d2c81a9 is already paid. Aborting"),
    ]);
    const outcome = yield* chargeJobPostToken(client, chargeBody);
    expect(outcome._tag).toBe("AlreadyPaid");
  }),
);
