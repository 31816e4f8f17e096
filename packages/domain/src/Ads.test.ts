import { describe, expect, it } from "vitest";
import {
  type AdCandidate,
  AdForm,
  AdMessages,
  type AdRequest,
  adStatus,
  chooseAd,
  clickThroughRate,
  isAdTargetUrl,
  isEligibleAd,
} from "./Ads.ts";
import { formErrors } from "./Validation/formErrors.ts";

const now = new Date("2026-11-23T12:00:00.000Z");
const yesterday = "2026-11-22T12:00:00.000Z";
const tomorrow = "2026-11-24T12:00:00.000Z";

describe("adStatus", () => {
  it.each([
    [{ startsAt: null, endsAt: null, paused: false }, "draft"],
    [{ startsAt: null, endsAt: null, paused: true }, "draft"],
    [{ startsAt: tomorrow, endsAt: null, paused: false }, "scheduled"],
    [{ startsAt: yesterday, endsAt: null, paused: false }, "running"],
    [{ startsAt: yesterday, endsAt: tomorrow, paused: false }, "running"],
    [{ startsAt: yesterday, endsAt: tomorrow, paused: true }, "paused"],
    [{ startsAt: tomorrow, endsAt: null, paused: true }, "paused"],
    [{ startsAt: "2026-11-01T00:00:00.000Z", endsAt: yesterday, paused: false }, "ended"],
    [{ startsAt: "2026-11-01T00:00:00.000Z", endsAt: yesterday, paused: true }, "ended"],
    [{ startsAt: null, endsAt: yesterday, paused: false }, "ended"],
  ] as const)("%o is %s", (schedule, status) => {
    expect(adStatus(schedule, now)).toBe(status);
  });

  it("is still scheduled half a second before its start (issue 43)", () => {
    const soon = new Date(now.getTime() + 500);
    expect(adStatus({ startsAt: soon, endsAt: null, paused: false }, now)).toBe("scheduled");
    expect(adStatus({ startsAt: yesterday, endsAt: soon, paused: false }, now)).toBe("running");
  });

  it("starts running at its start instant and ends at its end instant", () => {
    expect(adStatus({ startsAt: now, endsAt: null, paused: false }, now)).toBe("running");
    expect(adStatus({ startsAt: yesterday, endsAt: now, paused: false }, now)).toBe("ended");
  });
});

const ad = (id: number, overrides: Partial<AdCandidate> = {}): AdCandidate => ({
  id,
  startsAt: yesterday,
  endsAt: null,
  paused: false,
  placements: ["home_banner"],
  states: [],
  weight: 10,
  kind: "image",
  ...overrides,
});

const request = (overrides: Partial<AdRequest> = {}): AdRequest => ({
  placement: "home_banner",
  state: "TX",
  now,
  seenToday: new Map(),
  frequencyCap: 3,
  rotation: "weighted",
  ...overrides,
});

