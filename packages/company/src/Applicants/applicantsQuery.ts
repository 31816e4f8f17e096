import type { Applicants } from "@haulboard/api";
import { type ApplicantStageCode, defaultPageSize } from "@haulboard/domain";

/** The grid columns that sort, and the server's search field of each (issue 17: date, experience, distance, match). */
export const applicantSortFields = {
  applicationAt: "application_at",
  yearsOfExperience: "years_of_experience",
  distance: "distance",
  match: "match",
} as const;
export type ApplicantSortColumn = keyof typeof applicantSortFields;

export const applicantPageSizes = [10, 25, 50] as const;

/** What the applicants screen shows: the page, the sort, the filters and the search text. */
export interface ApplicantsQuery {
  readonly page: number;
  readonly pageSize: number;
  readonly sort: { readonly column: ApplicantSortColumn; readonly direction: "asc" | "desc" };
  readonly stage: ApplicantStageCode | "";
  readonly tagId: number | null;
  /** Name, email, phone or city contains (the server's `keyword`). */
  readonly keyword: string;
}

export const defaultApplicantsQuery: ApplicantsQuery = {
  page: 1,
  pageSize: defaultPageSize,
  sort: { column: "applicationAt", direction: "desc" },
  stage: "",
  tagId: null,
  keyword: "",
};

/** A change of the query; a new sort, filter or search starts again on page 1. */
export const changeApplicantsQuery = (
  query: ApplicantsQuery,
  change: Partial<ApplicantsQuery>,
): ApplicantsQuery => {
  const next = { ...query, ...change };
  const refilters =
    ("sort" in change && change.sort !== query.sort) ||
    ("stage" in change && change.stage !== query.stage) ||
    ("tagId" in change && change.tagId !== query.tagId) ||
    ("keyword" in change && change.keyword !== query.keyword) ||
    ("pageSize" in change && change.pageSize !== query.pageSize);
  return refilters && !("page" in change) ? { ...next, page: 1 } : next;
};

/** The filters and orders of POST /jobs/{id}/applicants/search (and of the CSV export) for a query. */
export const applicantSearchBody = (query: ApplicantsQuery): Applicants.ApplicantSearchRequest => {
  const keyword = query.keyword.trim();
  return {
    filters: [
      ...(keyword === "" ? [] : [{ field: "keyword" as const, operator: "ilike" as const, value: keyword }]),
      ...(query.stage === ""
        ? []
        : [{ field: "stage" as const, operator: "equals" as const, value: query.stage }]),
      ...(query.tagId === null
        ? []
        : [{ field: "tags" as const, operator: "in" as const, value: [query.tagId] }]),
    ],
    orders: [{ field: applicantSortFields[query.sort.column], direction: query.sort.direction }],
  };
};

/** The whole input of the search call for one page. */
export const applicantSearchInput = (jobId: number, query: ApplicantsQuery) => ({
  params: { id: jobId },
  query: { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
  body: applicantSearchBody(query),
});

/** Whether the query narrows the list (then an empty list says 'No results found'). */
export const isNarrowed = (query: ApplicantsQuery) =>
  query.keyword.trim() !== "" || query.stage !== "" || query.tagId !== null;
