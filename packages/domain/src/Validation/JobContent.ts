import { Experience, HomeTime, JobType } from "../JobCode.ts";
import { JobVideoMessages, jobVideoAddress } from "../MediaRules.ts";
import { SalaryType } from "../SalaryType.ts";
import { isUsZipCode, zipCodeInvalidText } from "./Address.ts";
import { AmountMessages, isAmount } from "./AmountRule.ts";
import { requiredText, stopping } from "./rules.ts";

/**
 * A job's content (employer-work §3, the wizard's first step and the job edit form): the same rules in the
 * form and on the server (the contract's `JobPayload` takes `JobTitle`). The spec gives the fields and the
 * required ones, the amount rule and "salary type required"; the wording of the messages is ours.
 */
export const jobTitleMaxLength = 200;

/** The content fields' labels, as the form shows them and its messages name them. */
export const JobContentLabels = {
  title: "Job title",
  jobType: "Job type",
  requiredExperience: "Required experience",
  homeTime: "Home time",
  expectedPay: "Expected pay",
  salaryType: "Salary type",
} as const;

const required = (label: string) => `${label} is required`;

export const JobContentMessages = {
  required,
  titleTooLong: `${JobContentLabels.title} must be at most ${jobTitleMaxLength} characters`,
  zipInvalid: zipCodeInvalidText,
} as const;

/** A job's title: not blank, at most 200 characters once trimmed. */
export const JobTitle = requiredText(
  required(JobContentLabels.title),
  stopping((value) => value.trim().length <= jobTitleMaxLength, JobContentMessages.titleTooLong),
);

/** The content as the form holds it: codes as text, amounts as typed, empty text for "not chosen". */
export interface JobContentInput {
  readonly title: string;
  readonly jobType: string;
  readonly requiredExperience: string;
  readonly homeTime: string;
  readonly expectedPay: string;
  readonly salaryType: string;
  readonly signOnBonus: string;
  readonly startingBonus: string;
  readonly zipCode: string;
  /** A stored video's file name or an address; null or empty for none. */
  readonly videoUrl: string | null;
}

export type JobContentErrors = Partial<Record<keyof JobContentInput, string>>;

/** The first problem of each content field, or none: what the form shows under each field. */
export const jobContentErrors = (values: JobContentInput): JobContentErrors => {
  const errors: Record<string, string> = {};
  const title = values.title.trim();
  if (title === "") errors.title = required(JobContentLabels.title);
  else if (title.length > jobTitleMaxLength) errors.title = JobContentMessages.titleTooLong;
  if (!JobType.isCode(values.jobType)) errors.jobType = required(JobContentLabels.jobType);
  if (!Experience.isCode(values.requiredExperience))
    errors.requiredExperience = required(JobContentLabels.requiredExperience);
  if (!HomeTime.isCode(values.homeTime)) errors.homeTime = required(JobContentLabels.homeTime);
  const pay = values.expectedPay.trim();
  if (pay === "") errors.expectedPay = required(JobContentLabels.expectedPay);
  else if (!isAmount(pay)) errors.expectedPay = AmountMessages.invalid;
  if (!SalaryType.isCode(values.salaryType)) errors.salaryType = required(JobContentLabels.salaryType);
  for (const field of ["signOnBonus", "startingBonus"] as const) {
    const text = values[field].trim();
    if (text !== "" && !isAmount(text)) errors[field] = AmountMessages.invalid;
  }
  const zip = values.zipCode.trim();
  if (zip !== "" && !isUsZipCode(zip)) errors.zipCode = JobContentMessages.zipInvalid;
  // The server's own rule for a job's video (issue 35 #1): refused on the content step, not after the card.
  if (values.videoUrl !== null && values.videoUrl !== "" && jobVideoAddress(values.videoUrl) === null)
    errors.videoUrl = JobVideoMessages.invalid;
  return errors as JobContentErrors;
};

/** A bonus as typed: blank text, or text that is not a number, is 0. */
export const bonusAmount = (text: string): number => {
  const trimmed = text.trim();
  const parsed = Number(trimmed);
  return trimmed === "" || !Number.isFinite(parsed) ? 0 : parsed;
};

/** The suffix a duplicated job's title gets. */
export const copySuffix = " Copy";
