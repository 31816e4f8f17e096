import { Schema } from "effect";
import { makeCodeTable } from "./CodeTable.ts";
import { UsState } from "./UsState.ts";
import { matching, requiredText } from "./Validation/rules.ts";

/**
 * Ads (issue 21). The spec shows only the routes and calls of the ads area (employer-work §2, §7:
 * "Ads entity fields: not shown"); the entity, its placements, its status and the serving rule are our
 * design, written out in packages/ads/README.md. Every rule the server and the screens share lives here.
 */

/** Where an ad can show: the slots the product has, each with its size and allowed creative kinds. */
export const AdPlacement = makeCodeTable({
  home_banner: "Drivers' home — banner",
  home_card: "Drivers' home — card",
  news_list: "Drivers' news list",
  news_post: "Between posts on a news post",
});
export type AdPlacement = (typeof AdPlacement.codes)[number];
export const adPlacements = AdPlacement.codes;

export const adCreativeKinds = ["image", "video"] as const;
export type AdCreativeKind = (typeof adCreativeKinds)[number];

export interface AdPlacementSpec {
  /** The creative's box in CSS pixels at full size; the slot scales it down to its column, never up. */
  readonly width: number;
  readonly height: number;
  readonly kinds: readonly AdCreativeKind[];
  /** Shown on the drivers' home (its order there is a setting). */
  readonly onHome: boolean;
}

export const adPlacementSpecs: Readonly<Record<AdPlacement, AdPlacementSpec>> = {
  home_banner: { width: 728, height: 90, kinds: ["image", "video"], onHome: true },
  home_card: { width: 300, height: 250, kinds: ["image", "video"], onHome: true },
  news_list: { width: 300, height: 250, kinds: ["image", "video"], onHome: false },
  // Between posts a reader is reading: no moving pictures.
  news_post: { width: 728, height: 90, kinds: ["image"], onHome: false },
};

export const homeAdPlacements: readonly AdPlacement[] = adPlacements.filter(
  (placement) => adPlacementSpecs[placement].onHome,
);

/** The pages that ask for ads, and the placements each shows in order (the home's order is a setting). */
export const adPages = ["home", "news_list", "news_post"] as const;
export type AdPage = (typeof adPages)[number];

export const adStatuses = ["draft", "scheduled", "running", "paused", "ended"] as const;
export type AdStatus = (typeof adStatuses)[number];

export const adStatusLabels: Readonly<Record<AdStatus, string>> = {
  draft: "Draft",
  scheduled: "Scheduled",
  running: "Running",
  paused: "Paused",
  ended: "Ended",
};

/** Colour roles of the status pills (the same vocabulary as the jobs' pills). */
export const adStatusColours: Readonly<Record<AdStatus, "green" | "blue" | "red" | "grey">> = {
  draft: "grey",
  scheduled: "blue",
  running: "green",
  paused: "grey",
  ended: "red",
};

export interface AdSchedule {
  readonly startsAt: Date | string | null;
  readonly endsAt: Date | string | null;
  readonly paused: boolean;
}

const time = (value: Date | string | null): number | null =>
  value === null ? null : typeof value === "string" ? Date.parse(value) : value.getTime();

/**
 * The status of an ad at `now`, derived (never stored): past its end it has ended whatever else; with no
 * start date it is a draft (nobody scheduled it); paused is the admin's flag; before its start it is
 * scheduled; otherwise it runs. Only a running ad is ever served.
 */
export const adStatus = (ad: AdSchedule, now: Date): AdStatus => {
  const at = now.getTime();
  const starts = time(ad.startsAt);
  const ends = time(ad.endsAt);
  if (ends !== null && ends <= at) return "ended";
  if (starts === null) return "draft";
  if (ad.paused) return "paused";
  if (starts > at) return "scheduled";
  return "running";
};

/** Rotation among the ads eligible for a slot. */
export const adRotations = ["weighted", "even"] as const;
export type AdRotation = (typeof adRotations)[number];

export const adWeightRange = { minimum: 1, maximum: 100 } as const;
export const adFrequencyCapRange = { minimum: 1, maximum: 50 } as const;

