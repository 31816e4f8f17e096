import { fixtures } from "@haulboard/api/mocks";
import { addonPrices, Benefit, copySuffix, Endorsement, jobBaseCost } from "@haulboard/domain";
import { describe, expect, it } from "vitest";
import { draftOfJob, toJobUpdate } from "./draftOfJob.ts";
import { contentErrors, firstIncompleteStep, toJobAddress, toJobPayload } from "./rules.ts";

/** A posted job with boost and hyperlink on the base cost. */
const job = {
  ...fixtures.jobDetailFixture,
  cost: jobBaseCost + addonPrices.boost + addonPrices.hyperlink,
};

describe("a draft made from a posted job (edit and duplicate)", () => {
  it("prefills every step: codes, labels, the one address at its base cost, the subscribed add-ons", () => {
    const draft = draftOfJob(job);
    expect(draft.content.title).toBe(job.title);
    expect(draft.content.jobType).toBe(job.jobType);
    expect(draft.content.expectedPay).toBe(String(job.expectedPay));
    expect(draft.content.startingBonus).toBe("");
    expect(draft.content.benefits).toEqual(job.benefits.map((name) => Benefit.labelOf(name)));
    expect(draft.content.endorsements).toEqual(job.endorsements.map((code) => Endorsement.labelOf(code)));
    expect(draft.addresses).toHaveLength(1);
    expect(draft.addresses[0]?.cost).toBe(jobBaseCost);
    expect(draft.addresses[0]?.description).toBe("2400 S Agnew Ave, Oklahoma City, OK 73108");
    expect(draft.addons.chosen).toEqual(["boost", "hyperlink"]);
    expect(draft.addons.hyperlinkUrl).toBe("https://redriverfreight.test/careers/otr");
    expect(Object.keys(contentErrors(draft.content))).toEqual([]);
    expect(firstIncompleteStep(draft)).toBe(3);
  });

  it("saves back what it read: the update body and the address carry the job's own values", () => {
    const draft = draftOfJob(job);
    expect(toJobUpdate(draft.content)).toMatchObject({
      title: job.title,
      jobType: job.jobType,
      benefits: job.benefits,
      endorsements: job.endorsements,
      signOnBonus: job.signOnBonus,
      startingBonus: 0,
      videoUrl: null,
    });
    expect(toJobAddress(draft.addresses[0]!)).toEqual({
      street1: job.address,
      city: job.city,
      state: job.state,
      coordinates: job.coordinates,
      country: job.country,
      postalCode: job.zipCode,
    });
  });

  it("duplicates with the Copy suffix and without the boost add-on", () => {
    const draft = draftOfJob(job, { duplicate: true });
    expect(draft.content.title).toBe(`${job.title}${copySuffix}`);
    expect(draft.addons.chosen).toEqual(["hyperlink"]);
    expect(toJobPayload(draft).addons.map((addon) => addon.addonType)).toEqual(["hyperlink"]);
    expect(draft.post).toBeNull();
  });

  it("quotes an edit at the job's own base cost and a duplicate (a new post) at today's", () => {
    const olderPrice = { ...job, cost: 250 + addonPrices.boost + addonPrices.hyperlink };
    expect(draftOfJob(olderPrice).addresses[0]?.cost).toBe(250);
    expect(draftOfJob(olderPrice, { duplicate: true }).addresses[0]?.cost).toBe(jobBaseCost);
  });
});
