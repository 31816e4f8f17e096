import {
  type AdCandidate,
  type AdPlacement,
  type AdRequest,
  adPlacements,
  adWeightRange,
  chooseAd,
} from "@haulboard/domain";
import { describe, expect, it } from "vitest";
import { AdServingIndex } from "../src/adServing/servingIndex.ts";
import { makeRandom } from "../src/seed/samples.ts";

const hour = 3_600_000;
const base = Date.parse("2026-11-24T12:00:00.000Z");
const states = ["TX", "CA", "OK", "NM"];

const randomAds = (random: ReturnType<typeof makeRandom>, count: number): AdCandidate[] =>
  Array.from({ length: count }, (_, i) => {
    const starts = random.next() < 0.1 ? null : base + Math.round((random.next() - 0.7) * 48) * hour;
    const ends = random.next() < 0.5 ? null : base + Math.round((random.next() - 0.3) * 48) * hour;
    return {
      id: i + 1,
      startsAt: starts === null ? null : new Date(starts),
      endsAt: ends === null ? null : new Date(ends),
      paused: random.next() < 0.1,
      placements: adPlacements.filter(() => random.next() < 0.5),
      states: random.next() < 0.6 ? [] : states.filter(() => random.next() < 0.4),
      weight: 1 + Math.floor(random.next() * adWeightRange.maximum),
      kind: random.next() < 0.8 ? "image" : "video",
    };
  });

const randomRequest = (random: ReturnType<typeof makeRandom>, ads: readonly AdCandidate[]): AdRequest => {
  const seenToday = new Map<number, number>();
  const exclude = new Set<number>();
  for (let i = 0; i < 30; i += 1) seenToday.set(random.pick(ads).id, Math.floor(random.next() * 5));
  for (let i = 0; i < 3; i += 1) if (random.next() < 0.5) exclude.add(random.pick(ads).id);
  return {
    placement: random.pick<AdPlacement>(adPlacements),
    state: random.next() < 0.2 ? null : random.pick(states),
    now: new Date(base + Math.round((random.next() - 0.5) * 40) * hour + (random.next() < 0.2 ? 0 : 1)),
    seenToday,
    frequencyCap: 1 + Math.floor(random.next() * 4),
    rotation: random.next() < 0.8 ? "weighted" : "even",
    exclude,
  };
};

describe("AdServingIndex", () => {
  it("chooses the ad chooseAd chooses, for any ads, request and random number", () => {
    // Seeded: the same ads and requests on every run.
    const random = makeRandom(21);
    let served = 0;
    for (let round = 0; round < 20; round += 1) {
      // Many ads, or a few (then some requests find none).
      const ads = randomAds(
        random,
        round % 2 === 0 ? 40 + Math.floor(random.next() * 200) : 2 + Math.floor(random.next() * 8),
      );
      const index = new AdServingIndex(ads);
      // Requests at many times, so the index moves across ads' start and end dates (and back).
      for (let i = 0; i < 300; i += 1) {
        const request = randomRequest(random, ads);
        // Quarters land exactly on a running sum whenever the total is a multiple of four.
        for (const pick of [0, 0.25, 0.5, 0.75, random.next(), random.next(), 0.999999999999, 1]) {
          const expected = chooseAd(ads, request, pick);
          expect(index.choose(request, pick)?.id ?? null, JSON.stringify({ round, i, pick })).toBe(
            expected?.id ?? null,
          );
          if (expected !== null) served += 1;
        }
      }
    }
    // The comparison is not vacuous: most requests find an ad, some find none.
    expect(served).toBeGreaterThan(20 * 300 * 8 * 0.5);
    expect(served).toBeLessThan(20 * 300 * 8);
  });

  it("starts serving a scheduled ad at its start and stops at its end, without being rebuilt", () => {
    const starts = new Date(base + hour);
    const ends = new Date(base + 2 * hour);
    const ad: AdCandidate = {
      id: 7,
      startsAt: starts,
      endsAt: ends,
      paused: false,
      placements: ["home_banner"],
      states: [],
      weight: 10,
      kind: "image",
    };
    const index = new AdServingIndex([ad]);
    const at = (time: number): AdRequest => ({
      placement: "home_banner",
      state: "TX",
      now: new Date(time),
      seenToday: new Map(),
      frequencyCap: 3,
      rotation: "weighted",
    });
    expect(index.choose(at(base), 0.5)).toBeNull();
    expect(index.choose(at(starts.getTime() - 1), 0.5)).toBeNull();
    expect(index.choose(at(starts.getTime()), 0.5)?.id).toBe(7);
    expect(index.choose(at(ends.getTime() - 1), 0.5)?.id).toBe(7);
    expect(index.choose(at(ends.getTime()), 0.5)).toBeNull();
  });

  it("gives way to other ads once the viewer reached the cap, and serves none when all did", () => {
    const ads: AdCandidate[] = [1, 2, 3].map((id) => ({
      id,
      startsAt: new Date(base - hour),
      endsAt: null,
      paused: false,
      placements: ["home_card"],
      states: [],
      weight: 10,
      kind: "image",
    }));
    const index = new AdServingIndex(ads);
    const request = (seen: [number, number][]): AdRequest => ({
      placement: "home_card",
      state: null,
      now: new Date(base),
      seenToday: new Map(seen),
      frequencyCap: 2,
      rotation: "weighted",
    });
    for (const pick of [0, 0.4, 0.99])
      expect(
        index.choose(
          request([
            [1, 2],
            [2, 5],
          ]),
          pick,
        )?.id,
      ).toBe(3);
    expect(
      index.choose(
        request([
          [1, 2],
          [2, 2],
          [3, 2],
        ]),
        0.5,
      ),
    ).toBeNull();
  });
});
