import { describe, expect, it } from "vitest";
import {
  adminJobStatusFilterOptions,
  jobDisplayStatus,
  jobStatus,
  jobStatusDisplay,
  jobStatuses,
  jobStatusLabel,
} from "./JobStatus.ts";

describe("job status", () => {
  it.each([
    [{ approvalStatus: "approved", active: true }, "active"],
    [{ approvalStatus: "approved", active: false }, "canceled"],
    [{ approvalStatus: "approved" }, "canceled"],
    [{ approvalStatus: "approved", active: null }, "canceled"],
    [{ approvalStatus: "pending", active: true }, "inactive"],
    [{ approvalStatus: null, active: true }, "inactive"],
    [{ approvalStatus: undefined }, "inactive"],
  ])("reads %j as %s", (input, status) => {
    expect(jobStatus(input)).toBe(status);
  });

  it("labels the states Active, Cancelled, Inactive", () => {
    expect(jobStatuses.map(jobStatusLabel)).toEqual(["Active", "Cancelled", "Inactive"]);
  });

  it("offers approved as the 'Active' admin filter value", () => {
    expect(adminJobStatusFilterOptions.map(({ value, label }) => ({ value, label }))).toEqual([
      { value: "approved", label: "Active" },
      { value: "canceled", label: "Cancelled" },
      { value: "inactive", label: "Inactive" },
    ]);
  });

  it.each([
    ["POSTED", "posted", "POSTED", "green"],
    ["posted", "posted", "POSTED", "green"],
    ["SCHEDULED", "scheduled", "SCHEDULED", "blue"],
    ["Cancelled", "cancelled", "Cancelled", "red"],
    ["CANCELED", "cancelled", "Cancelled", "red"],
    ["EXPIRED", "inactive", "Inactive", "grey"],
    [null, "inactive", "Inactive", "grey"],
    [undefined, "inactive", "Inactive", "grey"],
  ])("displays %j as %s (%s, %s)", (input, status, text, colour) => {
    expect(jobStatusDisplay(input)).toEqual({ status, text, colour });
  });
});

describe("a list item's status text", () => {
  it("is read whatever its case and the spaces around it", () => {
    expect(jobDisplayStatus(" Posted ")).toBe("posted");
    expect(jobDisplayStatus("SCHEDULED\n")).toBe("scheduled");
  });
});
