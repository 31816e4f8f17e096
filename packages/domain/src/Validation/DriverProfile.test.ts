import { describe, expect, it } from "vitest";
import {
  DriverProfileForm,
  DriverProfileMessages,
  type DriverProfileValues,
  driverProfileFields,
} from "./DriverProfile.ts";
import { formErrors } from "./formErrors.ts";

const empty: DriverProfileValues = {
  cdlStatus: "",
  yearsExperience: "",
  endorsements: [],
  jobTypes: [],
  homeTime: "",
  homeZip: "",
  ownerOperator: false,
  workExperiences: [],
};

describe("DriverProfileForm", () => {
  it("takes an empty profile in Settings: every field may be cleared", () => {
    expect(formErrors(DriverProfileForm(), empty)).toEqual({ ok: true, value: empty });
  });

  it("takes five-digit ZIPs and whole years from 0 to 70, and says what is wrong otherwise", () => {
    const form = DriverProfileForm();
    for (const [homeZip, yearsExperience] of [
      ["73301", "0"],
      ["10001", "70"],
      ["99501", " 12 "],
    ])
      expect(formErrors(form, { ...empty, homeZip, yearsExperience }).ok).toBe(true);
    for (const homeZip of ["7330", "733011", "7330a", " 73301"])
      expect(formErrors(form, { ...empty, homeZip })).toEqual({
        ok: false,
        errors: { homeZip: [DriverProfileMessages.zip] },
      });
    for (const yearsExperience of ["71", "-1", "2.5", "100", "ten"])
      expect(formErrors(form, { ...empty, yearsExperience })).toEqual({
        ok: false,
        errors: { yearsExperience: [DriverProfileMessages.years] },
      });
  });

  it("when applying, checks only the missing fields and asks for each empty one", () => {
    const form = DriverProfileForm(["cdlStatus", "homeZip", "yearsExperience"], { required: true });
    expect(formErrors(form, { ...empty, homeZip: "123" })).toEqual({
      ok: false,
      errors: {
        cdlStatus: [DriverProfileMessages.neededToApply],
        homeZip: [DriverProfileMessages.zip],
        yearsExperience: [DriverProfileMessages.neededToApply],
      },
    });
    const filled = { cdlStatus: "A", homeZip: "73301", yearsExperience: "3" };
    expect(formErrors(form, { ...empty, ...filled })).toEqual({ ok: true, value: filled });
  });

  it("refuses values of the wrong kind in the list and switch fields", () => {
    const result = formErrors(DriverProfileForm(), { ...empty, endorsements: "H", ownerOperator: "yes" });
    expect(result.ok).toBe(false);
    expect(Object.keys(result.ok ? {} : result.errors).sort()).toEqual(["endorsements", "ownerOperator"]);
    expect(driverProfileFields).toHaveLength(Object.keys(empty).length);
  });
});
