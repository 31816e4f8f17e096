import type { Ads } from "@haulboard/api/contract";
import { type AdCreativeKind, AdForm, type AdPlacement, firstError, formErrors } from "@haulboard/domain";

/** The editor's values: dates as "YYYY-MM-DD" (the date pickers'), states as the chosen codes. */
export type AdFormValues = {
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
};

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

/** The request body of valid values (the domain's `AdForm` checked them; the server checks again). */
export const adInputOf = (values: AdForm): Ads.AdInput => ({
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
  states: [...new Set(values.states)],
});

/** Checks the values with the domain's `AdForm` and gives the request body, or the first message of each field. */
export const validateAdForm = (
  values: AdFormValues,
): { ok: true; input: Ads.AdInput } | { ok: false; errors: AdFormErrors } => {
  const checked = formErrors(AdForm, values);
  if (checked.ok) return { ok: true, input: adInputOf(checked.value) };
  const errors: AdFormErrors = {};
  for (const field of Object.keys(values) as (keyof AdFormValues)[]) {
    const message = firstError(checked.errors, field);
    if (message !== undefined) errors[field] = message;
  }
  return { ok: false, errors };
};
