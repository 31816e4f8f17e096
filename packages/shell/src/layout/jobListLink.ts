/**
 * The newLayout header's job tools (issue 17) drive the Posted Jobs list through its URL: `q` is the
 * search-by-job text, `panel` the open toolbar panel (filters or sort). The list (@haulboard/company,
 * PostedJobs/jobListQuery.ts) reads the same names; other parameters of the list are kept.
 */
export const postedJobsPath = "/company/jobs";

const onList = (pathname: string, search: string) =>
  new URLSearchParams(pathname === postedJobsPath ? search : "");

/** The list's URL searching `text` (from page 1). */
export const jobSearchLink = (pathname: string, search: string, text: string): string => {
  const params = onList(pathname, search);
  params.delete("page");
  if (text.trim() === "") params.delete("q");
  else params.set("q", text);
  const query = params.toString();
  return query === "" ? postedJobsPath : `${postedJobsPath}?${query}`;
};

/** The list's URL with `panel` open, or closed when it already is. */
export const jobPanelLink = (pathname: string, search: string, panel: "filters" | "sort"): string => {
  const params = onList(pathname, search);
  if (params.get("panel") === panel) params.delete("panel");
  else params.set("panel", panel);
  const query = params.toString();
  return query === "" ? postedJobsPath : `${postedJobsPath}?${query}`;
};
