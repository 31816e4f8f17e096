import { describe, expect, it } from "vitest";
import { Benefit, benefitLabelsOf, benefitNamesOf } from "./Benefit.ts";
import type { CodeTable } from "./CodeTable.ts";
import { Endorsement, endorsementCodesOf, endorsementLabelsOf } from "./Endorsement.ts";
import { Experience, HomeTime, JobType } from "./JobCode.ts";
import { defaultSalaryType, SalaryType } from "./SalaryType.ts";
import { isTimezone, Timezone, timezones } from "./Timezone.ts";
import { stateCodeFromName, stateName, UsState } from "./UsState.ts";

const tables = [
  ["job type", JobType],
  ["experience", Experience],
  ["home time", HomeTime],
  ["endorsement", Endorsement],
  ["benefit", Benefit],
  ["salary type", SalaryType],
  ["timezone", Timezone],
  ["US state", UsState],
] as unknown as [string, CodeTable<string>][];

describe.each(tables)("%s codes", (_name, table) => {
  it.each(table.codes.map((code) => [code]))("round-trips %s through its label", (code) => {
    const label = table.labelOf(code);
    expect(table.codeOf(label)).toBe(code);
    expect(table.codeOf(` ${label.toLowerCase()} `)).toBe(code);
    expect(table.isCode(code)).toBe(true);
  });

  it("has one label per code, and options in the same order", () => {
    expect(new Set(table.codes.map(table.labelOf)).size).toBe(table.codes.length);
    expect(table.options.map((option) => option.value)).toEqual(table.codes);
    expect(table.options.map((option) => option.label)).toEqual(table.codes.map(table.labelOf));
  });

  it("knows no other code or label", () => {
    expect(table.isCode("nope")).toBe(false);
    expect(table.isCode(1)).toBe(false);
    expect(table.codeOf("Nope")).toBeUndefined();
  });
});

describe("the spec's code lists", () => {
  it("has the 15 job types", () => {
    expect(JobType.codes.map(JobType.labelOf)).toEqual([
      "Dry Van",
      "Flatbed",
      "Tanker",
      "Reefer",
      "Garbage Truck",
      "Mixer",
      "Refrigerated Freight",
      "Bus",
      "Ready Mixer",
      "Hotshot",
      "Roll Off",
      "Dump Truck",
      "Livestock Carrier",
      "Owner Operator",
      "Other",
    ]);
  });

  it("has the experience, home-time and endorsement codes", () => {
    expect(Experience.codes).toEqual(["CS", "M6", "M12", "Y1", "Y2"]);
    expect(HomeTime.codes).toEqual(["HD", "HW", "D2", "D3", "D4", "D5", "D6", "O"]);
    expect(Endorsement.codes).toEqual(["H", "N", "X", "T", "P", "S", "TWIC", "TSAC"]);
  });

  it("has the four benefits and the four US zones", () => {
    expect(Benefit.codes.map(Benefit.labelOf)).toEqual([
      "Retirement Plan",
      "Dental",
      "Health",
      "Vision Coverage",
    ]);
    expect(timezones).toEqual(["US/Eastern", "US/Central", "US/Mountain", "US/Pacific"]);
    expect(isTimezone("US/Hawaii")).toBe(false);
  });

  it("defaults the salary type to weekly", () => {
    expect(defaultSalaryType).toBe("weekly");
    expect(SalaryType.labelOf(defaultSalaryType)).toBe("Weekly");
  });

  it("has the 50 states and DC", () => {
    expect(UsState.codes).toHaveLength(51);
    expect(stateName("dc")).toBe("District of Columbia");
    expect(stateName("TX")).toBe("Texas");
    expect(stateName("ZZ")).toBeUndefined();
    expect(stateCodeFromName("new york")).toBe("NY");
    expect(stateCodeFromName(" ca ")).toBe("CA");
    expect(stateCodeFromName("Ontario")).toBeUndefined();
  });
});

describe("labels to codes for the payload", () => {
  it("maps endorsement labels to codes and back, dropping unknown ones", () => {
    expect(endorsementCodesOf(["Hazardous Materials", "TWIC Card", "Unknown", "TSAC"])).toEqual([
      "H",
      "TWIC",
      "TSAC",
    ]);
    expect(endorsementLabelsOf(["H", "P", "Z"])).toEqual(["Hazardous Materials", "Passenger"]);
  });

  it("maps benefit labels to names and back, dropping unknown ones", () => {
    expect(benefitNamesOf(["Retirement Plan", "vision coverage", "Gym", "dental"])).toEqual([
      "retirement_plan",
      "vision_coverage",
      "dental",
    ]);
    expect(benefitLabelsOf(["health", "gym"])).toEqual(["Health"]);
    expect(benefitNamesOf(["retirement_plan", "vision_coverage"])).toEqual([
      "retirement_plan",
      "vision_coverage",
    ]);
  });
});
