import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../src/db/Database.ts";
import { makeRateLimiter, type RateLimiter, type RateRule } from "../src/security/rateLimit.ts";
import { openTestDatabase } from "./support/server.ts";

// The limiter every guarded route counts through (sign-in, reset codes, mail, uploads, payments, ad clicks),
// against the real database: what a client sees when a limit is reached, and how long it is told to wait.
// The routes' own limits are held by hardening.test.ts; this file holds the counting they all share.

let db: Database;
let limiter: RateLimiter;

beforeAll(async () => {
  db = await openTestDatabase();
  limiter = makeRateLimiter(db);
});
afterAll(async () => {
  await db.close();
});
beforeEach(async () => {
  await db.query("delete from rate_events");
});

const rule = (key: string, limit: number, windowSeconds = 3600): RateRule => ({ key, limit, windowSeconds });

const eventsOf = async (key: string) =>
  (await db.query<{ n: number }>("select count(*)::integer as n from rate_events where key = $1", [key]))[0]
    ?.n;

/** An event recorded `secondsAgo` in the past under `key`. */
const pastEvent = (key: string, secondsAgo: number) =>
  db.query("insert into rate_events (key, at) values ($1, now() - make_interval(secs => $2))", [
    key,
    secondsAgo,
  ]);

describe("the rate limiter", () => {
  it("lets exactly the limit through, then refuses and counts nothing more", async () => {
    const decisions = [];
    for (let i = 0; i < 4; i += 1) decisions.push(await limiter.take([rule("a", 3)]));
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, false]);
    expect(await eventsOf("a"), "a refused request is not counted").toBe(3);
  });

  it("lets exactly the limit through when the requests arrive at once", async () => {
    const decisions = await Promise.all(Array.from({ length: 12 }, () => limiter.take([rule("burst", 5)])));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
    expect(await eventsOf("burst")).toBe(5);
  });

  it("tells a refused client to wait until the oldest event in the window leaves it", async () => {
    await pastEvent("wait", 50);
    await pastEvent("wait", 20);
    const decision = await limiter.take([rule("wait", 2, 60)]);
    expect(decision.allowed).toBe(false);
    // The oldest event (50 s ago) leaves the 60-second window in about 10 s.
    expect(decision.allowed === false && decision.retryAfter).toBeGreaterThanOrEqual(9);
    expect(decision.allowed === false && decision.retryAfter).toBeLessThanOrEqual(11);
  });

  it("tells the longest wait of the full rules when several are full", async () => {
    await pastEvent("short", 55);
    await pastEvent("long", 3000);
    const decision = await limiter.take([rule("short", 1, 60), rule("long", 1, 3600)]);
    expect(decision.allowed).toBe(false);
    // "short" frees up in 5 s, "long" in 600 s: waiting less would be refused again.
    expect(decision.allowed === false && decision.retryAfter).toBeGreaterThanOrEqual(599);
    expect(decision.allowed === false && decision.retryAfter).toBeLessThanOrEqual(601);
  });

  it("never tells a client to wait less than a second", async () => {
    // An event on the window's edge: it leaves it within the second.
    await pastEvent("edge", 59.9);
    const decision = await limiter.take([rule("edge", 1, 60)]);
    expect(decision).toEqual({ allowed: false, retryAfter: 1 });
  });

  it("forgets events older than the window: the window slides", async () => {
    await pastEvent("slide", 61);
    await pastEvent("slide", 30);
    expect((await limiter.take([rule("slide", 2, 60)])).allowed).toBe(true);
    expect((await limiter.take([rule("slide", 2, 60)])).allowed).toBe(false);
  });

  it("counts under every rule only when all have room: one full rule refuses and counts none", async () => {
    await limiter.take([rule("address", 1)]);
    const refused = await limiter.take([rule("pair", 5), rule("address", 1)]);
    expect(refused.allowed).toBe(false);
    expect(await eventsOf("pair"), "the refused request left the other rule untouched").toBe(0);
    expect(await limiter.take([rule("pair", 5), rule("other", 1)])).toEqual({ allowed: true });
    expect(await eventsOf("pair")).toBe(1);
    expect(await eventsOf("other")).toBe(1);
  });

  it("judges each rule by its own limit and window, in any order", async () => {
    await pastEvent("tight", 10);
    await pastEvent("loose", 10);
    // "loose" has room (1 of 3); "tight" is full (1 of 1), whichever comes first.
    expect((await limiter.take([rule("loose", 3), rule("tight", 1)])).allowed).toBe(false);
    expect((await limiter.take([rule("tight", 1), rule("loose", 3)])).allowed).toBe(false);
    // Under a 5-second window the same key's event of 10 s ago no longer counts.
    expect((await limiter.take([rule("loose", 3), rule("tight", 1, 5)])).allowed).toBe(true);
  });

  it("lets a request that names no limit through", async () => {
    expect(await limiter.take([])).toEqual({ allowed: true });
    expect((await db.query("select 1 from rate_events")).length).toBe(0);
  });

  it("takes back one event per key: the newest", async () => {
    await pastEvent("refund", 40);
    await limiter.take([rule("refund", 3)]);
    await limiter.take([rule("kept", 3)]);
    await limiter.refund(["refund"]);
    const left = await db.query<{ key: string; age: number }>(
      "select key, extract(epoch from now() - at)::integer as age from rate_events order by key",
    );
    expect(left.map((row) => row.key)).toEqual(["kept", "refund"]);
    expect(left[1]?.age, "the older event stays").toBeGreaterThanOrEqual(39);
  });

  it("forgets every event of the keys named and no other", async () => {
    await limiter.take([rule("signin:pair", 5)]);
    await limiter.take([rule("signin:pair", 5)]);
    await limiter.take([rule("signin:ip", 20)]);
    await limiter.forget(["signin:pair"]);
    expect(await eventsOf("signin:pair")).toBe(0);
    expect(await eventsOf("signin:ip")).toBe(1);
    expect((await limiter.take([rule("signin:pair", 1)])).allowed, "a forgotten key has room again").toBe(
      true,
    );
  });
});
