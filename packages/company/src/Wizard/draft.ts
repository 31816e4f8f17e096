import type { AddonSelection, AddonType } from "@haulboard/domain";
import { defaultSalaryType } from "@haulboard/domain";

/** One targeted address as the wizard keeps it (a chosen place). */
export interface DraftAddress {
  readonly placeId: string;
  readonly description: string;
  readonly address: string;
  readonly city: string;
  readonly state: string;
  readonly zipCode: string;
  readonly country: string;
  /** [lng, lat]. */
  readonly coordinates: readonly [number, number];
  /** The base cost quoted for a job at this address. */
  readonly cost: number;
}

/** Step 1's values as typed (text fields stay text until the save payload is built). */
export interface ContentValues {
  readonly title: string;
  readonly jobType: string;
  readonly requiredExperience: string;
  readonly additionalExperience: string;
  readonly homeTime: string;
  readonly driverUnload: boolean;
  readonly expectedPay: string;
  readonly salaryType: string;
  readonly signOnBonus: string;
  readonly startingBonus: string;
  /** Benefit labels. */
  readonly benefits: readonly string[];
  /** Endorsement labels. */
  readonly endorsements: readonly string[];
  readonly jobDescription: string;
  readonly zipCode: string;
  /** The stored video's file name (video_url), once uploaded. */
  readonly videoUrl: string | null;
  readonly videoName: string | null;
}

export interface AddonValues {
  /** The add-ons chosen; empty means "No add-ons". */
  readonly chosen: readonly AddonType[];
  readonly hyperlinkUrl: string;
  readonly autoRenew: boolean;
}

/** A post already made (step 4's submit): kept so that a retry charges it instead of posting again. */
export interface DraftPost {
  readonly token: string;
  readonly jobs: readonly { readonly id: number | string; readonly cost: number }[];
  /** One key per post, sent with every charge attempt of it (a retry answers the first result). */
  readonly idempotencyKey: string;
}

export interface WizardDraft {
  readonly version: 1;
  readonly content: ContentValues;
  readonly addresses: readonly DraftAddress[];
  readonly addons: AddonValues;
  readonly post: DraftPost | null;
  /** Whether "Create Job Start" was sent for this draft. */
  readonly started: boolean;
}

export const emptyContent: ContentValues = {
  title: "",
  jobType: "",
  requiredExperience: "",
  additionalExperience: "",
  homeTime: "",
  driverUnload: false,
  expectedPay: "",
  salaryType: defaultSalaryType,
  signOnBonus: "",
  startingBonus: "",
  benefits: [],
  endorsements: [],
  jobDescription: "",
  zipCode: "",
  videoUrl: null,
  videoName: null,
};

export const emptyDraft: WizardDraft = {
  version: 1,
  content: emptyContent,
  addresses: [],
  addons: { chosen: [], hyperlinkUrl: "", autoRenew: false },
  post: null,
  started: false,
};

/** The add-on selections of the draft, as the domain prices them and the payload sends them. */
export const addonSelectionsOf = (addons: AddonValues): AddonSelection[] =>
  addons.chosen.map((addonType) =>
    addonType === "hyperlink"
      ? { addonType, subscribed: true, externalUrl: addons.hyperlinkUrl.trim() }
      : { addonType, subscribed: true },
  );

const keyPrefix = "haulboard.jobWizard";

/** The storage key of a draft: one per signed-in user and company. */
export const draftKey = (userId: string, companyId: string | number): string =>
  `${keyPrefix}:${userId}:${companyId}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Reads a stored draft; anything unreadable or of another version starts afresh. */
export const readDraft = (storage: Storage | undefined, key: string): WizardDraft => {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return emptyDraft;
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed) || parsed.version !== 1 || !isRecord(parsed.content)) return emptyDraft;
    const stored = parsed as unknown as WizardDraft;
    return {
      ...emptyDraft,
      ...stored,
      content: { ...emptyContent, ...stored.content },
      addons: { ...emptyDraft.addons, ...stored.addons },
      addresses: Array.isArray(stored.addresses) ? stored.addresses : [],
    };
  } catch {
    return emptyDraft;
  }
};

/** Writes the draft at once (every change), so a reload or a crashed tab keeps it. */
export const writeDraft = (storage: Storage | undefined, key: string, draft: WizardDraft): void => {
  try {
    storage?.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the wizard still works for this page's life.
  }
};

export const clearDraft = (storage: Storage | undefined, key: string): void => {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to clear.
  }
};

export const browserStorage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};
