import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { isUsZipCode } from "./Address.ts";
import { AmountMessages } from "./AmountRule.ts";
import {
  bonusAmount,
  type JobContentInput,
  JobContentMessages,
  JobTitle,
  jobContentErrors,
} from "./JobContent.ts";

const filled: JobContentInput = {
  title: "Regional Driver",
  jobType: "dry_van",
  requiredExperience: "Y1",
  homeTime: "HW",
  expectedPay: "1200",
  salaryType: "weekly",
  signOnBonus: "",
  startingBonus: "500",
  zipCode: "",
  videoUrl: null,
};

const titleProblem = (title: string) => {
  const result = Schema.decodeUnknownExit(JobTitle)(title);
  return result._tag === "Success" ? undefined : String(result.cause);
};

describe("a job's content: one rule for the wizard, the edit form and the server", () => {
  it("finds nothing wrong with a filled form", () => {
    expect(jobContentErrors(filled)).toEqual({});
  });

  it("names each missing required field", () => {
    expect(
      jobContentErrors({
        ...filled,
        title: "  ",
        jobType: "",
        requiredExperience: "",
        homeTime: "",
        expectedPay: " ",
        salaryType: "",
      }),
    ).toEqual({
      title: "Job title is required",
      jobType: "Job type is required",
      requiredExperience: "Required experience is required",
      homeTime: "Home time is required",
      expectedPay: "Expected pay is required",
      salaryType: "Salary type is required",
    });
  });

  it("takes a title of 200 characters once trimmed and refuses 201", () => {
    expect(jobContentErrors({ ...filled, title: ` ${"t".repeat(200)} ` })).toEqual({});
    expect(jobContentErrors({ ...filled, title: "t".repeat(201) })).toEqual({
      title: "Job title must be at most 200 characters",
    });
  });

  it("checks amounts by the amount rule, bonuses only when typed", () => {
    expect(
      jobContentErrors({ ...filled, expectedPay: "12.345", signOnBonus: "abc", startingBonus: "1e3" }),
    ).toEqual({
      expectedPay: AmountMessages.invalid,
      signOnBonus: AmountMessages.invalid,
      startingBonus: AmountMessages.invalid,
    });
  });

  it("checks a typed zip code and a video address", () => {
    expect(jobContentErrors({ ...filled, zipCode: "7870" })).toEqual({ zipCode: "Enter a 5-digit zip code" });
    expect(jobContentErrors({ ...filled, zipCode: " 78701-1234 ", videoUrl: "" })).toEqual({});
    expect(jobContentErrors({ ...filled, videoUrl: "javascript:alert(1)" })).toEqual({
      videoUrl: "The video address is not valid",
    });
    expect(isUsZipCode("78701")).toBe(true);
    expect(isUsZipCode("78701-12")).toBe(false);
  });

  it("the wire's title schema gives the form's messages", () => {
    expect(titleProblem("Regional Driver")).toBeUndefined();
    expect(titleProblem("   ")).toContain("Job title is required");
    expect(titleProblem("t".repeat(201))).toContain(JobContentMessages.titleTooLong);
    expect(titleProblem(` ${"t".repeat(200)} `)).toBeUndefined();
  });

  it("reads a bonus as typed: blank or not a number is 0", () => {
    expect(bonusAmount("")).toBe(0);
    expect(bonusAmount(" 250.5 ")).toBe(250.5);
    expect(bonusAmount("abc")).toBe(0);
    expect(bonusAmount("Infinity")).toBe(0);
  });
});
