// The drivers' side (issue 19): a driver's profile, search results, a job page and applications.
import type { Schema } from "effect";
import type { AnySchema } from "../contract/Endpoint.ts";
import type { Application, DriverJob, DriverProfile, JobSearchItem } from "../contract/Members.ts";

type T<S extends AnySchema> = Schema.Schema.Type<S>;

export const driverProfileFixture: T<typeof DriverProfile> = {
  cdlStatus: "class_a",
  yearsExperience: 4,
  endorsements: ["H", "T"],
  jobTypes: ["dry_van", "flatbed"],
  homeTime: "HW",
  homeZip: "74103",
  city: "Tulsa",
  state: "OK",
  ownerOperator: false,
  workExperiences: ["otr", "regional"],
  missingForApply: [],
};

export const emptyDriverProfileFixture: T<typeof DriverProfile> = {
  cdlStatus: null,
  yearsExperience: null,
  endorsements: [],
  jobTypes: [],
  homeTime: null,
  homeZip: null,
  city: null,
  state: null,
  ownerOperator: null,
  workExperiences: [],
  missingForApply: ["cdlStatus", "yearsExperience", "homeZip"],
};

export const jobSearchFixture: ReadonlyArray<T<typeof JobSearchItem>> = [
  ["OTR Flatbed Driver", "Summit Card Carriers", "flatbed", "HW", 1650, 3.2, 1, "boost"],
  [
    "CDL-A Regional Dry Van Driver",
    "Prairie Contract Freight",
    "dry_van",
    "HW",
    1500,
    48.75,
    0.93,
    "promote",
  ],
  ["Local Tanker Driver - Home Daily", "Red River Freight", "tanker", "HD", 1380, 131.4, 0.62, null],
  [
    "Reefer Team Driver With An Unusually Long Title For Narrow Screens",
    "Great Plains Logistics",
    "reefer",
    "D5",
    1900,
    null,
    0.3,
    null,
  ],
].map(([title, companyName, jobType, homeTime, pay, distance, match, featured], index) => ({
  id: 9300 + index,
  title: title as string,
  companyName: companyName as string,
  city: index === 2 ? "Oklahoma City" : "Tulsa",
  state: "OK",
  jobType: jobType as string,
  homeTime: homeTime as string,
  expectedPay: pay as number,
  salaryType: "weekly",
  distance: distance as number | null,
  match: match as number,
  reasons:
    index === 0
      ? ["has H and T", "4 years ≥ 1 year required", "home weekly", "drives flatbed", "3 miles"]
      : index === 3
        ? []
        : ["has H", "4 years ≥ 2 years required"],
  featured: featured as "boost" | "promote" | null,
  postedAt: `2026-11-${String(20 - index).padStart(2, "0")}`,
  applied: index === 1,
}));

export const driverJobFixture: T<typeof DriverJob> = {
  id: 9300,
  title: "OTR Flatbed Driver",
  companyName: "Summit Card Carriers",
  companyLogoUrl: null,
  jobDescription:
    "<p>Steady freight, <strong>modern equipment</strong> and weekly pay.</p><ul><li>No touch freight</li><li>Rider policy</li></ul>",
  videoUrl: null,
  city: "Tulsa",
  state: "OK",
  jobType: "flatbed",
  homeTime: "HW",
  requiredExperience: "Y1",
  expectedPay: 1650,
  salaryType: "weekly",
  signonBonus: 2500,
  startingBonus: 0,
  driverUnload: false,
  benefits: ["health", "dental", "retirement_plan"],
  endorsements: ["H", "T"],
  hasHyperlink: true,
  distance: 3.2,
  match: 1,
  reasons: ["has H and T", "4 years ≥ 1 year required", "home weekly", "drives flatbed", "3 miles"],
  featured: "boost",
  postedAt: "2026-11-20",
  appliedAt: null,
};

export const applicationsFixture: ReadonlyArray<T<typeof Application>> = [
  ["CDL-A Regional Dry Van Driver", "Prairie Contract Freight", "Open"],
  ["Local Tanker Driver - Home Daily", "Red River Freight", "Closed"],
].map(([title, companyName, jobStatus], index) => ({
  id: 700 + index,
  jobId: 9301 + index,
  title: title as string,
  companyName: companyName as string,
  city: "Tulsa",
  state: "OK",
  appliedAt: `2026-11-${String(21 - index * 5).padStart(2, "0")}T15:04:00.000Z`,
  jobStatus: jobStatus as "Open" | "Closed",
}));
