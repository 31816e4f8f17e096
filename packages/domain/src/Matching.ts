import { Endorsement } from "./Endorsement.ts";
import { Experience, HomeTime, JobType } from "./JobCode.ts";

/**
 * How well a driver fits a job (issues 17 and 19): one rule for the drivers' job search and the employers'
 * candidates, so the two sides agree. The server computes the same score in SQL (migration 0008,
 * `hb_match_score`); apps/server/test/matching.test.ts compares both on a sample.
 *
 * The score is a weighted sum of five parts, each from 0 to 1:
 * - endorsements (0.30): the share of the job's required endorsements the driver holds (1 when none);
 * - experience (0.25): the driver's years against the required experience (1 when met or none required);
 * - home time (0.15): 1 when the driver's preferred home time is the job's;
 * - job type (0.15): 1 when the driver has driven the job's type;
 * - distance (0.15): 1 within 25 miles, falling in a straight line to 0 at 250 miles.
 * A part the profile leaves empty scores 0: an unknown is never a match.
 */
export const matchWeights = {
  endorsements: 0.3,
  experience: 0.25,
  homeTime: 0.15,
  jobType: 0.15,
  distance: 0.15,
} as const;

/** Full distance score up to this many miles. */
export const matchNearMiles = 25;
/** No distance score from this many miles on. */
export const matchFarMiles = 250;

/** The experience each code requires, in months (CDL school graduates: none). */
export const requiredExperienceMonths: Readonly<Record<(typeof Experience.codes)[number], number>> = {
  CS: 0,
  M6: 6,
  M12: 12,
  Y1: 12,
  Y2: 24,
};

export interface MatchJob {
  readonly endorsements: readonly string[];
  /** An Experience code. */
  readonly requiredExperience: string;
  /** A HomeTime code. */
  readonly homeTime: string;
  /** A JobType code. */
  readonly jobType: string;
}

export interface MatchDriver {
  readonly endorsements: readonly string[];
  readonly yearsExperience: number | null;
  readonly homeTime: string | null;
  readonly jobTypes: readonly string[];
}

export type MatchReasonKind = "endorsements" | "experience" | "homeTime" | "jobType" | "distance";

export interface MatchReason {
  readonly kind: MatchReasonKind;
  readonly text: string;
}

export interface Match {
  /** From 0 to 1. */
  readonly score: number;
  /** What fits, in the order of the weights ("has H and T", "2 years ≥ 1 year required", …). */
  readonly reasons: readonly MatchReason[];
}

/** "H", "H and T", "H, N and T". */
const joinAnd = (items: readonly string[]): string =>
  items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;

/** "6 months", "1 year", "2 years". */
export const experienceText = (months: number): string =>
  months % 12 === 0 ? plural(months / 12, "year") : plural(months, "month");

/** The distance part alone (shared by the score and its tests). */
export const distanceScore = (miles: number | null): number => {
  if (miles === null || !Number.isFinite(miles) || miles < 0) return 0;
  if (miles <= matchNearMiles) return 1;
  if (miles >= matchFarMiles) return 0;
  return (matchFarMiles - miles) / (matchFarMiles - matchNearMiles);
};

/** Rounds a score to 4 decimals, as the SQL function does, so both sides compare exactly. */
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** The match of a driver and a job, `miles` apart (null when either has no position). */
export const matchDriverToJob = (driver: MatchDriver, job: MatchJob, miles: number | null): Match => {
  const reasons: MatchReason[] = [];

  const held = job.endorsements.filter((code) => driver.endorsements.includes(code));
  const endorsements = job.endorsements.length === 0 ? 1 : held.length / job.endorsements.length;
  if (held.length > 0) reasons.push({ kind: "endorsements", text: `has ${joinAnd(held)}` });

  const requiredMonths = Experience.isCode(job.requiredExperience)
    ? requiredExperienceMonths[job.requiredExperience]
    : 0;
  const years = driver.yearsExperience;
  const experience =
    years === null ? 0 : requiredMonths === 0 ? 1 : Math.min(1, (years * 12) / requiredMonths);
  if (years !== null && years * 12 >= requiredMonths) {
    reasons.push({
      kind: "experience",
      text:
        requiredMonths === 0
          ? `${plural(years, "year")}, no experience required`
          : `${plural(years, "year")} ≥ ${experienceText(requiredMonths)} required`,
    });
  }

  const homeTime = driver.homeTime !== null && driver.homeTime === job.homeTime ? 1 : 0;
  if (homeTime === 1 && HomeTime.isCode(job.homeTime)) {
    reasons.push({ kind: "homeTime", text: HomeTime.labelOf(job.homeTime).toLowerCase() });
  }

  const jobType = driver.jobTypes.includes(job.jobType) ? 1 : 0;
  if (jobType === 1 && JobType.isCode(job.jobType)) {
    reasons.push({ kind: "jobType", text: `drives ${JobType.labelOf(job.jobType).toLowerCase()}` });
  }

  const distance = distanceScore(miles);
  if (miles !== null && distance > 0) {
    reasons.push({ kind: "distance", text: plural(Math.round(miles), "mile") });
  }

  return { score: matchScoreOf({ endorsements, experience, homeTime, jobType, distance }), reasons };
};

/** The five parts of a match, each from 0 to 1 (see `matchWeights`). */
export interface MatchParts {
  readonly endorsements: number;
  readonly experience: number;
  readonly homeTime: number;
  readonly jobType: number;
  readonly distance: number;
}

/**
 * The score of a match's parts: weighted, kept within 0 and 1, rounded to 4 decimals. `matchDriverToJob`
 * and the server's in-memory candidates ranking both score with it.
 */
export const matchScoreOf = (parts: MatchParts): number =>
  round4(
    Math.min(
      1,
      Math.max(
        0,
        matchWeights.endorsements * parts.endorsements +
          matchWeights.experience * parts.experience +
          matchWeights.homeTime * parts.homeTime +
          matchWeights.jobType * parts.jobType +
          matchWeights.distance * parts.distance,
      ),
    ),
  );

/** A score as the percent shown beside it ("87%"). */
export const matchPercent = (score: number): number => Math.round(score * 100);

/** Endorsement codes in the table's order, for showing what a driver holds. */
export const sortEndorsements = (codes: readonly string[]): string[] =>
  Endorsement.codes.filter((code) => codes.includes(code));
