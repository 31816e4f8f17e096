import { it } from "@effect/vitest";
import { Effect, Exit, Fiber } from "effect";
import { TestClock } from "effect/testing";
import { expect } from "vitest";
import { makeFakeTransport, ok } from "../internal/fakeTransport.ts";
import { chargeJobPostToken } from "./Charge.ts";
import { makeApiClient } from "./Client.ts";
import { makeMemoryStorage, makeTokenStore } from "./TokenStore.ts";

/** A transport that never answers, but gives up when the request is aborted (as fetch does). */
const silent = () => {
  let aborted = 0;
  const hang = (request: { signal?: AbortSignal }) =>
    new Promise<Response>((_, reject) => {
      request.signal?.addEventListener("abort", () => {
        aborted++;
        reject(new DOMException("aborted", "AbortError"));
      });
    });
  return { hang, aborted: () => aborted };
};

const clientFor = (fetch: typeof globalThis.fetch) => {
  const tokenStore = makeTokenStore(makeMemoryStorage());
  tokenStore.set("accessToken", "access");
  return makeApiClient({ baseUrl: "http://test/api/v1", fetch, tokenStore });
};

/** Lets pending promises settle without moving the test clock. */
const settle = Effect.promise(() => new Promise((resolve) => setTimeout(resolve, 20)));

it.effect("fails a call with no answer after the spec's 6000 ms, as a network time-out", () =>
  Effect.gen(function* () {
    const { hang, aborted } = silent();
    const client = clientFor(((_input: RequestInfo | URL, init?: RequestInit) =>
      hang({ signal: init?.signal ?? undefined })) as typeof globalThis.fetch);
    const fiber = yield* Effect.forkChild(client.employer.get());
    yield* settle;
    yield* TestClock.adjust("5999 millis");
    yield* settle;
    expect(fiber.pollUnsafe()).toBeUndefined();
    yield* TestClock.adjust("1 millis");
    const exit = yield* Fiber.await(fiber);
    expect(Exit.isFailure(exit)).toBe(true);
    const error = Exit.isFailure(exit) ? exit.cause.reasons[0] : undefined;
    expect(error && "error" in error ? error.error : undefined).toMatchObject({
      _tag: "NetworkError",
      reason: "Timeout",
      status: 0,
    });
    // The request itself is aborted, not left running.
    yield* settle;
    expect(aborted()).toBe(1);
  }),
);

it.effect("a timed-out charge is a network-level failure: retried once after 5 seconds", () =>
  Effect.gen(function* () {
    const { hang } = silent();
    let calls = 0;
    const transport = makeFakeTransport({
      "POST /payment/employer/job/charge": () => {
        calls++;
        return calls === 1 ? hang({}) : ok({ transaction_id: "txn_1", amount: 300, status: "paid" });
      },
    });
    const client = clientFor(transport.fetch);
    const fiber = yield* Effect.forkChild(
      chargeJobPostToken(client, { secretToken: "jpt_1", actionType: "new_job", cardToken: "tok_4242" }),
    );
    yield* settle;
    yield* TestClock.adjust("6000 millis");
    yield* settle;
    expect(calls).toBe(1);
    yield* TestClock.adjust("5000 millis");
    const outcome = yield* Fiber.join(fiber);
    expect(outcome).toMatchObject({ _tag: "Charged" });
    expect(calls).toBe(2);
  }),
);