export interface AdSettingsValues {
  readonly rotation: AdRotation;
  /** How many times one viewer may see one ad in a day (UTC); then the ad gives way to others. */
  readonly frequencyCap: number;
  /** The drivers' home placements that show, top to bottom. */
  readonly homePlacements: readonly AdPlacement[];
}

export const defaultAdSettings: AdSettingsValues = {
  rotation: "weighted",
  frequencyCap: 3,
  homePlacements: ["home_banner", "home_card"],
};

/** What the selection needs of an ad: its schedule, where it may show, whom it targets and its weight. */
export interface AdCandidate extends AdSchedule {
  readonly id: number;
  readonly placements: readonly AdPlacement[];
  /** US state codes; empty means everywhere. */
  readonly states: readonly string[];
  readonly weight: number;
  readonly kind: AdCreativeKind;
}

export interface AdRequest {
  readonly placement: AdPlacement;
  /** The viewer's US state (from the driver's profile), or null when unknown: then only untargeted ads. */
  readonly state: string | null;
  readonly now: Date;
  /** How many times the viewer saw each ad today (impressions counted for them). */
  readonly seenToday: ReadonlyMap<number, number>;
  readonly frequencyCap: number;
  readonly rotation: AdRotation;
  /** Ads already chosen for other slots of the same page. */
  readonly exclude?: ReadonlySet<number>;
}

/** Whether an ad may fill the slot: running, placed there, its kind allowed, targeted at the viewer, under the cap. */
export const isEligibleAd = (ad: AdCandidate, request: AdRequest): boolean =>
  adStatus(ad, request.now) === "running" &&
  ad.placements.includes(request.placement) &&
  adPlacementSpecs[request.placement].kinds.includes(ad.kind) &&
  (ad.states.length === 0 || (request.state !== null && ad.states.includes(request.state))) &&
  (request.seenToday.get(ad.id) ?? 0) < request.frequencyCap &&
  !request.exclude?.has(ad.id);

/**
 * Chooses the ad for a slot, or null. Among the eligible ads, weighted rotation picks one with probability
 * proportional to its weight; even rotation ignores weights. `random` is a number in [0, 1) (Math.random
 * in the server; fixed in tests).
 */
export const chooseAd = <Ad extends AdCandidate>(
  ads: readonly Ad[],
  request: AdRequest,
  random: number,
): Ad | null => {
  // Two passes and no array built: the server runs this over thousands of ads per request.
  const weightOf = (ad: Ad) => (request.rotation === "even" ? 1 : Math.max(ad.weight, 0));
  let total = 0;
  let first: Ad | null = null;
  for (const ad of ads) {
    if (!isEligibleAd(ad, request)) continue;
    first ??= ad;
    total += weightOf(ad);
  }
  if (first === null || total <= 0) return first;
  let point = Math.min(Math.max(random, 0), 0.999999999) * total;
  let last: Ad = first;
  for (const ad of ads) {
    if (!isEligibleAd(ad, request)) continue;
    last = ad;
    point -= weightOf(ad);
    if (point < 0) return ad;
  }
  return last;
};

/** The target of an ad: an absolute https URL with a host, and nothing else (no javascript:, data:, http:). */
export const isAdTargetUrl = (value: string): boolean => {
  if (value.length > 2000 || /\s/.test(value) || [...value].some((char) => char.charCodeAt(0) < 32))
    return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.length > 0 && url.username === "" && url.password === "";
  } catch {
    return false;
  }
};

/** Click-through rate as a percentage with one decimal, or null when there are no impressions yet. */
export const clickThroughRate = (impressions: number, clicks: number): number | null =>
  impressions > 0 ? Math.round((clicks / impressions) * 1000) / 10 : null;

/** Seconds a creative must stay at least half visible before it counts as seen (IAB viewability). */
export const adViewableSeconds = 1;
export const adViewableRatio = 0.5;
/** How long the impression and click tokens of a served ad stay valid. */
export const adTokenLifetimeSeconds = 3600;

