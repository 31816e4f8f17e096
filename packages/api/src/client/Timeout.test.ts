import { it } from "@effect/vitest";
import { timeoutMs } from "@haulboard/domain";
import { Effect, Exit, Fiber, Schema } from "effect";
import { TestClock } from "effect/testing";
import { expect } from "vitest";
import { Employer } from "../contract/Employer.ts";
import { makeFakeTransport, ok } from "../internal/fakeTransport.ts";
import { employerFixture } from "../mocks/fixtures.ts";
import { chargeJobPostToken } from "./Charge.ts";
import { makeApiClient } from "./Client.ts";
import { makeMemoryStorage, makeTokenStore } from "./TokenStore.ts";

// The request time-out is a plain timer that aborts the fetch (Caller.ts: an Effect race would cost the
// login route's sign-in budget). These tests shorten it through `timeoutMs` and wait in real time; the
// charge's 5 s retry runs on Effect's clock, driven by TestClock.

/** A transport that never answers, but gives up when the request is aborted (as fetch does). */
const silent = () => {
  let aborted = 0;
  const hang = (signal: AbortSignal | null | undefined) =>
    new Promise<Response>((_, reject) => {
      signal?.addEventListener("abort", () => {
        aborted++;
        reject(signal.reason);
      });
    });
  return { hang, aborted: () => aborted };
};

const clientFor = (fetch: typeof globalThis.fetch, limitMs: number) => {
  const tokenStore = makeTokenStore(makeMemoryStorage());
  tokenStore.set("accessToken", "access");
  return makeApiClient({ baseUrl: "http://test/api/v1", fetch, tokenStore, timeoutMs: limitMs });
};

const wait = (ms: number) => Effect.promise(() => new Promise((resolve) => setTimeout(resolve, ms)));

it("uses the spec's 6000 ms by default", () => {
  expect(timeoutMs).toBe(6000);
});

it.effect("fails a call with no answer in time as a network time-out, and aborts the request", () =>
  Effect.gen(function* () {
    const { hang, aborted } = silent();
    const client = clientFor(
      ((_: RequestInfo | URL, init?: RequestInit) => hang(init?.signal)) as typeof globalThis.fetch,
      40,
    );
    const exit = yield* Effect.exit(client.employer.get());
    expect(Exit.isFailure(exit)).toBe(true);
    const reason = Exit.isFailure(exit) ? exit.cause.reasons[0] : undefined;
    expect(reason && "error" in reason ? reason.error : undefined).toMatchObject({
      _tag: "NetworkError",
      reason: "Timeout",
      status: 0,
    });
    expect(aborted()).toBe(1);
  }),
);

it.effect("an answer within the time-out is taken", () =>
  Effect.gen(function* () {
    const employerWire = Schema.encodeSync(Employer)(employerFixture);
    const transport = makeFakeTransport({
      "GET /employer": () => new Promise((resolve) => setTimeout(() => resolve(ok(employerWire)), 10)),
    });
    const employer = yield* clientFor(transport.fetch, 500).employer.get();
    expect(employer.email).toBe(employerFixture.email);
  }),
);

it.effect("a timed-out charge is a network-level failure: retried once after 5 seconds", () =>
  Effect.gen(function* () {
    const { hang } = silent();
    let calls = 0;
    const transport = makeFakeTransport({
      "POST /payment/employer/job/charge": () => {
        calls++;
        return calls === 1
          ? hang(undefined)
          : ok({ transaction_id: "txn_1", amount: 300, status: "paid", invoice_id: null });
      },
    });
    // The fake transport's Request has no link to our signal: give the hanging call a time-out to hit.
    const client = clientFor(transport.fetch, 40);
    const fiber = yield* Effect.forkChild(
      chargeJobPostToken(client, { secretToken: "jpt_1", actionType: "new_job", cardToken: "tok_4242" }),
    );
    yield* wait(120);
    expect(calls).toBe(1);
    yield* TestClock.adjust("4999 millis");
    yield* wait(20);
    expect(calls).toBe(1);
    yield* TestClock.adjust("1 millis");
    const outcome = yield* Fiber.join(fiber);
    expect(outcome).toMatchObject({ _tag: "Charged" });
    expect(calls).toBe(2);
  }),
);
