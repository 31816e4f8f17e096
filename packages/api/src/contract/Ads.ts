import {
  AdMessages,
  adCreativeKinds,
  adFrequencyCapRange,
  adPages,
  adPlacements,
  adRotations,
  adStatuses,
  adWeightRange,
  isAdTargetUrl,
  UsState,
} from "@haulboard/domain";
import { Schema } from "effect";
import * as Endpoint from "./Endpoint.ts";
import { Empty, Id, IdParams, IsoDateTime, PageQuery, SearchBody } from "./Shared.ts";
import { WireStruct } from "./Wire.ts";

/**
 * Ads (issue 21). The spec gives only the paths (employer-work §7 "Ads: /ads, /ads/search, /ads/{id},
 * /ads/settings. Methods and payloads: not shown"): the shapes are our design, described in
 * packages/ads/README.md. Serving, impressions and clicks are our additions for the slots.
 */

export const AdPlacement = Schema.Literals(adPlacements);
export type AdPlacement = typeof AdPlacement.Type;
export const AdStatus = Schema.Literals(adStatuses);
export const AdCreativeKind = Schema.Literals(adCreativeKinds);
export const AdRotation = Schema.Literals(adRotations);
export const AdPage = Schema.Literals(adPages);

const Text = (min: number, max: number) => Schema.String.check(Schema.isBetweenLength(min, max));

/** An https:// address (javascript:, data:, http: refused with the domain's message). */
export const AdTargetUrl = Schema.String.check(
  Schema.makeFilter((value: string) => (isAdTargetUrl(value) ? undefined : AdMessages.targetHttps)),
);

export const UsStateCode = Schema.String.check(
  Schema.makeFilter((value: string) => (UsState.isCode(value) ? undefined : AdMessages.unknownState)),
);

const Placements = Schema.Array(AdPlacement).check(
  Schema.makeFilter((list: readonly string[]) =>
    list.length > 0 && list.length <= adPlacements.length && new Set(list).size === list.length
      ? undefined
      : AdMessages.placementRequired,
  ),
);

const States = Schema.Array(UsStateCode).check(Schema.isMaxLength(51));

export const Weight = Schema.Int.check(Schema.isBetween(adWeightRange));

