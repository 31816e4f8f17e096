import type { Ads } from "@haulboard/api/contract";
import {
  type AdCreativeKind,
  AdMessages,
  type AdPlacement,
  adPlacementSpecs,
  adWeightRange,
  isAdTargetUrl,
  UsState,
} from "@haulboard/domain";

/** The editor's values: dates as "YYYY-MM-DD" (the date pickers'), states as the chosen codes. */
export interface AdFormValues {
  readonly name: string;
  readonly advertiser: string;
  readonly headline: string;
  readonly body: string;
  readonly mediaFileName: string | null;
  readonly mediaUrl: string | null;
  readonly kind: AdCreativeKind | null;
  readonly altText: string;
  readonly targetUrl: string;
  readonly placements: readonly AdPlacement[];
  readonly startDate: string | null;
  readonly endDate: string | null;
  readonly paused: boolean;
  readonly weight: number;
  readonly states: readonly string[];
}

export type AdFormErrors = Partial<Record<keyof AdFormValues, string>>;

export const emptyAdForm: AdFormValues = {
  name: "",
  advertiser: "",
  headline: "",
  body: "",
  mediaFileName: null,
  mediaUrl: null,
  kind: null,
  altText: "",
  targetUrl: "https://",
  placements: ["home_banner"],
  startDate: null,
  endDate: null,
  paused: false,
  weight: 10,
  states: [],
};

/** A local day as "YYYY-MM-DD" (what the date pickers show). */
export const localDay = (iso: string | null): string | null => {
  if (iso === null) return null;
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/** The start of a local day as an instant; the end date is inclusive, so it ends at the next midnight. */
const startOfDay = (day: string, plusDays = 0) => {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, (date ?? 1) + plusDays).toISOString();
};

export const formFromAd = (ad: Ads.Ad): AdFormValues => ({
  name: ad.name,
  advertiser: ad.advertiser,
  headline: ad.headline,
  body: ad.body,
  mediaFileName: ad.mediaFileName,
  mediaUrl: ad.mediaUrl,
  kind: ad.kind,
  altText: ad.altText,
  targetUrl: ad.targetUrl,
  placements: ad.placements,
  startDate: localDay(ad.startsAt),
  endDate: ad.endsAt === null ? null : localDay(new Date(Date.parse(ad.endsAt) - 1).toISOString()),
  paused: ad.paused,
  weight: ad.weight,
  states: ad.states,
});

/** Checks the values (the server checks them again) and gives the request body, or the messages. */
export const validateAdForm = (
  values: AdFormValues,
): { ok: true; input: Ads.AdInput } | { ok: false; errors: AdFormErrors } => {
  const errors: AdFormErrors = {};
  const required = (field: "name" | "advertiser" | "headline", max: number) => {
    const value = values[field].trim();
    if (value === "" || value.length > max) errors[field] = `Enter 1 to ${max} characters`;
  };
  required("name", 120);
  required("advertiser", 120);
  required("headline", 90);
  if (values.body.length > 200) errors.body = "At most 200 characters";
  if (!isAdTargetUrl(values.targetUrl.trim())) errors.targetUrl = AdMessages.targetHttps;
  if (values.placements.length === 0) errors.placements = AdMessages.placementRequired;
  if (
    values.kind !== null &&
    values.placements.some((p) => !adPlacementSpecs[p].kinds.includes(values.kind!))
  )
    errors.placements = AdMessages.videoNotAllowed;
  if (values.startDate !== null && values.mediaFileName === null)
    errors.mediaFileName = AdMessages.creativeRequired;
  if (values.mediaFileName !== null && values.altText.trim() === "") errors.altText = AdMessages.altRequired;
  if (values.startDate !== null && values.endDate !== null && values.endDate < values.startDate)
    errors.endDate = AdMessages.endsBeforeStart;
  if (
    !Number.isInteger(values.weight) ||
    values.weight < adWeightRange.minimum ||
    values.weight > adWeightRange.maximum
  )
    errors.weight = `From ${adWeightRange.minimum} to ${adWeightRange.maximum}`;
  const states = values.states;
  if (states.some((code) => !UsState.isCode(code))) errors.states = AdMessages.unknownState;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      name: values.name.trim(),
      advertiser: values.advertiser.trim(),
      headline: values.headline.trim(),
      body: values.body.trim(),
      mediaFileName: values.mediaFileName,
      altText: values.altText.trim(),
      targetUrl: values.targetUrl.trim(),
      placements: values.placements,
      startsAt: values.startDate === null ? null : startOfDay(values.startDate),
      endsAt: values.endDate === null ? null : startOfDay(values.endDate, 1),
      paused: values.paused,
      weight: values.weight,
      states: [...new Set(states)],
    },
  };
};
