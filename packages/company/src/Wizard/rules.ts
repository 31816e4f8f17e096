import type { Jobs } from "@haulboard/api";

type JobPayload = Jobs.JobPayload;

import {
  Benefit,
  bonusAmount,
  Endorsement,
  isHyperlinkUrl,
  jobContentErrors,
  jobVideoAddress,
} from "@haulboard/domain";
import { WizardText } from "../WizardText.ts";
import { type AddonValues, addonSelectionsOf, type ContentValues, type WizardDraft } from "./draft.ts";

/** Step 1's messages by field (the domain's rule speaks for its fields; the others have none). */
export type ContentErrors = Partial<Record<keyof ContentValues, string>>;

/** Step 1's rules: the domain's, which the server's contract shares (title, codes, amounts, zip, video). */
export const contentErrors = (values: ContentValues): ContentErrors => jobContentErrors(values);

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