export const AdMessages = {
  sponsored: "Sponsored",
  opensInNewTab: "opens the advertiser's site in a new tab",
  targetHttps: "The target URL must be a full https:// address",
  endsBeforeStart: "The end date must come after the start date",
  placementRequired: "Choose at least one placement",
  videoNotAllowed: "Video is not allowed in a placement that shows between posts",
  creativeRequired: "Upload an image or a video before scheduling the ad",
  altRequired: "Describe the image or video for people who cannot see it",
  unknownState: "Unknown US state",
  notFound: "Ad not found",
  unknownFile: "This file was not uploaded to the ads media",
  created: "Ad created",
  saved: "Ad saved",
  paused: "Ad paused",
  resumed: "Ad resumed",
  duplicated: "Ad duplicated",
  deleted: "Ad deleted",
  settingsSaved: "Ad settings saved",
  homeSaved: "Home placements saved",
  deleteConfirm: "Delete this ad? Its figures are deleted with it.",
  noAds: "There are no ads yet.",
  noMatches: "No ads match these filters.",
  // The editor's field messages (ours).
  textLength: (max: number) => `Enter 1 to ${max} characters`,
  bodyLength: "At most 200 characters",
  weightRange: `From ${adWeightRange.minimum} to ${adWeightRange.maximum}`,
} as const;

// ---------- the ad editor's form (validated by the shell's useSchemaForm; the server checks again) ----------

const textOf = (max: number) =>
  requiredText(AdMessages.textLength(max), Schema.isMaxLength(max, { message: AdMessages.textLength(max) }));

/** A rule across fields, reported at `field` (Effect runs these once every field has decoded). */
const across = <A>(field: string, message: string, holds: (value: A) => boolean) =>
  Schema.makeFilter<A>((value) => (holds(value) ? undefined : { path: [field], issue: message }));

interface AdFormShape {
  readonly mediaFileName: string | null;
  readonly kind: AdCreativeKind | null;
  readonly altText: string;
  readonly placements: readonly AdPlacement[];
  readonly startDate: string | null;
  readonly endDate: string | null;
}

/**
 * The ad editor's values (dates as the date pickers' "YYYY-MM-DD", states as the chosen codes) with the
 * messages of packages/ads/README.md.
 */
export const AdForm = Schema.Struct({
  name: textOf(120),
  advertiser: textOf(120),
  headline: textOf(90),
  body: Schema.String.check(Schema.isMaxLength(200, { message: AdMessages.bodyLength })),
  mediaFileName: Schema.NullOr(Schema.String),
  mediaUrl: Schema.NullOr(Schema.String),
  kind: Schema.NullOr(Schema.Literals(adCreativeKinds)),
  altText: Schema.String,
  targetUrl: Schema.String.check(matching((value) => isAdTargetUrl(value.trim()), AdMessages.targetHttps)),
  placements: Schema.Array(Schema.Literals(AdPlacement.codes)).check(
    Schema.makeFilter((value) => (value.length > 0 ? undefined : AdMessages.placementRequired)),
  ),
  startDate: Schema.NullOr(Schema.String),
  endDate: Schema.NullOr(Schema.String),
  paused: Schema.Boolean,
  weight: Schema.Number.check(
    Schema.makeFilter((value) =>
      Number.isInteger(value) && value >= adWeightRange.minimum && value <= adWeightRange.maximum
        ? undefined
        : AdMessages.weightRange,
    ),
  ),
  states: Schema.Array(Schema.String).check(
    Schema.makeFilter((codes) =>
      codes.every((code) => UsState.isCode(code)) ? undefined : AdMessages.unknownState,
    ),
  ),
}).check(
  across<AdFormShape>(
    "placements",
    AdMessages.videoNotAllowed,
    ({ kind, placements }) =>
      kind === null || placements.every((p) => adPlacementSpecs[p].kinds.includes(kind)),
  ),
  across<AdFormShape>(
    "mediaFileName",
    AdMessages.creativeRequired,
    (v) => v.startDate === null || v.mediaFileName !== null,
  ),
  across<AdFormShape>(
    "altText",
    AdMessages.altRequired,
    (v) => v.mediaFileName === null || v.altText.trim() !== "",
  ),
  across<AdFormShape>(
    "endDate",
    AdMessages.endsBeforeStart,
    (v) => v.startDate === null || v.endDate === null || v.endDate >= v.startDate,
  ),
);
export type AdForm = typeof AdForm.Type;
