import { CdlStatus, Endorsement, HomeTime, JobType, WorkExperience } from "@haulboard/domain";
import { Checkbox, CheckboxGroup, Select, TextField } from "@haulboard/ui";
import { DriversText } from "../DriversText.ts";
import * as css from "./Profile.css.ts";
import type { ProfileErrors, ProfileField, ProfileValues } from "./profileForm.ts";

const optionsOf = (table: { readonly options: readonly { value: string; label: string }[] }) =>
  table.options.map((option) => ({ id: option.value, label: option.label }));
const cdlStatuses = optionsOf(CdlStatus);
const homeTimes = optionsOf(HomeTime);
const jobTypes = optionsOf(JobType);
const workExperiences = optionsOf(WorkExperience);
const endorsements = Endorsement.options.map((option) => ({
  id: option.value,
  label: `${option.value}: ${option.label}`,
}));

export interface ProfileFieldsProps {
  readonly values: ProfileValues;
  readonly errors: ProfileErrors;
  readonly onChange: <F extends ProfileField>(field: F, value: ProfileValues[F]) => void;
  /** The fields to show (applying shows only the missing ones). */
  readonly fields: readonly ProfileField[];
  readonly isRequired?: boolean;
}

/** The driver profile's fields, any subset of them (Settings shows all; applying the missing ones). */
export function ProfileFields({ values, errors, onChange, fields, isRequired = false }: ProfileFieldsProps) {
  const shows = (field: ProfileField) => fields.includes(field);
  return (
    <div className={css.fields}>
      {shows("cdlStatus") ? (
        <Select
          label={DriversText.cdlStatus}
          options={cdlStatuses}
          value={values.cdlStatus === "" ? null : values.cdlStatus}
          onChange={(key) => onChange("cdlStatus", key === null ? "" : String(key))}
          isInvalid={errors.cdlStatus !== undefined}
          errorMessage={errors.cdlStatus}
          isRequired={isRequired}
        />
      ) : null}
      {shows("yearsExperience") ? (
        <TextField
          label={DriversText.yearsExperience}
          inputMode="numeric"
          value={values.yearsExperience}
          onChange={(value) => onChange("yearsExperience", value)}
          isInvalid={errors.yearsExperience !== undefined}
          errorMessage={errors.yearsExperience}
          isRequired={isRequired}
        />
      ) : null}
      {shows("homeZip") ? (
        <TextField
          label={DriversText.homeZip}
          description={DriversText.homeZipHint}
          inputMode="numeric"
          autoComplete="postal-code"
          value={values.homeZip}
          onChange={(value) => onChange("homeZip", value)}
          isInvalid={errors.homeZip !== undefined}
          errorMessage={errors.homeZip}
          isRequired={isRequired}
        />
      ) : null}
      {shows("homeTime") ? (
        <Select
          label={DriversText.homeTime}
          options={homeTimes}
          value={values.homeTime === "" ? null : values.homeTime}
          onChange={(key) => onChange("homeTime", key === null ? "" : String(key))}
          isInvalid={errors.homeTime !== undefined}
          errorMessage={errors.homeTime}
          isRequired={isRequired}
        />
      ) : null}
      {shows("endorsements") ? (
        <CheckboxGroup
          label={DriversText.endorsements}
          options={endorsements}
          value={[...values.endorsements]}
          onChange={(chosen) => onChange("endorsements", chosen)}
        />
      ) : null}
      {shows("jobTypes") ? (
        <CheckboxGroup
          label={DriversText.jobTypes}
          options={jobTypes}
          value={[...values.jobTypes]}
          onChange={(chosen) => onChange("jobTypes", chosen)}
        />
      ) : null}
      {shows("workExperiences") ? (
        <CheckboxGroup
          label={DriversText.workExperiences}
          options={workExperiences}
          value={[...values.workExperiences]}
          onChange={(chosen) => onChange("workExperiences", chosen)}
        />
      ) : null}
      {shows("ownerOperator") ? (
        <Checkbox
          isSelected={values.ownerOperator}
          onChange={(selected) => onChange("ownerOperator", selected)}
        >
          {DriversText.ownerOperator}
        </Checkbox>
      ) : null}
    </div>
  );
}
