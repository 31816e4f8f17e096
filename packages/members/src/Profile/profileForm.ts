import type { Members } from "@haulboard/api";

type DriverProfile = Members.DriverProfile;
type DriverProfileUpdate = Members.DriverProfileUpdate;

/** The profile form's values: text for the typed fields, codes for the choices. */
export interface ProfileValues {
  readonly cdlStatus: string;
  readonly yearsExperience: string;
  readonly endorsements: readonly string[];
  readonly jobTypes: readonly string[];
  readonly homeTime: string;
  readonly homeZip: string;
  readonly ownerOperator: boolean;
  readonly workExperiences: readonly string[];
}

export type ProfileField = keyof ProfileValues;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

export const profileValuesOf = (profile: DriverProfile | undefined): ProfileValues => ({
  cdlStatus: profile?.cdlStatus ?? "",
  yearsExperience:
    profile?.yearsExperience === null || profile === undefined ? "" : String(profile.yearsExperience),
  endorsements: profile?.endorsements ?? [],
  jobTypes: profile?.jobTypes ?? [],
  homeTime: profile?.homeTime ?? "",
  homeZip: profile?.homeZip ?? "",
  ownerOperator: profile?.ownerOperator ?? false,
  workExperiences: profile?.workExperiences ?? [],
});

/** Checks the typed fields; returns the messages by field, empty when valid. */
export const profileErrorsOf = (
  values: ProfileValues,
  messages: { zip: string; years: string },
  fields: readonly ProfileField[],
): ProfileErrors => {
  const errors: ProfileErrors = {};
  if (fields.includes("homeZip") && values.homeZip !== "" && !/^[0-9]{5}$/.test(values.homeZip)) {
    errors.homeZip = messages.zip;
  }
  const years = values.yearsExperience.trim();
  if (
    fields.includes("yearsExperience") &&
    years !== "" &&
    !(/^[0-9]{1,2}$/.test(years) && Number(years) <= 70)
  ) {
    errors.yearsExperience = messages.years;
  }
  return errors;
};

/** The update the form sends: only the fields shown; an emptied field clears it. */
export const profileUpdateOf = (
  values: ProfileValues,
  fields: readonly ProfileField[],
): DriverProfileUpdate => {
  const update: Record<string, unknown> = {};
  for (const field of fields) {
    if (field === "yearsExperience")
      update[field] = values.yearsExperience.trim() === "" ? null : Number(values.yearsExperience);
    else if (field === "cdlStatus" || field === "homeTime" || field === "homeZip")
      update[field] = values[field] === "" ? null : values[field];
    else update[field] = values[field];
  }
  return update as DriverProfileUpdate;
};

export const allProfileFields: readonly ProfileField[] = [
  "cdlStatus",
  "yearsExperience",
  "endorsements",
  "jobTypes",
  "homeTime",
  "homeZip",
  "ownerOperator",
  "workExperiences",
];
