import type { Albums, News } from "@haulboard/api";

/** Story fixtures typed by the contract (decoded, camelCase). Trucking names, fixed dates. */
export const now = new Date("2026-03-20T12:00:00.000Z");

export const channels: News.Channel[] = [
  ["news", "Industry News", "FMCSA rules, fuel prices and freight markets.", true],
  ["blog", "Driver Life", null, true],
  ["video", "Safety Minute", "Short pre-trip and safety videos.", false],
  ["news", "Cross-border freight between Laredo, Nuevo Laredo and the Midwest distribution hubs", null, true],
].map(([channelType, name, description, isActive], index) => ({
  id: 12 + index,
  channelType: channelType as News.ChannelType,
  name: name as string,
  description: description as string | null,
  isActive: isActive as boolean,
  createdAt: `2026-0${3 - (index % 3)}-0${index + 1}T08:00:00.000Z`,
  updatedAt: "2026-03-01T08:00:00.000Z",
}));

// A tiny same-origin image (the CSP of the app allows data: images), so stories need no network.
const pixel = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="587" height="226"><rect width="100%" height="100%" fill="${colour}"/></svg>`)}`;

export const thumbnailSmall = pixel("#1f6f8b");
export const thumbnailFull = pixel("#0f4c5c");

const body =
  "<p>Eastbound traffic over 40 tons is routed via I-55. Expect 45-minute delays.</p><table><tbody><tr><th><p>Route</p></th><th><p>Delay</p></th></tr><tr><td><p>I-55</p></td><td><p>45 min</p></td></tr></tbody></table>";

export const posts: News.Post[] = [
  {
    id: 340,
    channelId: 12,
    title: "I-40 bridge closure near Memphis: detours for heavy loads",
    body,
    thumbnail: thumbnailFull,
    thumbnailFull,
    thumbnailSmall,
    isActive: true,
    scheduledAt: null,
    createdAt: "2026-03-12T07:30:00.000Z",
    updatedAt: "2026-03-12T07:30:00.000Z",
    views: 2210,
    userId: 9002,
  },
  {
    id: 341,
    channelId: 12,
    title: "ELD rule changes: what carriers need to know",
    body: "<p>A summary of the new rule.</p>",
    thumbnail: null,
    thumbnailFull: null,
    thumbnailSmall: null,
    isActive: true,
    scheduledAt: "2026-03-22T09:00:00.000Z",
    createdAt: "2026-03-18T07:30:00.000Z",
    updatedAt: "2026-03-18T07:30:00.000Z",
    views: 0,
    userId: 9002,
  },
  {
    id: 342,
    channelId: 12,
    title: "Draft: winter driving checklist",
    body: "<p>Chains, fuel additive, extra blankets.</p>",
    thumbnail: null,
    thumbnailFull: null,
    thumbnailSmall: null,
    isActive: false,
    scheduledAt: null,
    createdAt: "2026-03-19T07:30:00.000Z",
    updatedAt: "2026-03-19T07:30:00.000Z",
    views: 0,
    userId: 9003,
  },
];

export const feedPosts: News.FeedPost[] = [
  {
    id: 340,
    channelId: 12,
    channelName: "Industry News",
    title: posts[0]!.title,
    thumbnailFull,
    thumbnailSmall,
    publishedAt: "2026-03-12T07:30:00.000Z",
    views: 2210,
  },
  {
    id: 350,
    channelId: 13,
    channelName: "Driver Life",
    title: "Ten years on the road: lessons from a team driver who crossed every state twice",
    thumbnailFull: null,
    thumbnailSmall: null,
    publishedAt: "2026-03-10T07:30:00.000Z",
    views: 87,
  },
  {
    id: 351,
    channelId: 14,
    channelName: "Safety Minute",
    title: "Pre-trip inspection in five minutes",
    thumbnailFull,
    thumbnailSmall,
    publishedAt: "2026-03-09T07:30:00.000Z",
    views: 12,
  },
];

export const feedPost: News.FeedPostDetail = { ...feedPosts[0]!, body };

// ---------- albums (the post editor's image library) ----------

export const albums: Albums.Album[] = [
  { id: 1, title: "Truck shows 2026" },
  { id: 2, title: "Safety campaign" },
];

export const albumImageSmall = pixel("#8b5a1f");
export const albumImageFull = pixel("#5c3a0f");

export const albumImages: Albums.AlbumImage[] = [
  {
    id: 31,
    albumId: 1,
    channelId: 12,
    imageUrl: albumImageFull,
    smallImageUrl: albumImageSmall,
    createdAt: "2026-03-02T15:00:00.000Z",
  },
  {
    id: 32,
    albumId: 1,
    channelId: 12,
    imageUrl: thumbnailFull,
    smallImageUrl: thumbnailSmall,
    createdAt: "2026-03-01T15:00:00.000Z",
  },
];

// ---------- the ads between the drivers' news (the `news_list` and `news_post` placements) ----------

const creative = (width: number, height: number, colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${colour}"/></svg>`)}`;

export const listAd = {
  id: 7,
  kind: "image" as const,
  mediaUrl: creative(300, 250, "#23487a"),
  altText: "A blue tire offer card",
  headline: "All-season steer tires, fitted in an hour",
  body: "",
  advertiser: "RoadGrip Tires",
  clickUrl: "/api/v1/ads/7/click?t=story",
  impressionToken: "story-7",
};

export const postAd = {
  ...listAd,
  id: 8,
  mediaUrl: creative(728, 90, "#1f6f43"),
  altText: "A green fuel card banner",
  headline: "15¢ off per gallon at 2,000 stops",
  advertiser: "Fuel Partner",
  clickUrl: "/api/v1/ads/8/click?t=story",
  impressionToken: "story-8",
};
