import { describe, expect, it } from "vitest";
import { jobPanelLink, jobSearchLink } from "./jobListLink.ts";

describe("the newLayout header's job tools", () => {
  it("search the Posted Jobs list from page 1, keeping its other parameters", () => {
    expect(jobSearchLink("/company/jobs", "?status=POSTED&page=3", "reefer")).toBe(
      "/company/jobs?status=POSTED&q=reefer",
    );
    expect(jobSearchLink("/company/settings", "?tab=1", "flatbed")).toBe("/company/jobs?q=flatbed");
    expect(jobSearchLink("/company/jobs", "?q=old", " ")).toBe("/company/jobs");
  });

  it("open and close the filter and sort panels of the list", () => {
    expect(jobPanelLink("/company/jobs", "?q=x", "filters")).toBe("/company/jobs?q=x&panel=filters");
    expect(jobPanelLink("/company/jobs", "?panel=filters", "filters")).toBe("/company/jobs");
    expect(jobPanelLink("/company/jobs", "?panel=filters", "sort")).toBe("/company/jobs?panel=sort");
  });
});
