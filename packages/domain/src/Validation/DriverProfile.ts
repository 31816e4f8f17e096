import { Schema } from "effect";
import { isFilled } from "./rules.ts";

/** The spec words none of these (issue 19, the drivers' side): ours. */
export const DriverProfileMessages = {
  zip: "Enter five digits",
  years: "Enter a whole number from 0 to 70",
  neededToApply: "Needed to apply",
} as const;

/** The most years of experience a profile takes. */
export const maxYearsExperience = 70;

/** The driver profile's fields, in the form's order. */
export const driverProfileFields = [
  "cdlStatus",
  "yearsExperience",
  "endorsements",
  "jobTypes",
  "homeTime",
  "homeZip",
  "ownerOperator",
  "workExperiences",
] as const;
export type DriverProfileField = (typeof driverProfileFields)[number];

/** The profile form's values: text for the typed fields and the single choices, codes for the lists. */
export type DriverProfileValues = {
  readonly cdlStatus: string;
  readonly yearsExperience: string;
  readonly endorsements: readonly string[];
  readonly jobTypes: readonly string[];
  readonly homeTime: string;
  readonly homeZip: string;
  readonly ownerOperator: boolean;
  readonly workExperiences: readonly string[];
};

const isYears = (value: string) => {
  const years = value.trim();
  return years === "" || (/^[0-9]{1,2}$/.test(years) && Number(years) <= maxYearsExperience);
};
const isZip = (value: string) => value === "" || /^[0-9]{5}$/.test(value);

const text = (required: boolean, check?: { test: (value: string) => boolean; message: string }) => {
  const rule = check && Schema.makeFilter((value: string) => (check.test(value) ? undefined : check.message));
  if (required) {
    const filled = isFilled(DriverProfileMessages.neededToApply);
    return Schema.String.pipe(rule ? Schema.check(filled, rule) : Schema.check(filled));
  }
  return rule ? Schema.String.pipe(Schema.check(rule)) : Schema.String;
};

const fieldSchema = (field: DriverProfileField, required: boolean) => {
  switch (field) {
    case "yearsExperience":
      return text(required, { test: isYears, message: DriverProfileMessages.years });
    case "homeZip":
      return text(required, { test: isZip, message: DriverProfileMessages.zip });
    case "cdlStatus":
    case "homeTime":
      return text(required);
    case "ownerOperator":
      return Schema.Boolean;
    default:
      return Schema.Array(Schema.String);
  }
};

/**
 * The driver profile form over the fields shown: Settings shows them all, none required; applying shows
 * only the fields the application still needs, each 'Needed to apply' until filled. An empty text clears
 * that field; typed text must be a ZIP of five digits or whole years from 0 to 70.
 */
export const DriverProfileForm = (
  fields: readonly DriverProfileField[] = driverProfileFields,
  { required = false }: { readonly required?: boolean } = {},
): Schema.Decoder<Partial<DriverProfileValues>> =>
  Schema.Struct(Object.fromEntries(fields.map((field) => [field, fieldSchema(field, required)])));
