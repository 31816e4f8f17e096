/** Add-ons (employer-work §3, §4, §9). */
export const addonTypes = ["promote", "boost", "hyperlink"] as const;
export type AddonType = (typeof addonTypes)[number];
/** The wizard's choices: the three add-ons or none. */
export const addonChoices = ["promote", "boost", "hyperlink", "noAddons"] as const;
export type AddonChoice = (typeof addonChoices)[number];

export const addonLabels: Readonly<Record<AddonChoice, string>> = {
  promote: "Promote",
  boost: "Boost",
  hyperlink: "Hyperlink",
  noAddons: "No add-ons",
};

/** Add-on prices. The spec shows no unit: we read them as US dollars. */
export const addonPrices: Readonly<Record<AddonType, number>> = { boost: 200, hyperlink: 100, promote: 100 };

export const isAddonType = (value: unknown): value is AddonType =>
  typeof value === "string" && (addonTypes as readonly string[]).includes(value);

/** The longest hyperlink address the add-on keeps. */
export const hyperlinkMaxLength = 2048;

/** What the wizard, the add-on editor and the server say of a hyperlink address that is not one. */
export const hyperlinkInvalidText = "Enter a valid URL starting with http:// or https://";

/**
 * Whether `text` can be a hyperlink add-on's address: an http(s) URL whose host has a dot (a site, not
 * `localhost`), at most 2,048 characters. The one rule of the wizard, the job editor and the server.
 */
export const isHyperlinkUrl = (text: string): boolean => {
  if (text.length > hyperlinkMaxLength) return false;
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
};

export interface AddonSelection {
  readonly addonType: AddonType;
  readonly subscribed: boolean;
  /** Hyperlink only. */
  readonly externalUrl?: string | undefined;
}

/** The price of the subscribed add-ons of one job. */
export const addonsTotal = (addons: readonly AddonSelection[]): number =>
  addons.reduce((total, addon) => total + (addon.subscribed ? addonPrices[addon.addonType] : 0), 0);

export interface JobCostInput {
  /** Each targeted address with the base cost the server quoted for it (missing counts as 0). */
  readonly addresses: readonly { readonly cost?: number | null | undefined }[];
  readonly addons: readonly AddonSelection[];
}

/**
 * The cost of a job post. The spec does not show the default job cost nor how add-ons combine with addresses;
 * our rule: a post makes one job per targeted address, each job costs its address's quoted base cost plus the
 * subscribed add-ons, and the post costs the sum.
 */
export const jobCost = ({ addresses, addons }: JobCostInput): number => {
  const perJobAddons = addonsTotal(addons);
  return addresses.reduce((total, address) => total + (address.cost ?? 0) + perJobAddons, 0);
};

/** Amounts as shown: "$1,200.00" (en-US, two decimals). */
export const formatPrice = (amount: number): string =>
  amount.toLocaleString("en-US", { style: "currency", currency: "USD" });

/**
 * The base cost of one job (one targeted address) for one posting period, before add-ons. The spec does not
 * show the default job cost (employer-work §9): ours is 300, in the add-ons' unit (US dollars). The server
 * quotes it as each address's cost, so `jobCost` with the server's quotes and `postedJobCost` agree.
 */
export const jobBaseCost = 300;
/** A posting runs this many days; the next billing (renewal) and the expiration date fall on its end. */
export const jobPostingDays = 30;

/** The cost of one posted job: the base cost plus its subscribed add-ons. */
export const postedJobCost = (addons: readonly AddonSelection[]): number => jobBaseCost + addonsTotal(addons);