describe("chooseAd", () => {
  it("serves only running ads", () => {
    const ads = [
      ad(1, { startsAt: tomorrow }),
      ad(2, { paused: true }),
      ad(3, { endsAt: yesterday, startsAt: "2026-01-01T00:00:00.000Z" }),
      ad(4, { startsAt: null }),
      ad(5),
    ];
    for (const random of [0, 0.5, 0.99]) expect(chooseAd(ads, request(), random)?.id).toBe(5);
    expect(chooseAd(ads.slice(0, 4), request(), 0.3)).toBeNull();
  });

  it("serves an ad only in its placements and only kinds the placement allows", () => {
    expect(chooseAd([ad(1, { placements: ["news_list"] })], request(), 0)).toBeNull();
    expect(
      chooseAd([ad(1, { placements: ["news_post"], kind: "video" })], request({ placement: "news_post" }), 0),
    ).toBeNull();
    expect(chooseAd([ad(1, { placements: ["news_post"] })], request({ placement: "news_post" }), 0)?.id).toBe(
      1,
    );
  });

  it("serves a targeted ad only to viewers in its states, untargeted ads to everyone", () => {
    const ads = [ad(1, { states: ["OK", "TX"] })];
    expect(chooseAd(ads, request({ state: "TX" }), 0)?.id).toBe(1);
    expect(chooseAd(ads, request({ state: "CA" }), 0)).toBeNull();
    expect(chooseAd(ads, request({ state: null }), 0)).toBeNull();
    expect(chooseAd([ad(2)], request({ state: null }), 0)?.id).toBe(2);
  });

  it("skips an ad the viewer has seen as often as the frequency cap allows today", () => {
    const ads = [ad(1), ad(2)];
    const seenToday = new Map([[1, 3]]);
    for (const random of [0, 0.4, 0.9]) expect(chooseAd(ads, request({ seenToday }), random)?.id).toBe(2);
    expect(isEligibleAd(ad(1), request({ seenToday: new Map([[1, 2]]) }))).toBe(true);
  });

  it("falls back to the last eligible ad when the random number is not a number", () => {
    expect(chooseAd([ad(1), ad(2), ad(3, { paused: true })], request(), Number.NaN)?.id).toBe(2);
  });

  it("does not serve the same ad twice on one page", () => {
    expect(chooseAd([ad(1), ad(2)], request({ exclude: new Set([1]) }), 0)?.id).toBe(2);
  });

  it("picks in proportion to the weights, or evenly with even rotation", () => {
    const ads = [ad(1, { weight: 1 }), ad(2, { weight: 3 })];
    const picks = (rotation: "weighted" | "even") => {
      const counts = new Map<number, number>();
      for (let i = 0; i < 1000; i += 1) {
        const chosen = chooseAd(ads, request({ rotation }), i / 1000);
        counts.set(chosen!.id, (counts.get(chosen!.id) ?? 0) + 1);
      }
      return [counts.get(1), counts.get(2)];
    };
    expect(picks("weighted")).toEqual([250, 750]);
    expect(picks("even")).toEqual([500, 500]);
  });

  it("serves the first eligible ad when no eligible ad has a weight (issue 43)", () => {
    const ads = [ad(1, { paused: true }), ad(2, { weight: 0 }), ad(3, { weight: 0 })];
    for (const random of [0, 0.5, 0.99]) expect(chooseAd(ads, request(), random)?.id).toBe(2);
  });
});

describe("isAdTargetUrl", () => {
  it.each(["https://fuel.example.com/offer?utm_source=haulboard", "https://a.b/"])("accepts %s", (url) => {
    expect(isAdTargetUrl(url)).toBe(true);
  });
  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "http://fuel.example.com",
    "//fuel.example.com",
    "fuel.example.com",
    "https://user:pass@fuel.example.com",
    " https://fuel.example.com",
    "https://fuel.example.com/\nSet-Cookie:x",
    "",
  ])("refuses %j", (url) => {
    expect(isAdTargetUrl(url)).toBe(false);
  });
});

describe("isAdTargetUrl at its limits (issue 43)", () => {
  const upTo = (length: number) => {
    const start = "https://fuel.example.com/";
    return start + "a".repeat(length - start.length);
  };
  it("accepts 2,000 characters and refuses 2,001", () => {
    expect(isAdTargetUrl(upTo(2000))).toBe(true);
    expect(isAdTargetUrl(upTo(2001))).toBe(false);
  });
  it.each([
    ["a user name", "https://user@fuel.example.com/"],
    ["a password", "https://:secret@fuel.example.com/"],
    ["a space inside", "https://fuel.example.com/a b"],
    ["a tab", "https://fuel.example.com/\tx"],
    ["a trailing space", "https://fuel.example.com/ "],
    ["a control character that is not whitespace", "https://fuel.example.com/\u0001x"],
    ["an escape character", "https://fuel.example.com/\u001bx"],
    ["a nul character", "https://fuel.example.com/\u0000"],
  ])("refuses a target with %s", (_, url) => {
    expect(isAdTargetUrl(url)).toBe(false);
  });
  it("accepts the characters just above the control range", () => {
    expect(isAdTargetUrl("https://fuel.example.com/!~")).toBe(true);
  });
});

describe("clickThroughRate", () => {
  it("is clicks over impressions as a percentage with one decimal, none without impressions", () => {
    expect(clickThroughRate(1000, 25)).toBe(2.5);
    expect(clickThroughRate(3, 1)).toBe(33.3);
    expect(clickThroughRate(0, 0)).toBeNull();
  });
});

