import type { Members } from "@haulboard/api";
import { Endorsement, HomeTime, type JobSearchSort, JobType, type SearchRadius } from "@haulboard/domain";

/** The search form's values (text fields as typed). */
export interface SearchValues {
  readonly text: string;
  readonly jobType: string;
  readonly homeTime: string;
  readonly heldOnly: boolean;
  readonly minPay: string;
  readonly zip: string;
  readonly radius: "" | `${SearchRadius}`;
  readonly sort: JobSearchSort;
}

export const initialSearch = (zip: string | null): SearchValues => ({
  text: "",
  jobType: "",
  homeTime: "",
  heldOnly: false,
  minPay: "",
  zip: zip ?? "",
  radius: "",
  sort: "match",
});

export const searchPageSize = 10;

/** The body of POST /members/jobs/search for the values, the held endorsements and a page. */
export const searchBodyOf = (
  values: SearchValues,
  held: readonly string[],
  page: number,
): Members.JobSearchBody => {
  const zip = values.zip.trim();
  const minPay = values.minPay.replace(/[$,\s]/g, "");
  return {
    ...(values.text.trim() ? { text: values.text.trim() } : {}),
    ...(JobType.isCode(values.jobType) ? { jobTypes: [values.jobType] } : {}),
    ...(HomeTime.isCode(values.homeTime) ? { homeTimes: [values.homeTime] } : {}),
    ...(values.heldOnly ? { endorsements: held.filter(Endorsement.isCode) } : {}),
    ...(/^\d{1,7}$/.test(minPay) ? { minPay: Number(minPay) } : {}),
    ...(/^\d{5}$/.test(zip) ? { zip } : {}),
    ...(values.radius && /^\d{5}$/.test(zip) ? { radius: Number(values.radius) as SearchRadius } : {}),
    sort: values.sort,
    offset: (page - 1) * searchPageSize,
    limit: searchPageSize,
  };
};
