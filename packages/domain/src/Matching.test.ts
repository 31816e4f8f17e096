import { describe, expect, it } from "vitest";
import { DistanceText, formatDistance } from "./Distance.ts";
import { missingApplyFields } from "./Driver.ts";
import {
  distanceScore,
  experienceText,
  type MatchDriver,
  type MatchJob,
  matchDriverToJob,
  matchPercent,
  matchWeights,
  sortEndorsements,
} from "./Matching.ts";

const job: MatchJob = {
  endorsements: ["H", "T"],
  requiredExperience: "Y1",
  homeTime: "HD",
  jobType: "flatbed",
};
const perfect: MatchDriver = {
  endorsements: ["H", "T", "N"],
  yearsExperience: 2,
  homeTime: "HD",
  jobTypes: ["flatbed"],
};
const empty: MatchDriver = { endorsements: [], yearsExperience: null, homeTime: null, jobTypes: [] };

const textsOf = (driver: MatchDriver, miles: number | null, forJob = job) =>
  matchDriverToJob(driver, forJob, miles).reasons.map((reason) => reason.text);

describe("matching a driver to a job", () => {
  it("weights add up to one, so a perfect fit scores 1 with every reason", () => {
    expect(Object.values(matchWeights).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    const match = matchDriverToJob(perfect, job, 12);
    expect(match.score).toBe(1);
    expect(match.reasons.map((reason) => reason.text)).toEqual([
      "has H and T",
      "2 years ≥ 1 year required",
      "home daily",
      "drives flatbed",
      "12 miles",
    ]);
  });

  it("tells each reason's kind, in the order of the weights (issue 43)", () => {
    expect(matchDriverToJob(perfect, job, 12).reasons.map((reason) => reason.kind)).toEqual([
      "endorsements",
      "experience",
      "homeTime",
      "jobType",
      "distance",
    ]);
  });

  it("gives no experience score or reason to a driver who left experience empty, even where none is required (issue 43)", () => {
    const noneRequired = { ...job, endorsements: [], requiredExperience: "CS" };
    expect(matchDriverToJob(empty, noneRequired, null)).toEqual({
      score: matchWeights.endorsements,
      reasons: [],
    });
  });

  it("scores an empty profile 0 with no reasons, except a job that requires no endorsements", () => {
    expect(matchDriverToJob(empty, job, null)).toEqual({ score: 0, reasons: [] });
    expect(matchDriverToJob(empty, { ...job, endorsements: [] }, null).score).toBe(matchWeights.endorsements);
  });

  describe("endorsements", () => {
    it("counts the share of required endorsements held and names the held ones", () => {
      const driver = { ...empty, endorsements: ["H"] };
      expect(matchDriverToJob(driver, job, null).score).toBe(matchWeights.endorsements / 2);
      expect(textsOf(driver, null)).toEqual(["has H"]);
      expect(
        textsOf({ ...empty, endorsements: ["T", "H", "X"] }, null, { ...job, endorsements: ["H", "X", "T"] }),
      ).toEqual(["has H, X and T"]);
    });
    it("gives nothing for endorsements the job does not ask for", () => {
      expect(matchDriverToJob({ ...empty, endorsements: ["P", "S"] }, job, null).score).toBe(0);
    });
  });

  describe("experience", () => {
    it("meets the requirement with the years shown against the required", () => {
      expect(textsOf({ ...empty, yearsExperience: 1 }, null)).toEqual(["1 year ≥ 1 year required"]);
      expect(textsOf({ ...empty, yearsExperience: 3 }, null, { ...job, requiredExperience: "M6" })).toEqual([
        "3 years ≥ 6 months required",
      ]);
      expect(matchDriverToJob({ ...empty, yearsExperience: 1 }, job, null).score).toBe(
        matchWeights.experience,
      );
    });
    it("counts any experience in full when the job's requirement is not a known code", () => {
      expect(
        matchDriverToJob({ ...empty, yearsExperience: 0 }, { ...job, requiredExperience: "unknown" }, null)
          .score,
      ).toBe(matchWeights.experience);
    });
    it("gives part of the weight for part of the experience and no reason", () => {
      const driver = { ...empty, yearsExperience: 1 };
      const twoYears = { ...job, requiredExperience: "Y2" };
      expect(matchDriverToJob(driver, twoYears, null).score).toBe(matchWeights.experience / 2);
      expect(textsOf(driver, null, twoYears)).toEqual([]);
      expect(matchDriverToJob({ ...empty, yearsExperience: 0 }, twoYears, null).score).toBe(0);
    });
    it("is met by anyone who says how long they drove when the job takes CDL school graduates", () => {
      expect(textsOf({ ...empty, yearsExperience: 0 }, null, { ...job, requiredExperience: "CS" })).toEqual([
        "0 years, no experience required",
      ]);
    });
    it("is met exactly at the required months, and not a month short (issue 43)", () => {
      const sixMonths = { ...job, requiredExperience: "M6" };
      expect(textsOf({ ...empty, yearsExperience: 0.5 }, null, sixMonths)).toEqual([
        "0.5 years ≥ 6 months required",
      ]);
      expect(matchDriverToJob({ ...empty, yearsExperience: 0.5 }, sixMonths, null).score).toBe(
        matchWeights.experience,
      );
      const short = matchDriverToJob({ ...empty, yearsExperience: 5 / 12 }, sixMonths, null);
      expect(short.reasons).toEqual([]);
      expect(short.score).toBe(Math.round(matchWeights.experience * (5 / 6) * 10_000) / 10_000);
      // More than enough still counts once: the part is capped at 1.
      expect(matchDriverToJob({ ...empty, yearsExperience: 10 }, job, null).score).toBe(
        matchWeights.experience,
      );
    });
    it("writes months and years", () => {
      expect([6, 12, 24].map(experienceText)).toEqual(["6 months", "1 year", "2 years"]);
    });
  });

  describe("home time and job type", () => {
    it("scores the same home time and names it", () => {
      expect(textsOf({ ...empty, homeTime: "HD" }, null)).toEqual(["home daily"]);
      expect(matchDriverToJob({ ...empty, homeTime: "HW" }, job, null).score).toBe(0);
      expect(textsOf({ ...empty, homeTime: "HW" }, null, { ...job, homeTime: "HW" })).toEqual([
        "home weekly",
      ]);
    });
    it("scores a job type the driver has driven", () => {
      expect(textsOf({ ...empty, jobTypes: ["dry_van", "flatbed"] }, null)).toEqual(["drives flatbed"]);
      expect(matchDriverToJob({ ...empty, jobTypes: ["tanker"] }, job, null).score).toBe(0);
    });
  });

  describe("distance", () => {
    it("is full within 25 miles, none from 250, a straight line between", () => {
      expect(distanceScore(0)).toBe(1);
      expect(distanceScore(25)).toBe(1);
      expect(distanceScore(137.5)).toBe(0.5);
      expect(distanceScore(250)).toBe(0);
      expect(distanceScore(null)).toBe(0);
    });
    it("changes at its boundaries: 25 and 250 miles, a negative or endless distance (issue 43)", () => {
      expect(distanceScore(25.5)).toBeLessThan(1);
      expect(distanceScore(25.5)).toBeGreaterThan(0.99);
      expect(distanceScore(249.5)).toBeGreaterThan(0);
      expect(distanceScore(249.5)).toBeLessThan(0.01);
      expect(distanceScore(300)).toBe(0);
      expect(distanceScore(10_000)).toBe(0);
      expect(distanceScore(-1)).toBe(0);
      expect(distanceScore(Number.POSITIVE_INFINITY)).toBe(0);
      expect(distanceScore(Number.NaN)).toBe(0);
      expect(matchDriverToJob(empty, { ...job, endorsements: ["H"] }, 25).score).toBe(matchWeights.distance);
      expect(matchDriverToJob(empty, { ...job, endorsements: ["H"] }, 250).score).toBe(0);
    });
    it("names no miles at 250 or without a position, and names 0 miles", () => {
      expect(textsOf(empty, 250, { ...job, endorsements: ["H"] })).toEqual([]);
      expect(textsOf(empty, null, { ...job, endorsements: ["H"] })).toEqual([]);
      expect(textsOf(empty, 0, { ...job, endorsements: ["H"] })).toEqual(["0 miles"]);
    });
    it("names the rounded miles while it counts", () => {
      expect(textsOf(empty, 12.4, { ...job, endorsements: ["H"] })).toEqual(["12 miles"]);
      expect(textsOf(empty, 1.2, { ...job, endorsements: ["H"] })).toEqual(["1 mile"]);
      expect(textsOf(empty, 251, { ...job, endorsements: ["H"] })).toEqual([]);
    });
  });

  it("shows the score as a whole percent", () => {
    expect(matchPercent(matchDriverToJob({ ...perfect, homeTime: "HW" }, job, 12).score)).toBe(85);
  });
});

describe("distance text", () => {
  it("reads under 10 miles, two decimals, or not available", () => {
    expect(formatDistance(9.99)).toBe(DistanceText.near);
    expect(formatDistance(10)).toBe("10.00 miles");
    expect(formatDistance(123.456)).toBe("123.46 miles");
    expect(formatDistance(null)).toBe(DistanceText.missing);
    expect(formatDistance(undefined)).toBe(DistanceText.missing);
    expect(formatDistance(Number.NaN)).toBe(DistanceText.missing);
    expect(formatDistance(Number.POSITIVE_INFINITY)).toBe(DistanceText.missing);
    expect(formatDistance(0)).toBe(DistanceText.near);
    expect(formatDistance(9.999)).toBe(DistanceText.near);
  });
});

describe("what a driver shows and still needs", () => {
  it("lists held endorsements in the table's order", () => {
    expect(sortEndorsements(["TWIC", "T", "H", "unknown"])).toEqual(["H", "T", "TWIC"]);
  });

  it("asks only for the profile fields an application still lacks", () => {
    expect(missingApplyFields({ cdlStatus: null, yearsExperience: 3, homeZip: null })).toEqual([
      "cdlStatus",
      "homeZip",
    ]);
    expect(missingApplyFields({ cdlStatus: "class_a", yearsExperience: 0, homeZip: "74103" })).toEqual([]);
  });
});
