import { makeCodeTable } from "./CodeTable.ts";

/** Salary types: the spec names only the default, weekly; the others are our choice. */
export const SalaryType = makeCodeTable({
  hourly: "Hourly",
  daily: "Daily",
  weekly: "Weekly",
  monthly: "Monthly",
  yearly: "Yearly",
  per_mile: "Per Mile",
});
export type SalaryTypeCode = (typeof SalaryType.codes)[number];

export const defaultSalaryType: SalaryTypeCode = "weekly";
