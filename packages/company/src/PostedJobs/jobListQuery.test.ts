import { defaultPageSize } from "@haulboard/domain";
import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  changeJobList,
  defaultJobListState,
  jobSearchInput,
  readJobListState,
  writeJobListState,
} from "./jobListQuery.ts";

const read = (search: string) => readJobListState(new URLSearchParams(search));

describe("the Posted Jobs search in the URL", () => {
  it("reads the plain list as newest first, page 1 of the default size", () => {
    expect(read("")).toEqual(defaultJobListState);
    expect(jobSearchInput(read(""))).toEqual({
      query: { offset: 0, limit: defaultPageSize },
      body: { filters: [], orders: [{ field: "created_at", direction: "desc" }] },
    });
  });

  it("round-trips a search, and writes only what differs from the default", () => {
    const state = read(
      "q=flatbed&status=POSTED&state=ok&from=2026-03-01&to=2026-03-31&sort=title&dir=asc&page=3&size=25",
    );
    expect(state).toMatchObject({
      q: "flatbed",
      status: "POSTED",
      state: "OK",
      page: 3,
      size: 25,
      sort: "title",
    });
    expect(read(writeJobListState(state).toString())).toEqual(state);
    expect(writeJobListState(defaultJobListState).toString()).toBe("");
  });

  it("ignores unknown statuses, sort fields, sizes, pages and dates", () => {
    expect(read("status=Deleted&sort=password&dir=up&size=1000&page=-2&from=2026-02-30x&panel=x")).toEqual(
      defaultJobListState,
    );
  });

  it("maps the state to the spec's operators: ilike, equals, between, greater_than, less_than", () => {
    const body = (search: string) => jobSearchInput(read(search)).body.filters;
    expect(body("q=%20reefer%20&status=Cancelled&state=TX")).toEqual([
      { field: "title", operator: "ilike", value: "reefer" },
      { field: "status", operator: "equals", value: "Cancelled" },
      { field: "state", operator: "equals", value: "TX" },
    ]);
    expect(body("from=2026-03-01&to=2026-03-31")).toEqual([
      { field: "posting_date", operator: "between", value: { from: "2026-03-01", to: "2026-03-31" } },
    ]);
    expect(body("from=2026-03-01")).toEqual([
      { field: "posting_date", operator: "greater_than", value: "2026-02-28" },
    ]);
    expect(body("to=2026-12-31")).toEqual([
      { field: "posting_date", operator: "less_than", value: "2027-01-01" },
    ]);
    expect(jobSearchInput(read("page=3&size=25")).query).toEqual({ offset: 50, limit: 25 });
  });

  it("returns to page 1 on a new search, keeps the page when only it changes", () => {
    const onPage4 = { ...defaultJobListState, page: 4 };
    expect(changeJobList(onPage4, { q: "tanker" }).page).toBe(1);
    expect(changeJobList(onPage4, { page: 5 }).page).toBe(5);
    expect(changeJobList(onPage4, { panel: "sort" }).page).toBe(4);
    expect(activeFilterCount(read("status=POSTED&from=2026-01-01&to=2026-01-02&q=x"))).toBe(2);
  });
});