describe("the ad editor's form (newsads: AdForm on the shell's useSchemaForm)", () => {
  const valid = {
    name: "Fuel",
    advertiser: "Fuel Partner",
    headline: "15¢ off",
    body: "",
    mediaFileName: "f.png",
    mediaUrl: "/media/ads/f.png",
    kind: "video",
    altText: "A fuel card",
    targetUrl: "https://fuel.example/x",
    placements: ["home_banner"],
    startDate: "2026-11-24",
    endDate: "2026-11-30",
    paused: false,
    weight: 10,
    states: ["TX"],
  };
  const errorsOf = (input: unknown) => {
    const result = formErrors(AdForm, input);
    return result.ok ? {} : result.errors;
  };

  it("refuses a list of states with one unknown code among known ones (issue 43)", () => {
    expect(errorsOf({ ...valid, states: ["TX", "XX"] })).toEqual({ states: [AdMessages.unknownState] });
  });

  it("passes a complete ad and refuses script targets, unknown states and bad weights", () => {
    expect(formErrors(AdForm, valid).ok).toBe(true);
    expect(
      errorsOf({ ...valid, targetUrl: "javascript:alert(1)", states: ["XX"], weight: 0, name: "" }),
    ).toEqual({
      name: [AdMessages.textLength(120)],
      targetUrl: [AdMessages.targetHttps],
      states: [AdMessages.unknownState],
      weight: [AdMessages.weightRange],
    });
    expect(errorsOf({ ...valid, placements: [] })).toEqual({ placements: [AdMessages.placementRequired] });
  });

  it("checks the rules across fields once the fields are valid", () => {
    expect(errorsOf({ ...valid, placements: ["news_post"] })).toEqual({
      placements: [AdMessages.videoNotAllowed],
    });
    expect(errorsOf({ ...valid, mediaFileName: null, kind: null })).toEqual({
      mediaFileName: [AdMessages.creativeRequired],
    });
    expect(errorsOf({ ...valid, altText: " " })).toEqual({ altText: [AdMessages.altRequired] });
    expect(errorsOf({ ...valid, endDate: "2026-11-20" })).toEqual({ endDate: [AdMessages.endsBeforeStart] });
  });

  it("takes a weight from 1 to 100, whole numbers only (issue 43)", () => {
    for (const weight of [1, 100]) expect(errorsOf({ ...valid, weight })).toEqual({});
    for (const weight of [0, 101, 1.5, -1]) {
      expect(errorsOf({ ...valid, weight })).toEqual({ weight: [AdMessages.weightRange] });
    }
  });

  it("refuses an end date before the start date, and takes one on the start date or open dates (issue 43)", () => {
    expect(errorsOf({ ...valid, endDate: "2026-11-23" })).toEqual({ endDate: [AdMessages.endsBeforeStart] });
    expect(errorsOf({ ...valid, endDate: valid.startDate })).toEqual({});
    expect(errorsOf({ ...valid, endDate: null })).toEqual({});
    expect(errorsOf({ ...valid, startDate: null, endDate: "2026-01-01" })).toEqual({});
  });

  it("saves a draft before its creative is uploaded: no image, no alt text, no dates (issue 43)", () => {
    const draft = { ...valid, mediaFileName: null, mediaUrl: null, kind: null, altText: "", startDate: null };
    expect(errorsOf({ ...draft, endDate: null })).toEqual({});
    expect(errorsOf({ ...draft, placements: ["news_post"], endDate: null })).toEqual({});
  });

  it("refuses a video when any one of its placements shows between posts (issue 43)", () => {
    expect(errorsOf({ ...valid, placements: ["home_banner", "news_post"] })).toEqual({
      placements: [AdMessages.videoNotAllowed],
    });
    expect(errorsOf({ ...valid, kind: "image", placements: ["home_banner", "news_post"] })).toEqual({});
  });

  it("trims the target URL before checking it", () => {
    expect(errorsOf({ ...valid, targetUrl: "  https://fuel.example/x  " })).toEqual({});
  });
});
