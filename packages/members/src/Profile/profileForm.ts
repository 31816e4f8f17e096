import type { Members } from "@haulboard/api";
import { type DriverProfileField, type DriverProfileValues, driverProfileFields } from "@haulboard/domain";

type DriverProfile = Members.DriverProfile;
type DriverProfileUpdate = Members.DriverProfileUpdate;

/** The profile form's values (the domain's form schema checks them). */
export type ProfileValues = DriverProfileValues;
export type ProfileField = DriverProfileField;
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

/** The update the form sends: only the fields shown; an emptied field clears it. */
export const profileUpdateOf = (
  values: ProfileValues,
  fields: readonly ProfileField[],
): DriverProfileUpdate => {
  const update: Record<string, unknown> = {};
  for (const field of fields) {
    if (field === "yearsExperience")
      update[field] = values.yearsExperience.trim() === "" ? null : Number(values.yearsExperience.trim());
    else if (field === "cdlStatus" || field === "homeTime" || field === "homeZip")
      update[field] = values[field] === "" ? null : values[field];
    else update[field] = values[field];
  }
  return update as DriverProfileUpdate;
};

export const allProfileFields: readonly ProfileField[] = driverProfileFields;
