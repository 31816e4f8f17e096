import { benefitNamesOf } from "./Benefit.ts";
import { endorsementCodesOf } from "./Endorsement.ts";
import { type AddonSelection, isAddonType } from "./Pricing.ts";
import { defaultSalaryType } from "./SalaryType.ts";

/** One targeted address of the job form. */
export interface JobFormAddress {
  readonly address: string;
  readonly city: string;
  readonly state: string;
  readonly stateName?: string | undefined;
  readonly zipCode: string;
  readonly country: string;
  /** [lng, lat]. */
  readonly coordinates: readonly [number, number] | readonly number[];
  readonly cost?: number | null | undefined;
}

/** A bonus as typed: a number, or empty. */
export type BonusInput = number | string | null | undefined;

/** The job form (employer-work §3). Job type, home time and experiences hold codes; benefits and endorsements labels. */
export interface JobForm {
  readonly id?: number | string | undefined;
  readonly title: string;
  readonly jobType: string;
  readonly additionalExperience: string | null;
  readonly homeTime: string;
  readonly requiredExperience: string;
  readonly jobDescription: string;
  readonly driverUnload: boolean;
  readonly expectedPay: number | string | null;
  readonly salaryType: string;
  readonly signOnBonus: BonusInput;
  readonly startingBonus: BonusInput;
  readonly benefits: readonly string[];
  readonly endorsements: readonly string[];
  readonly addresses: readonly JobFormAddress[];
  readonly addons: readonly AddonSelection[];
  readonly videoUrl?: string | null | undefined;
  readonly videoData?: unknown;
  readonly removeVideoUrl?: boolean | undefined;
  readonly isGlobal?: boolean | undefined;
  readonly multimediaUploadFailed?: boolean | undefined;
  readonly tags?: readonly unknown[] | undefined;
  readonly autoRenew?: boolean | undefined;
  readonly zipCode?: string | null | undefined;
  readonly cost?: number | null | undefined;
}

export const jobFormDefaults: JobForm = {
  title: "",
  jobType: "",
  additionalExperience: null,
  homeTime: "",
  requiredExperience: "",
  jobDescription: "",
  driverUnload: false,
  expectedPay: null,
  salaryType: defaultSalaryType,
  signOnBonus: "",
  startingBonus: "",
  benefits: [],
  endorsements: [],
  addresses: [],
  addons: [],
};

export interface JobSaveAddress {
  readonly street1: string;
  readonly city: string;
  readonly state: string;
  readonly coordinates: readonly number[];
  readonly country: string;
  readonly postal_code: string;
}

export interface JobSaveAddon {
  readonly addon_type: string;
  readonly subscribed: boolean;
  readonly external_url?: string;
}

/** The save payload (employer-work §3), snake_case. */
export interface JobSavePayload {
  readonly title: string;
  readonly job_type: string;
  readonly additional_experience: string | null;
  readonly home_time: string;
  readonly required_experience: string;
  readonly job_description: string;
  readonly driver_unload: boolean;
  readonly expected_pay: number | null;
  readonly signon_bonus: number;
  readonly starting_bonus: number;
  readonly benefits: string[];
  readonly endorsements: string[];
  readonly salary_type: string;
  readonly addons: JobSaveAddon[];
  readonly addresses: JobSaveAddress[];
  readonly video_url: string | null;
  /** Present only when the form's zipCode is not empty. */
  readonly zip_code?: string;
}

/** Empty bonus (blank text, null, undefined, not a number) becomes 0. */
export const bonusAmount = (value: BonusInput): number => {
  if (value === null || value === undefined) return 0;
  if (typeof value === "number") return Number.isFinite(value) ? value : 0;
  const trimmed = value.trim();
  const parsed = Number(trimmed);
  return trimmed === "" || !Number.isFinite(parsed) ? 0 : parsed;
};

const payAmount = (value: number | string | null): number | null => {
  if (value === null) return null;
  if (typeof value === "string" && value.trim() === "") return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
};

const toSaveAddon = (addon: AddonSelection): JobSaveAddon =>
  addon.addonType === "hyperlink" && addon.externalUrl
    ? { addon_type: addon.addonType, subscribed: addon.subscribed, external_url: addon.externalUrl }
    : { addon_type: addon.addonType, subscribed: addon.subscribed };

/**
 * The job form to its save payload: snake_case names, bonuses empty to 0, the salary type defaulting to weekly,
 * endorsement labels to codes and benefit labels to names, add-ons with external_url for hyperlink only, and
 * zipCode removed when empty. Form-only fields (videoData, tags, cost …) are not sent.
 */
export const toJobSavePayload = (form: JobForm): JobSavePayload => {
  const zip = form.zipCode?.trim() ?? "";
  return {
    title: form.title,
    job_type: form.jobType,
    additional_experience: form.additionalExperience,
    home_time: form.homeTime,
    required_experience: form.requiredExperience,
    job_description: form.jobDescription,
    driver_unload: form.driverUnload,
    expected_pay: payAmount(form.expectedPay),
    signon_bonus: bonusAmount(form.signOnBonus),
    starting_bonus: bonusAmount(form.startingBonus),
    benefits: benefitNamesOf(form.benefits),
    endorsements: endorsementCodesOf(form.endorsements),
    salary_type: form.salaryType.trim() === "" ? defaultSalaryType : form.salaryType,
    addons: form.addons.filter((addon) => isAddonType(addon.addonType)).map(toSaveAddon),
    addresses: form.addresses.map((address) => ({
      street1: address.address,
      city: address.city,
      state: address.state,
      coordinates: [...address.coordinates],
      country: address.country,
      postal_code: address.zipCode,
    })),
    video_url: form.removeVideoUrl ? null : (form.videoUrl ?? null),
    ...(zip === "" ? {} : { zip_code: zip }),
  };
};

/** The suffix a duplicated job's title gets. */
export const copySuffix = " Copy";

/** Duplicate: a new job (no id) whose title gets the Copy suffix and whose boost add-on is reset. */
export const duplicateJobForm = (form: JobForm): JobForm => {
  const { id: _id, ...rest } = form;
  return {
    ...rest,
    title: `${form.title}${copySuffix}`,
    addons: form.addons.map((addon) =>
      addon.addonType === "boost" ? { ...addon, subscribed: false } : addon,
    ),
  };
};
