import type { Jobs } from "@haulboard/api";
import { Benefit, copySuffix, Endorsement, jobBaseCost } from "@haulboard/domain";
import { type ContentValues, emptyDraft, type WizardDraft } from "./draft.ts";
import { contentPayload } from "./rules.ts";

// Apart from draft.ts: only the edit and duplicate screens need it, not the wizard's first load.

/** The job's facts a draft is made from (GET /jobs/{id}). */
type JobFacts = Pick<
  Jobs.JobDetail,
  | "id"
  | "title"
  | "jobType"
  | "requiredExperience"
  | "additionalExperience"
  | "homeTime"
  | "driverUnload"
  | "expectedPay"
  | "salaryType"
  | "signOnBonus"
  | "startingBonus"
  | "benefits"
  | "endorsements"
  | "jobDescription"
  | "zipCode"
  | "videoUrl"
  | "address"
  | "city"
  | "state"
  | "country"
  | "coordinates"
  | "cost"
  | "addons"
  | "autoRenew"
>;

const amountText = (amount: number): string => (amount === 0 ? "" : String(amount));

/** The place text of a job's address ("1 Main St, Tulsa, OK 74103"). */
export const jobPlaceText = (job: Pick<JobFacts, "address" | "city" | "state" | "zipCode">): string =>
  [job.address, job.city, [job.state, job.zipCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");

/**
 * A draft holding a posted job's values (the edit screens and the duplicate flow, employer-work §4): codes
 * stay codes, benefits and endorsements become labels, the job's one address is the draft's address with
 * its base cost (the job's cost less its subscribed add-ons), the subscribed add-ons are chosen.
 * `duplicate`: the title gets the domain's Copy suffix, the boost add-on is reset and the address is
 * quoted today's base cost (a new post).
 */
export const draftOfJob = (job: JobFacts, { duplicate = false } = {}): WizardDraft => {
  const subscribed = job.addons.filter((addon) => addon.subscribed);
  const addonsCost = subscribed.reduce((total, addon) => total + addon.cost, 0);
  const hyperlink = subscribed.find((addon) => addon.addonType === "hyperlink");
  const chosen = subscribed
    .map((addon) => addon.addonType)
    .filter((type) => !(duplicate && type === "boost"));
  return {
    ...emptyDraft,
    content: {
      title: duplicate ? `${job.title}${copySuffix}` : job.title,
      jobType: job.jobType,
      requiredExperience: job.requiredExperience,
      additionalExperience: job.additionalExperience ?? "",
      homeTime: job.homeTime,
      driverUnload: job.driverUnload,
      expectedPay: String(job.expectedPay),
      salaryType: job.salaryType,
      signOnBonus: amountText(job.signOnBonus),
      startingBonus: amountText(job.startingBonus),
      benefits: job.benefits.map((name) => Benefit.labelOf(name)),
      endorsements: job.endorsements.map((code) => Endorsement.labelOf(code)),
      jobDescription: job.jobDescription,
      zipCode: "",
      videoUrl: job.videoUrl,
      videoName: job.videoUrl,
    },
    addresses: [
      {
        placeId: `job-${job.id}`,
        description: jobPlaceText(job),
        address: job.address ?? "",
        city: job.city,
        state: job.state,
        zipCode: job.zipCode ?? "",
        country: job.country,
        coordinates: [job.coordinates[0], job.coordinates[1]],
        // A duplicate is a new post: quoted today's base cost, as the server will charge it.
        cost: duplicate ? jobBaseCost : Math.max(job.cost - addonsCost, 0),
      },
    ],
    addons: { chosen, hyperlinkUrl: hyperlink?.externalUrl ?? "", autoRenew: job.autoRenew },
  };
};

/** The edit content screen's `PATCH /jobs/{id}` body (the video's null removes it). */
export const toJobUpdate = (content: ContentValues): Jobs.UpdateJobRequest => contentPayload(content);
