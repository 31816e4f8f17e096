import type { Jobs } from "@haulboard/api";

type JobPayload = Jobs.JobPayload;

import {
  AmountMessages,
  Benefit,
  bonusAmount,
  Endorsement,
  Experience,
  HomeTime,
  isAmount,
  isHyperlinkUrl,
  JobType,
  JobVideoMessages,
  jobVideoAddress,
  SalaryType,
} from "@haulboard/domain";
import { WizardText } from "../WizardText.ts";
import { type AddonValues, addonSelectionsOf, type ContentValues, type WizardDraft } from "./draft.ts";

export type ContentErrors = Partial<Record<keyof ContentValues, string>>;

const maxTitle = 200;

const zipPattern = /^\d{5}(?:-\d{4})?$/;

/** Step 1's rules: the spec shows none beyond the codes, the amount rule and 'salary type required'. */
const amountMessage = AmountMessages.invalid;

export const contentErrors = (values: ContentValues): ContentErrors => {
  const errors: Record<string, string> = {};
  const title = values.title.trim();
  if (title === "") errors.title = WizardText.required(WizardText.title);
  else if (title.length > maxTitle) errors.title = WizardText.titleTooLong;
  if (!JobType.isCode(values.jobType)) errors.jobType = WizardText.required(WizardText.jobType);
  if (!Experience.isCode(values.requiredExperience))
    errors.requiredExperience = WizardText.required(WizardText.requiredExperience);
  if (!HomeTime.isCode(values.homeTime)) errors.homeTime = WizardText.required(WizardText.homeTime);
  if (values.expectedPay.trim() === "") errors.expectedPay = WizardText.required(WizardText.expectedPay);
  else if (!isAmount(values.expectedPay.trim())) errors.expectedPay = amountMessage;
  if (!SalaryType.isCode(values.salaryType)) errors.salaryType = WizardText.required(WizardText.salaryType);
  for (const field of ["signOnBonus", "startingBonus"] as const) {
    const text = values[field].trim();
    if (text !== "" && !isAmount(text)) errors[field] = amountMessage;
  }
  if (values.zipCode.trim() !== "" && !zipPattern.test(values.zipCode.trim()))
    errors.zipCode = WizardText.zipInvalid;
  // The server's own rule for a job's video (issue 35 #1): refused here, on step 1, not after the card.
  if (values.videoUrl !== null && values.videoUrl !== "" && jobVideoAddress(values.videoUrl) === null)
    errors.videoUrl = JobVideoMessages.invalid;
  return errors as ContentErrors;
};

/** A hyperlink must be an absolute http(s) URL with a host that has a dot (example.com). */
/** The hyperlink add-on's address rule (the domain's, the server's too), on the trimmed text. */
export const isValidHyperlink = (text: string): boolean => isHyperlinkUrl(text.trim());

export const addonsError = (addons: AddonValues): string | undefined =>
  addons.chosen.includes("hyperlink") && !isValidHyperlink(addons.hyperlinkUrl)
    ? WizardText.hyperlinkInvalid
    : undefined;

/** Which step the draft is complete up to: the first step with a problem (0 content … 3 payment). */
export const firstIncompleteStep = (draft: WizardDraft): number => {
  if (Object.keys(contentErrors(draft.content)).length > 0) return 0;
  if (draft.addresses.length === 0) return 1;
  if (addonsError(draft.addons) !== undefined) return 2;
  return 3;
};

/** Step 1's values as the job's fields on the wire (create and update): labels back to codes, empty bonuses to 0. */
export const contentPayload = (content: ContentValues) => {
  const additional = content.additionalExperience.trim();
  return {
    title: content.title.trim(),
    jobType: content.jobType as JobPayload["jobType"],
    additionalExperience: additional === "" ? null : additional,
    homeTime: content.homeTime as JobPayload["homeTime"],
    requiredExperience: content.requiredExperience as JobPayload["requiredExperience"],
    jobDescription: content.jobDescription,
    driverUnload: content.driverUnload,
    expectedPay: Number(content.expectedPay),
    signOnBonus: bonusAmount(content.signOnBonus),
    startingBonus: bonusAmount(content.startingBonus),
    benefits: content.benefits.flatMap((label) => {
      const name = Benefit.codeOf(label);
      return name === undefined ? [] : [name];
    }),
    endorsements: content.endorsements.flatMap((label) => {
      const code = Endorsement.codeOf(label);
      return code === undefined ? [] : [code];
    }),
    salaryType: content.salaryType as JobPayload["salaryType"],
    videoUrl: content.videoUrl === null ? null : (jobVideoAddress(content.videoUrl) ?? content.videoUrl),
  };
};

/** A draft address as the wire's job address (the create call's and `PATCH /jobs/{id}/address`). */
export const toJobAddress = (address: WizardDraft["addresses"][number]): Jobs.JobAddress => ({
  street1: address.address === "" ? null : address.address,
  city: address.city,
  state: address.state,
  coordinates: [address.coordinates[0], address.coordinates[1]],
  country: address.country,
  postalCode: address.zipCode === "" ? null : address.zipCode,
});

/**
 * The draft as the create call's body (employer-work §3 save payload): labels back to codes, empty bonuses
 * to 0, the zip code only when filled, one address per job, add-ons with external_url for hyperlink only.
 */
export const toJobPayload = (draft: WizardDraft): JobPayload => {
  const zip = draft.content.zipCode.trim();
  return {
    ...contentPayload(draft.content),
    addons: addonSelectionsOf(draft.addons).map((addon) =>
      addon.addonType === "hyperlink"
        ? { addonType: addon.addonType, subscribed: true, externalUrl: addon.externalUrl ?? "" }
        : { addonType: addon.addonType, subscribed: true },
    ),
    addresses: draft.addresses.map(toJobAddress),
    autoRenew: draft.addons.autoRenew,
    ...(zip === "" ? {} : { zipCode: zip }),
  } as JobPayload;
};
