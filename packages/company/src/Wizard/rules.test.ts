import { AmountMessages } from "@haulboard/domain";
import { describe, expect, it } from "vitest";
import { CompanyText } from "../CompanyText.ts";
import { oklahomaCity } from "../testing/wizardFixtures.ts";
import { emptyContent, emptyDraft, type WizardDraft } from "./draft.ts";
import { addonsError, contentErrors, firstIncompleteStep, isValidHyperlink, toJobPayload } from "./rules.ts";

const address = oklahomaCity;

const content = {
  ...emptyContent,
  title: "Regional flatbed driver",
  jobType: "flatbed",
  requiredExperience: "Y1",
  homeTime: "HW",
  expectedPay: "1450.50",
  benefits: ["Dental", "Vision Coverage"],
  endorsements: ["Hazardous Materials", "TWIC Card"],
};

const draft: WizardDraft = {
  ...emptyDraft,
  content,
  addresses: [address],
  addons: {
    chosen: ["boost", "hyperlink"],
    hyperlinkUrl: " https://acme.example.com/apply ",
    autoRenew: true,
  },
};

describe("step 1 rules", () => {
  it("asks for the required fields", () => {
    const errors = contentErrors(emptyContent);
    expect(errors.title).toBe(CompanyText.required(CompanyText.title));
    expect(errors.jobType).toBe(CompanyText.required(CompanyText.jobType));
    expect(errors.requiredExperience).toBeDefined();
    expect(errors.homeTime).toBeDefined();
    expect(errors.expectedPay).toBe(CompanyText.required(CompanyText.expectedPay));
    expect(errors.salaryType).toBeUndefined(); // weekly by default
  });

  it("takes up to 8 digits and 2 decimals for pay and bonuses; empty bonuses are fine", () => {
    expect(contentErrors(content)).toEqual({});
    expect(contentErrors({ ...content, expectedPay: "123456789" }).expectedPay).toBe(AmountMessages.invalid);
    expect(contentErrors({ ...content, signOnBonus: "1.234" }).signOnBonus).toBe(AmountMessages.invalid);
    expect(contentErrors({ ...content, zipCode: "7310" }).zipCode).toBe(CompanyText.zipInvalid);
  });
});

describe("the save payload", () => {
  it("sends codes, empty bonuses as 0, one address each and add-ons with the hyperlink URL only", () => {
    const payload = toJobPayload(draft);
    expect(payload).toMatchObject({
      title: "Regional flatbed driver",
      jobType: "flatbed",
      requiredExperience: "Y1",
      homeTime: "HW",
      expectedPay: 1450.5,
      signOnBonus: 0,
      startingBonus: 0,
      salaryType: "weekly",
      benefits: ["dental", "vision_coverage"],
      endorsements: ["H", "TWIC"],
      addons: [
        { addonType: "boost", subscribed: true },
        { addonType: "hyperlink", subscribed: true, externalUrl: "https://acme.example.com/apply" },
      ],
      addresses: [
        {
          street1: null,
          city: "Oklahoma City",
          state: "OK",
          coordinates: [-97.5549, 35.4414],
          country: "US",
          postalCode: "73108",
        },
      ],
      autoRenew: true,
      videoUrl: null,
    });
    expect(payload).not.toHaveProperty("zipCode");
    expect(toJobPayload({ ...draft, content: { ...content, zipCode: "73108" } })).toHaveProperty(
      "zipCode",
      "73108",
    );
  });
});

describe("add-ons and the reachable step", () => {
  it("validates the hyperlink URL", () => {
    expect(isValidHyperlink("https://acme.example.com/apply")).toBe(true);
    expect(isValidHyperlink("acme")).toBe(false);
    expect(isValidHyperlink("javascript:alert(1)")).toBe(false);
    expect(addonsError({ chosen: ["hyperlink"], hyperlinkUrl: "nope", autoRenew: false })).toBe(
      CompanyText.hyperlinkInvalid,
    );
    expect(addonsError({ chosen: ["boost"], hyperlinkUrl: "", autoRenew: false })).toBeUndefined();
  });

  it("opens no step beyond the first incomplete one", () => {
    expect(firstIncompleteStep(emptyDraft)).toBe(0);
    expect(firstIncompleteStep({ ...draft, addresses: [] })).toBe(1);
    expect(firstIncompleteStep({ ...draft, addons: { ...draft.addons, hyperlinkUrl: "x" } })).toBe(2);
    expect(firstIncompleteStep(draft)).toBe(3);
  });

  it("keeps the uploaded video by its path and refuses, on step 1, an address the server refuses (issue 35 #1)", () => {
    const name = "0b6c1f4e-2d7a-4c1b-9f3e-5a6b7c8d9e0f.mp4";
    const withVideo = (videoUrl: string) => ({ ...draft, content: { ...draft.content, videoUrl } });
    expect(contentErrors(withVideo(`/media/jobs/${name}`).content)).toEqual({});
    expect(toJobPayload(withVideo(`http://localhost:3000/media/jobs/${name}`)).videoUrl).toBe(
      `/media/jobs/${name}`,
    );
    expect(contentErrors(withVideo("http://intranet/clip.mp4").content)).toEqual({
      videoUrl: "The video address is not valid",
    });
    expect(firstIncompleteStep(withVideo("//elsewhere.example/clip.mp4"))).toBe(0);
  });
});
