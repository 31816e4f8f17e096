import { describe, expect, it } from "vitest";
import { bonusAmount, duplicateJobForm, type JobForm, jobFormDefaults, toJobSavePayload } from "./JobForm.ts";
import {
  addonLabels,
  addonPrices,
  addonsTotal,
  formatPrice,
  isAddonType,
  isHyperlinkUrl,
  jobCost,
} from "./Pricing.ts";

const form: JobForm = {
  ...jobFormDefaults,
  id: 12,
  title: "Regional Driver",
  jobType: "dry_van",
  additionalExperience: null,
  homeTime: "HW",
  requiredExperience: "Y1",
  jobDescription: "<p>Drive</p>",
  driverUnload: true,
  expectedPay: "1200",
  salaryType: "weekly",
  signOnBonus: "",
  startingBonus: "500",
  benefits: ["Health", "Dental"],
  endorsements: ["Hazardous Materials", "TWIC Card"],
  addresses: [
    {
      address: "100 Congress Ave",
      city: "Austin",
      state: "TX",
      zipCode: "78701",
      country: "US",
      coordinates: [-97.7, 30.2],
      cost: 300,
    },
  ],
  addons: [
    { addonType: "boost", subscribed: true },
    { addonType: "hyperlink", subscribed: true, externalUrl: "https://apply.example" },
    { addonType: "promote", subscribed: false, externalUrl: "ignored" },
  ],
  videoUrl: "video.mp4",
  tags: ["a"],
  cost: 700,
  zipCode: "",
};

describe("job form to save payload", () => {
  it("maps every field to snake_case", () => {
    expect(toJobSavePayload(form)).toEqual({
      title: "Regional Driver",
      job_type: "dry_van",
      additional_experience: null,
      home_time: "HW",
      required_experience: "Y1",
      job_description: "<p>Drive</p>",
      driver_unload: true,
      expected_pay: 1200,
      signon_bonus: 0,
      starting_bonus: 500,
      benefits: ["health", "dental"],
      endorsements: ["H", "TWIC"],
      salary_type: "weekly",
      addons: [
        { addon_type: "boost", subscribed: true },
        { addon_type: "hyperlink", subscribed: true, external_url: "https://apply.example" },
        { addon_type: "promote", subscribed: false },
      ],
      addresses: [
        {
          street1: "100 Congress Ave",
          city: "Austin",
          state: "TX",
          coordinates: [-97.7, 30.2],
          country: "US",
          postal_code: "78701",
        },
      ],
      video_url: "video.mp4",
    });
  });

  it("removes zipCode when empty and sends it otherwise", () => {
    expect(toJobSavePayload({ ...form, zipCode: "  " })).not.toHaveProperty("zip_code");
    expect(toJobSavePayload({ ...form, zipCode: undefined })).not.toHaveProperty("zip_code");
    expect(toJobSavePayload({ ...form, zipCode: "78701" }).zip_code).toBe("78701");
  });

  it("defaults an empty salary type to weekly and keeps a chosen one", () => {
    expect(toJobSavePayload({ ...form, salaryType: "" }).salary_type).toBe("weekly");
    expect(toJobSavePayload({ ...form, salaryType: "hourly" }).salary_type).toBe("hourly");
    expect(toJobSavePayload({ ...form, salaryType: "   " }).salary_type, "a blank choice").toBe("weekly");
  });

  it("sends no video when it is removed or missing", () => {
    expect(toJobSavePayload({ ...form, removeVideoUrl: true }).video_url).toBeNull();
    expect(toJobSavePayload({ ...form, videoUrl: undefined }).video_url).toBeNull();
  });

  it("drops the no-add-ons choice and a hyperlink without its url keeps no external_url", () => {
    const addons = [
      { addonType: "noAddons", subscribed: true },
      { addonType: "hyperlink", subscribed: false },
    ] as unknown as JobForm["addons"];
    expect(toJobSavePayload({ ...form, addons }).addons).toEqual([
      { addon_type: "hyperlink", subscribed: false },
    ]);
  });

  it.each([
    [null, null],
    ["", null],
    ["   ", null],
    ["abc", null],
    [900, 900],
  ])("reads the expected pay %j as %j", (expectedPay, sent) => {
    expect(toJobSavePayload({ ...form, expectedPay }).expected_pay).toBe(sent);
  });

  it.each([
    ["", 0],
    ["  ", 0],
    [null, 0],
    [undefined, 0],
    ["abc", 0],
    [Number.NaN, 0],
    ["250", 250],
    [" 75.5 ", 75.5],
    [1000, 1000],
  ])("turns the bonus %j into %j", (bonus, amount) => {
    expect(bonusAmount(bonus)).toBe(amount);
  });

  it("starts a new form with driver unload off and weekly pay", () => {
    expect(jobFormDefaults.driverUnload).toBe(false);
    expect(jobFormDefaults.salaryType).toBe("weekly");
  });
});

describe("duplicate", () => {
  it("adds the Copy suffix, resets boost and drops the id", () => {
    const copy = duplicateJobForm(form);
    expect(copy.title).toBe("Regional Driver Copy");
    expect(copy.id).toBeUndefined();
    expect(copy.addons).toEqual([
      { addonType: "boost", subscribed: false },
      { addonType: "hyperlink", subscribed: true, externalUrl: "https://apply.example" },
      { addonType: "promote", subscribed: false, externalUrl: "ignored" },
    ]);
    expect(copy.endorsements).toEqual(form.endorsements);
  });
});

describe("pricing", () => {
  it("prices boost 200, hyperlink 100, promote 100", () => {
    expect(addonPrices).toEqual({ boost: 200, hyperlink: 100, promote: 100 });
    expect(addonLabels.noAddons).toBe("No add-ons");
  });

  it("adds up the subscribed add-ons only", () => {
    expect(addonsTotal(form.addons)).toBe(300);
    expect(addonsTotal([])).toBe(0);
  });

  it("costs each address's quoted base plus the add-ons", () => {
    expect(jobCost({ addresses: [{ cost: 300 }], addons: form.addons })).toBe(600);
    expect(
      jobCost({
        addresses: [{ cost: 300 }, { cost: null }, {}],
        addons: [{ addonType: "promote", subscribed: true }],
      }),
    ).toBe(600);
    expect(jobCost({ addresses: [], addons: form.addons })).toBe(0);
  });

  it("recognises add-on types and formats prices", () => {
    expect(isAddonType("boost")).toBe(true);
    expect(isAddonType("noAddons")).toBe(false);
    expect(formatPrice(1200)).toBe("$1,200.00");
  });
});

describe("isHyperlinkUrl: the hyperlink add-on's address, one rule for the wizard and the server", () => {
  it("takes an http(s) address of a site, up to 2,048 characters", () => {
    for (const url of ["https://summit.example.com/apply", "http://a.co", `https://a.co/${"x".repeat(2035)}`])
      expect(isHyperlinkUrl(url), url).toBe(true);
  });
  it("refuses another scheme, a host without a dot, a non-address and anything longer", () => {
    for (const url of [
      "ftp://a.co/file",
      "javascript:alert(1)",
      "https://localhost/apply",
      "acme",
      "",
      `https://a.co/${"x".repeat(2036)}`,
    ])
      expect(isHyperlinkUrl(url), url.slice(0, 40)).toBe(false);
  });
});
