import { describe, expect, it } from "vitest";
import { paidJobStateMessages } from "./Gateway.ts";
import {
  allowedJobActions,
  jobActionBlock,
  jobActionBlockTexts,
  paidActionRefusal,
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

describe("the paid actions' rule (one with the screens' boost rule)", () => {
  it("refuses a paid action in a state it may not charge, with the state's text", () => {
    expect(paidActionRefusal({ state: "closed", boostActive: false }, "renewal")).toEqual({
      kind: "state",
      message: paidJobStateMessages.closed,
    });
    expect(paidActionRefusal({ state: "expired", boostActive: false }, "boost")?.message).toBe(
      "This job has expired: renew it first",
    );
    expect(paidActionRefusal({ state: "expired", boostActive: true }, "renewal")).toBeNull();
  });

  it("refuses a paid boost of a job already boosted, as the screens do not offer it", () => {
    const boosted = { state: "open", boostActive: true } as const;
    expect(paidActionRefusal(boosted, "boost")).toEqual({
      kind: "action",
      block: "boosted",
      message: "This job is already boosted: boost it again when the boost ends.",
    });
    expect(jobActionBlock({ status: "POSTED", autoRenew: false, boostActive: true }, "boost")).toBe(
      "boosted",
    );
    expect(paidActionRefusal(boosted, "addons")).toBeNull();
    expect(paidActionRefusal({ state: "open", boostActive: false }, "boost")).toBeNull();
  });
});
