import { describe, expect, it } from "vitest";
import {
  allowedJobActions,
  jobActionBlock,
  jobActionBlockTexts,
  withheldJobActionTexts,
} from "./JobActions.ts";

const posted = { status: "POSTED", autoRenew: true, boostActive: false };

describe("job actions a job's state allows", () => {
  it("offers every action on a posted, renewing job that is not boosted", () => {
    expect(allowedJobActions(posted)).toEqual([
      "detail",
      "content",
      "address",
      "addons",
      "duplicate",
      "applicants",
      "candidates",
      "autoRenew",
      "boost",
      "cancelRenewal",
      "close",
    ]);
    expect(withheldJobActionTexts(posted)).toEqual([]);
  });

  it("keeps only reading and duplicating on a closed job, and says why", () => {
    const closed = { status: "Cancelled", autoRenew: false, boostActive: true };
    expect(allowedJobActions(closed)).toEqual(["detail", "duplicate", "applicants", "candidates"]);
    expect(withheldJobActionTexts(closed)).toEqual([jobActionBlockTexts.closed]);
  });

  it("does not offer a boost on a job already boosted", () => {
    const boosted = { ...posted, boostActive: true };
    expect(allowedJobActions(boosted)).not.toContain("boost");
    expect(jobActionBlock(boosted, "boost")).toBe("boosted");
    expect(withheldJobActionTexts(boosted)).toEqual([
      "This job is already boosted: boost it again when the boost ends.",
    ]);
  });

  it("boosts posted jobs only, and cancels a renewal only while auto-renew is on", () => {
    expect(jobActionBlock({ ...posted, status: "SCHEDULED" }, "boost")).toBe("notPosted");
    expect(jobActionBlock({ ...posted, status: "Inactive" }, "boost")).toBe("notPosted");
    expect(jobActionBlock({ ...posted, autoRenew: false }, "cancelRenewal")).toBe("renewalOff");
    expect(jobActionBlock({ ...posted, autoRenew: false }, "autoRenew")).toBeNull();
    expect(jobActionBlock({ ...posted, status: "Inactive" }, "content")).toBeNull();
  });
});
