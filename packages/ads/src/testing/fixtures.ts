import type { Ads } from "@haulboard/api/contract";

/** A drawn creative (an SVG data URL) of a placement's size, so stories need no network. */
export const creative = (width: number, height: number, colour: string, text: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${colour}"/><text x="50%" y="55%" fill="#fff" font-family="sans-serif" font-size="${Math.round(height / 4)}" text-anchor="middle">${text}</text></svg>`,
  )}`;

const base: Ads.Ad = {
  id: 1,
  name: "Fuel card — winter",
  advertiser: "Fuel Partner",
  headline: "15¢ off per gallon at 2,000 stops",
  body: "No annual fee.",
  mediaFileName: "fuel.png",
  mediaUrl: creative(728, 90, "#1f6f43", "15¢ off fuel"),
  kind: "image",
  altText: "A green fuel card banner",
  targetUrl: "https://fuelpartner.example/offer",
  placements: ["home_banner", "news_post"],
  startsAt: "2026-11-01T00:00:00.000Z",
  endsAt: "2027-01-31T00:00:00.000Z",
  paused: false,
  weight: 20,
  states: [],
  status: "running",
  impressions: 48211,
  clicks: 913,
  createdAt: "2026-10-20T12:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
};

/** One ad of each status, as the manage list shows them. */
export const adsFixture: readonly Ads.Ad[] = [
  base,
  {
    ...base,
    id: 2,
    name: "Tires — spring",
    advertiser: "RoadGrip Tires",
    headline: "All-season steer tires",
    mediaUrl: creative(300, 250, "#23487a", "Tires"),
    kind: "video",
    placements: ["home_card"],
    status: "scheduled",
    startsAt: "2026-12-01T00:00:00.000Z",
    endsAt: null,
    impressions: 0,
    clicks: 0,
  },
  {
    ...base,
    id: 3,
    name: "Boots — paused",
    advertiser: "Trail Boots",
    paused: true,
    status: "paused",
    impressions: 1200,
    clicks: 7,
  },
  {
    ...base,
    id: 4,
    name: "Fall fuel — ended",
    status: "ended",
    endsAt: "2026-10-01T00:00:00.000Z",
    impressions: 90211,
    clicks: 2210,
    states: ["TX", "OK"],
  },
  {
    ...base,
    id: 5,
    name: "Draft: ELD promo",
    advertiser: "LogRight ELD",
    mediaFileName: null,
    mediaUrl: null,
    kind: null,
    status: "draft",
    startsAt: null,
    endsAt: null,
    impressions: 0,
    clicks: 0,
  },
];