export const Ad = WireStruct({
  id: Id,
  name: Schema.String,
  advertiser: Schema.String,
  headline: Schema.String,
  body: Schema.String,
  /** The stored media file (media.uploadAd), or null for a draft without a creative yet. */
  mediaFileName: Schema.NullOr(Schema.String),
  mediaUrl: Schema.NullOr(Schema.String),
  /** Read from the stored file's type; null without a creative. */
  kind: Schema.NullOr(AdCreativeKind),
  altText: Schema.String,
  targetUrl: Schema.String,
  placements: Schema.Array(AdPlacement),
  startsAt: Schema.NullOr(IsoDateTime),
  endsAt: Schema.NullOr(IsoDateTime),
  paused: Schema.Boolean,
  weight: Schema.Int,
  states: Schema.Array(Schema.String),
  /** Derived by the server at the time of the answer (domain adStatus). */
  status: AdStatus,
  /** Counted once per viewer and UTC day, when the slot saw the ad half visible for a second. */
  impressions: Schema.Int,
  /** Clicks that count: once per viewer, ad and UTC day, each after a recorded impression (the CTR's). */
  clicks: Schema.Int,
  /** Clicks the server filtered (no impression, a repeat, a missing or forged token), reported apart. */
  invalidClicks: Schema.Int,
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type Ad = typeof Ad.Type;

const adInputFields = {
  name: Text(1, 120),
  advertiser: Text(1, 120),
  headline: Text(1, 90),
  body: Text(0, 200),
  mediaFileName: Schema.NullOr(Text(1, 200)),
  altText: Text(0, 200),
  targetUrl: AdTargetUrl,
  placements: Placements,
  startsAt: Schema.NullOr(IsoDateTime),
  endsAt: Schema.NullOr(IsoDateTime),
  paused: Schema.Boolean,
  weight: Weight,
  states: States,
};

export const AdInput = WireStruct(adInputFields);
export type AdInput = typeof AdInput.Type;

/** A change: any of the input's fields (pause is `{ paused: true }`). */
export const AdPatch = WireStruct({
  name: Schema.optionalKey(adInputFields.name),
  advertiser: Schema.optionalKey(adInputFields.advertiser),
  headline: Schema.optionalKey(adInputFields.headline),
  body: Schema.optionalKey(adInputFields.body),
  mediaFileName: Schema.optionalKey(adInputFields.mediaFileName),
  altText: Schema.optionalKey(adInputFields.altText),
  targetUrl: Schema.optionalKey(adInputFields.targetUrl),
  placements: Schema.optionalKey(adInputFields.placements),
  startsAt: Schema.optionalKey(adInputFields.startsAt),
  endsAt: Schema.optionalKey(adInputFields.endsAt),
  paused: Schema.optionalKey(adInputFields.paused),
  weight: Schema.optionalKey(adInputFields.weight),
  states: Schema.optionalKey(adInputFields.states),
});
export type AdPatch = typeof AdPatch.Type;

export const AdSettings = WireStruct({
  rotation: AdRotation,
  frequencyCap: Schema.Int.check(Schema.isBetween(adFrequencyCapRange)),
  homePlacements: Schema.Array(AdPlacement).check(
    Schema.makeFilter((list: readonly string[]) =>
      new Set(list).size === list.length && list.every((code) => code.startsWith("home_"))
        ? undefined
        : "Only the drivers' home placements, each once",
    ),
  ),
});
export type AdSettings = typeof AdSettings.Type;

/**
 * Search fields: `text` matches the name or the advertiser; `status` is the derived status; `placement`
 * matches one of the ad's placements.
 */
export const adSearchFields = [
  "text",
  "name",
  "advertiser",
  "status",
  "placement",
  "starts_at",
  "ends_at",
  "created_at",
  "impressions",
  "clicks",
  "invalid_clicks",
] as const;
export const AdSearchRequest = SearchBody(adSearchFields);

/** What a slot receives: the creative, its texts, where a click goes and the impression's token. */
export const ServedAd = WireStruct({
  id: Id,
  kind: AdCreativeKind,
  mediaUrl: Schema.String,
  altText: Schema.String,
  headline: Schema.String,
  body: Schema.String,
  advertiser: Schema.String,
  /** The counting redirect (`/api/v1/ads/{id}/click?t=…`), relative to the app's origin. */
  clickUrl: Schema.String,
  impressionToken: Schema.String,
});
export type ServedAd = typeof ServedAd.Type;

export const ServedSlot = WireStruct({ placement: AdPlacement, ad: Schema.NullOr(ServedAd) });
export type ServedSlot = typeof ServedSlot.Type;

export const ServeRequest = WireStruct({ page: AdPage });
export const ImpressionRequest = WireStruct({ token: Text(1, 1000) });
export const ImpressionAnswer = WireStruct({ counted: Schema.Boolean });
export const ClickQuery = Schema.Struct({ t: Schema.optionalKey(Text(0, 1000)) });

export const listAds = Endpoint.make({
  name: "ads.list",
  method: "GET",
  path: "/ads",
  auth: "bearer",
  query: PageQuery,
  success: Schema.Array(Ad),
  paginated: true,
  description: "Ads admins: ads, newest first.",
});

export const searchAds = Endpoint.make({
  name: "ads.search",
  method: "POST",
  path: "/ads/search",
  auth: "bearer",
  query: PageQuery,
  body: AdSearchRequest,
  success: Schema.Array(Ad),
  paginated: true,
  description: "Ads admins: ads with filters and orders.",
});

export const getAd = Endpoint.make({
  name: "ads.get",
  method: "GET",
  path: "/ads/{id}",
  auth: "bearer",
  params: IdParams,
  success: Ad,
  description: "Ads admins: an ad.",
});

export const createAd = Endpoint.make({
  name: "ads.create",
  method: "POST",
  path: "/ads",
  auth: "bearer",
  body: AdInput,
  success: Ad,
  description: "Ads admins: create an ad.",
});

export const updateAd = Endpoint.make({
  name: "ads.update",
  method: "PATCH",
  path: "/ads/{id}",
  auth: "bearer",
  params: IdParams,
  body: AdPatch,
  success: Ad,
  description: "Ads admins: change an ad (pause and resume are `{ paused }`).",
});

export const duplicateAd = Endpoint.make({
  name: "ads.duplicate",
  method: "POST",
  path: "/ads/{id}/duplicate",
  auth: "bearer",
  params: IdParams,
  success: Ad,
  description: "Ads admins: copy an ad as a new draft with no figures.",
});

export const deleteAd = Endpoint.make({
  name: "ads.delete",
  method: "DELETE",
  path: "/ads/{id}",
  auth: "bearer",
  params: IdParams,
  success: Empty,
  description: "Ads admins: delete an ad and its figures.",
});

export const getAdSettings = Endpoint.make({
  name: "ads.getSettings",
  method: "GET",
  path: "/ads/settings",
  auth: "bearer",
  success: AdSettings,
  description: "Ads admins: rotation, frequency cap and the drivers' home placements.",
});

export const updateAdSettings = Endpoint.make({
  name: "ads.updateSettings",
  method: "PATCH",
  path: "/ads/settings",
  auth: "bearer",
  body: AdSettings,
  success: AdSettings,
  description: "Ads admins: change the ad settings.",
});

export const serveAds = Endpoint.make({
  name: "ads.serve",
  method: "POST",
  path: "/ads/serve",
  auth: "bearer",
  body: ServeRequest,
  success: Schema.Array(ServedSlot),
  description:
    "The ads of a page's slots for the signed-in viewer, in the page's order. Rate-limited per user (429).",
});

export const recordImpression = Endpoint.make({
  name: "ads.impression",
  method: "POST",
  path: "/ads/impressions",
  auth: "public",
  body: ImpressionRequest,
  success: ImpressionAnswer,
  description: "A slot's beacon: the served ad was at least half visible for one second.",
});

export const clickAd = Endpoint.make({
  name: "ads.click",
  method: "GET",
  path: "/ads/{id}/click",
  auth: "public",
  params: IdParams,
  query: ClickQuery,
  success: Empty,
  redirect: true,
  description:
    "Redirects to a serving ad's target (404 for any other ad). Counts a click once per viewer, ad and UTC " +
    "day after a recorded impression; any other click is counted apart as invalid.",
});

/** The calls of this resource by name, as `api.ads` and the client (`client.ads.<call>`) expose them. */
export const adsCalls = {
  list: listAds,
  search: searchAds,
  get: getAd,
  create: createAd,
  update: updateAd,
  duplicate: duplicateAd,
  delete: deleteAd,
  getSettings: getAdSettings,
  updateSettings: updateAdSettings,
  serve: serveAds,
  impression: recordImpression,
  click: clickAd,
} as const;
