import { makeCodeTable } from "./CodeTable.ts";
import { ErrorText } from "./ErrorCatalogue.ts";

/**
 * A driver's profile (issue 19, beyond the spec): the codes the profile, the search and the employers'
 * candidates and applicants share. CDL status codes are the database's; labels ours.
 */
export const CdlStatus = makeCodeTable({
  none: "No CDL",
  permit: "CDL Permit",
  class_a: "Class A CDL",
  class_b: "Class B CDL",
  class_c: "Class C CDL",
});
export type CdlStatusCode = (typeof CdlStatus.codes)[number];

/** The kinds of driving a driver has done (the applicant's "work experiences", checked ones). */
export const WorkExperience = makeCodeTable({
  otr: "Over the Road",
  regional: "Regional",
  local: "Local",
  dedicated: "Dedicated",
  team: "Team",
  intermodal: "Intermodal",
  oversize: "Oversize",
});
export type WorkExperienceCode = (typeof WorkExperience.codes)[number];

/** The job search radius choices, in miles (issue 19). */
export const searchRadiusMiles = [25, 50, 100, 250] as const;
export type SearchRadius = (typeof searchRadiusMiles)[number];

/** The job search sort orders (issue 19). */
export const jobSearchSorts = ["match", "distance", "pay", "newest"] as const;
export type JobSearchSort = (typeof jobSearchSorts)[number];

/** The profile fields an application needs; applying asks only for those still missing. */
export const applyRequiredFields = ["cdlStatus", "yearsExperience", "homeZip"] as const;
export type ApplyRequiredField = (typeof applyRequiredFields)[number];

/** The server's answers on the drivers' side (beyond the spec: our wording). */
export const DriverText = {
  alreadyApplied: "You have already applied to this job",
  jobNotOpen: "This job is no longer taking applications",
  profileIncomplete: "Complete your profile before applying",
  unknownZip: "Enter a valid US ZIP code",
  zipForRadius: "Enter a ZIP code to search by distance",
  noHyperlink: "This job has no external link",
} as const;

/** The fields an application still needs from a profile. */
export const missingApplyFields = (profile: {
  readonly cdlStatus: string | null;
  readonly yearsExperience: number | null;
  readonly homeZip: string | null;
}): ApplyRequiredField[] => applyRequiredFields.filter((field) => profile[field] === null);

/** The job candidates screen's texts (employer-work §2 "Job candidates"), verbatim. */
export const CandidateText = {
  header: "Jobs",
  loading: "...loading",
  empty: ErrorText.noResults,
  cancel: "Cancel",
  purchase: "Purchase",
} as const;

/** The card's distance in range: candidates within this many miles when `distance_limit=true`. */
export const candidateRangeMiles = 250;
