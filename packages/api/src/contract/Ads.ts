import { Schema } from "effect";
import * as Endpoint from "./Endpoint.ts";
import { Empty, Id, IdParams, IsoDateTime, PageQuery, SearchBody } from "./Shared.ts";
import { WireStruct } from "./Wire.ts";

/** Where an ad shows. The spec does not show the ads entity: this design is ours. */
export const AdPlacement = Schema.Literals(["news_feed", "job_board", "members_home"]);
export type AdPlacement = typeof AdPlacement.Type;

export const Ad = WireStruct({
  id: Id,
  title: Schema.String,
  /** The stored media file (media.uploadAd). */
  mediaFileName: Schema.NullOr(Schema.String),
  mediaUrl: Schema.NullOr(Schema.String),
  targetUrl: Schema.String,
  placement: AdPlacement,
  isActive: Schema.Boolean,
  startsAt: Schema.NullOr(IsoDateTime),
  endsAt: Schema.NullOr(IsoDateTime),
  impressions: Schema.Int,
  clicks: Schema.Int,
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type Ad = typeof Ad.Type;

export const AdInput = WireStruct({
  title: Schema.String.check(Schema.isBetweenLength(1, 120)),
  mediaFileName: Schema.NullOr(Schema.String),
  targetUrl: Schema.String,
  placement: AdPlacement,
  isActive: Schema.Boolean,
  startsAt: Schema.NullOr(IsoDateTime),
  endsAt: Schema.NullOr(IsoDateTime),
});
export type AdInput = typeof AdInput.Type;

export const AdSettings = WireStruct({
  /** Seconds each ad stays before the next one rotates in. */
  rotationSeconds: Schema.Int.check(Schema.isBetween({ minimum: 5, maximum: 300 })),
  maxAdsPerPage: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 10 })),
});
export type AdSettings = typeof AdSettings.Type;

export const adSearchFields = [
  "title",
  "placement",
  "is_active",
  "starts_at",
  "ends_at",
  "created_at",
] as const;
export const AdSearchRequest = SearchBody(adSearchFields);

export const listAds = Endpoint.make({
  name: "ads.list",
  method: "GET",
  path: "/ads",
  auth: "bearer",
  query: PageQuery,
  success: Schema.Array(Ad),
  paginated: true,
  description: "Ads, newest first.",
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
  description: "Ads with filters and orders.",
});

export const getAd = Endpoint.make({
  name: "ads.get",
  method: "GET",
  path: "/ads/{id}",
  auth: "bearer",
  params: IdParams,
  success: Ad,
  description: "An ad.",
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
  body: AdInput,
  success: Ad,
  description: "Ads admins: change an ad.",
});

export const deleteAd = Endpoint.make({
  name: "ads.delete",
  method: "DELETE",
  path: "/ads/{id}",
  auth: "bearer",
  params: IdParams,
  success: Empty,
  description: "Ads admins: delete an ad.",
});

export const getAdSettings = Endpoint.make({
  name: "ads.getSettings",
  method: "GET",
  path: "/ads/settings",
  auth: "bearer",
  success: AdSettings,
  description: "Ad rotation settings.",
});

export const updateAdSettings = Endpoint.make({
  name: "ads.updateSettings",
  method: "PATCH",
  path: "/ads/settings",
  auth: "bearer",
  body: AdSettings,
  success: AdSettings,
  description: "Ads admins: change the rotation settings.",
});

/** The calls of this resource by name, as `api.ads` and the client (`client.ads.<call>`) expose them. */
export const adsCalls = {
  list: listAds,
  search: searchAds,
  get: getAd,
  create: createAd,
  update: updateAd,
  delete: deleteAd,
  getSettings: getAdSettings,
  updateSettings: updateAdSettings,
} as const;
