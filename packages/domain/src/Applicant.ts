import { Schema } from "effect";
import { requiredText, stopping } from "./Validation/rules.ts";

/**
 * The applicants screen (employer-work §3 "Applicant", issue 17): the spec's texts for missing values and the
 * CDL default, the pipeline stages (beyond the spec) and the rules the screen and the server's CSV share.
 */
export const ApplicantText = {
  /** Any missing text of an applicant (employer-work §3). */
  missing: "n/a",
  /** An applicant without a CDL status (employer-work §3: default 'No CDL.'). */
  noCdl: "No CDL.",
} as const;

/** The pipeline stages (issue 17, beyond the spec), in the order an application moves. */
export const applicantStageCodes = [
  "new",
  "reviewed",
  "contacted",
  "interview",
  "hired",
  "rejected",
] as const;
export type ApplicantStageCode = (typeof applicantStageCodes)[number];

/** Stage labels (ours). */
export const applicantStageLabels: Readonly<Record<ApplicantStageCode, string>> = {
  new: "New",
  reviewed: "Reviewed",
  contacted: "Contacted",
  interview: "Interview",
  hired: "Hired",
  rejected: "Rejected",
};

/** The applicant columns (ours: the spec lists the fields, not their headings): the screen's grid and the CSV. */
export const applicantColumnLabels = {
  name: "Name",
  stage: "Stage",
  phone: "Phone",
  email: "Email",
  applicationAt: "Applied on",
  yearsOfExperience: "Experience (years)",
  distance: "Distance",
  match: "Match",
  cdlStatus: "CDL status",
  city: "City",
  state: "State",
  zipCode: "Zip",
  withinRange: "Within range",
  ownerOperator: "Owner operator",
  endorsements: "Endorsements",
  workExperiences: "Work experiences",
  tags: "Tags",
} as const;

/** Yes / No of the applicant's flags (within range, owner operator); a missing flag is 'n/a'. */
export const applicantFlag = (value: boolean | null | undefined): string =>
  value === null || value === undefined ? ApplicantText.missing : value ? "Yes" : "No";

/** A text of an applicant as shown: 'n/a' when missing or blank. */
export const applicantText = (value: string | number | null | undefined): string =>
  value === null || value === undefined || String(value).trim() === ""
    ? ApplicantText.missing
    : String(value);

/** The CDL status as shown: the spec's default 'No CDL.' when the applicant has none. */
export const applicantCdl = (cdlStatus: string | null | undefined): string =>
  cdlStatus === null || cdlStatus === undefined || cdlStatus.trim() === "" ? ApplicantText.noCdl : cdlStatus;

/** Whole days from the application to `today` (calendar days in UTC; never negative). */
export const daysSinceApplied = (applicationAt: string, today: Date): number => {
  const applied = Date.parse(applicationAt);
  if (Number.isNaN(applied)) return 0;
  const day = 86_400_000;
  const from = Math.floor(applied / day);
  const to = Math.floor(today.getTime() / day);
  return Math.max(0, to - from);
};

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. A cell that a
 * spreadsheet would read as a formula (starting with =, +, -, @, a tab or a carriage return) gets a leading
 * apostrophe, so an applicant's text never runs as a formula when the file is opened (OWASP "CSV injection").
 */
export const csvCell = (value: string | number | boolean | null | undefined): string => {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** One CSV line of cells, ended by CRLF (RFC 4180). */
export const csvLine = (cells: ReadonlyArray<string | number | boolean | null | undefined>): string =>
  `${cells.map(csvCell).join(",")}\r\n`;

export const applicantNoteMaxLength = 2000;

export const ApplicantNoteMessages = {
  required: "Write the note first",
  tooLong: `A note holds up to ${applicantNoteMaxLength} characters`,
} as const;

/** A private note on an application (issue 17): 1 to 2000 characters. */
export const ApplicantNoteForm = Schema.Struct({
  body: requiredText(
    ApplicantNoteMessages.required,
    stopping((value) => value.length <= applicantNoteMaxLength, ApplicantNoteMessages.tooLong),
  ),
});
export type ApplicantNoteForm = typeof ApplicantNoteForm.Type;

export const tagMaxLength = 50;

export const CompanyTagMessages = {
  required: "Enter a tag",
  tooLong: `A tag holds up to ${tagMaxLength} characters`,
  /** A job's tag typed again (any case): the job keeps one link per tag. */
  duplicate: "This job already has that tag",
} as const;

/** The message for a new job tag, or undefined when it may be added (1 to 50 characters, not on the job yet). */
export const jobTagError = (text: string, existing: readonly string[]): string | undefined => {
  const tag = text.trim();
  if (tag === "") return CompanyTagMessages.required;
  if (tag.length > tagMaxLength) return CompanyTagMessages.tooLong;
  if (existing.some((other) => other.trim().toLowerCase() === tag.toLowerCase()))
    return CompanyTagMessages.duplicate;
  return undefined;
};

/** A new company tag (employer-work §7 "add tag", body tag): 1 to 50 characters. */
export const CompanyTagForm = Schema.Struct({
  tag: requiredText(
    CompanyTagMessages.required,
    stopping((value) => value.trim().length <= tagMaxLength, CompanyTagMessages.tooLong),
  ),
});
export type CompanyTagForm = typeof CompanyTagForm.Type;
