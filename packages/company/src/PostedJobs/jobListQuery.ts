import type { Jobs } from "@haulboard/api";
import { defaultPageSize } from "@haulboard/domain";

/**
 * The Posted Jobs list's search, kept in the URL's search params so a reload, a shared link or the
 * newLayout header (search-by-job box, Filter, Sort) all drive the same list (issue 17).
 *
 * `q` title contains · `status` POSTED | SCHEDULED | Cancelled | Inactive · `state` two letters ·
 * `from`/`to` posting date range (YYYY-MM-DD) · `sort` + `dir` · `page` (1-based) + `size` ·
 * `panel` filters | sort (which toolbar panel is open: the header's Filter and Sort buttons open them).
 */
export const jobStatusValues = ["POSTED", "SCHEDULED", "Cancelled", "Inactive"] as const;
export type JobStatusValue = (typeof jobStatusValues)[number];

export const jobSortFields = [
  "created_at",
  "title",
  "posting_date",
  "expiration_date",
  "total_applicants",
] as const;
export type JobSortField = (typeof jobSortFields)[number];

export const pageSizes = [10, 25, 50] as const;

export interface JobListState {
  readonly q: string;
  readonly status: JobStatusValue | "";
  readonly state: string;
  readonly from: string;
  readonly to: string;
  readonly sort: JobSortField;
  readonly dir: "asc" | "desc";
  readonly page: number;
  readonly size: number;
  readonly panel: "" | "filters" | "sort";
}

export const defaultJobListState: JobListState = {
  q: "",
  status: "",
  state: "",
  from: "",
  to: "",
  sort: "created_at",
  dir: "desc",
  page: 1,
  size: defaultPageSize,
  panel: "",
};

const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text));
const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : fallback;

/** Reads the list's state from search params; anything unknown or malformed falls back to the default. */
export const readJobListState = (params: URLSearchParams): JobListState => {
  const page = Number(params.get("page"));
  const size = Number(params.get("size"));
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  return {
    q: (params.get("q") ?? "").slice(0, 200),
    status: oneOf<JobStatusValue | "">(["", ...jobStatusValues], params.get("status"), ""),
    state: (params.get("state") ?? "").trim().slice(0, 2).toUpperCase(),
    from: isDate(from) ? from : "",
    to: isDate(to) ? to : "",
    sort: oneOf(jobSortFields, params.get("sort"), defaultJobListState.sort),
    dir: oneOf(["asc", "desc"] as const, params.get("dir"), defaultJobListState.dir),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    size: (pageSizes as readonly number[]).includes(size) ? size : defaultPageSize,
    panel: oneOf(["", "filters", "sort"] as const, params.get("panel"), ""),
  };
};

/** Writes the state back: only what differs from the default, so the plain list is a plain URL. */
export const writeJobListState = (state: JobListState): URLSearchParams => {
  const params = new URLSearchParams();
  for (const key of Object.keys(defaultJobListState) as (keyof JobListState)[]) {
    const value = state[key];
    if (value !== defaultJobListState[key] && value !== "") params.set(key, String(value));
  }
  return params;
};

/**
 * A change of the search: anything but the page returns to page 1 (a new search's first page).
 */
export const changeJobList = (state: JobListState, change: Partial<JobListState>): JobListState => {
  const next = { ...state, ...change };
  const onlyPage = Object.keys(change).every((key) => key === "page" || key === "panel");
  return onlyPage ? next : { ...next, page: change.page ?? 1 };
};

/** The `POST /jobs/search` call for the state: filters on the spec's fields, one order, a page. */
export const jobSearchInput = (
  state: JobListState,
): { query: { offset: number; limit: number }; body: Jobs.JobSearchRequest } => {
  const filters: NonNullable<Jobs.JobSearchRequest["filters"]>[number][] = [];
  const q = state.q.trim();
  if (q !== "") filters.push({ field: "title", operator: "ilike", value: q });
  if (state.status !== "") filters.push({ field: "status", operator: "equals", value: state.status });
  if (state.state !== "") filters.push({ field: "state", operator: "equals", value: state.state });
  if (state.from !== "" && state.to !== "") {
    filters.push({ field: "posting_date", operator: "between", value: { from: state.from, to: state.to } });
  } else if (state.from !== "") {
    filters.push({ field: "posting_date", operator: "greater_than", value: dayBefore(state.from) });
  } else if (state.to !== "") {
    filters.push({ field: "posting_date", operator: "less_than", value: dayAfter(state.to) });
  }
  return {
    query: { offset: (state.page - 1) * state.size, limit: state.size },
    body: { filters, orders: [{ field: state.sort, direction: state.dir }] },
  };
};

const shift = (day: string, by: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + by);
  return date.toISOString().slice(0, 10);
};
/** "From" and "to" include their day: greater than the day before, less than the day after. */
const dayBefore = (day: string) => shift(day, -1);
const dayAfter = (day: string) => shift(day, 1);

/** How many filters are set (the Filter button's count). */
export const activeFilterCount = (state: JobListState): number =>
  [state.status, state.state, state.from || state.to].filter((value) => value !== "").length;
