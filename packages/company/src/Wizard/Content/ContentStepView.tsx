import { Benefit, Endorsement, Experience, HomeTime, JobType, SalaryType } from "@haulboard/domain";
import { Button, Checkbox, CheckboxGroup, Select, TextField } from "@haulboard/ui";
import type { FormEvent, ReactNode } from "react";
import * as styles from "../../styles.css.ts";
import { WizardText } from "../../WizardText.ts";
import type { ContentValues } from "../draft.ts";
import type { ContentErrors } from "../rules.ts";

const optionsOf = (table: {
  readonly options: readonly { readonly value: string; readonly label: string }[];
}) => table.options.map((option) => ({ id: option.value, label: option.label }));

const jobTypes = optionsOf(JobType);
const experiences = optionsOf(Experience);
const homeTimes = optionsOf(HomeTime);
const salaryTypes = optionsOf(SalaryType);
/** The form holds benefit and endorsement labels (employer-work §5): the labels are the ids. */
const benefits = Benefit.options.map((option) => ({ id: option.label, label: option.label }));
const endorsements = Endorsement.options.map((option) => ({
  id: option.label,
  label: `${option.label} (${option.value})`,
}));

export interface ContentStepViewProps {
  readonly values: ContentValues;
  readonly errors?: ContentErrors;
  /** A message of the whole step ('multimedia upload failed' …). */
  readonly stepError?: string | undefined;
  readonly onChange: <K extends keyof ContentValues>(field: K, value: ContentValues[K]) => void;
  readonly onNext: () => void;
  /** The main button. @default WizardText.next */
  readonly nextLabel?: string | undefined;
  /** A save is running (edit screens). @default false */
  readonly isSaving?: boolean | undefined;
  /** The description editor (lazy) and the video upload, given by the screen. */
  readonly description: ReactNode;
  readonly video: ReactNode;
}

/** Step 1: what the job is (employer-work §3 job form). */
export function ContentStepView({
  values,
  errors = {},
  stepError,
  onChange,
  onNext,
  nextLabel = WizardText.next,
  isSaving = false,
  description,
  video,
}: ContentStepViewProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onNext();
  };
  const text = (
    field: "title" | "additionalExperience" | "expectedPay" | "signOnBonus" | "startingBonus" | "zipCode",
  ) => ({
    value: values[field],
    onChange: (value: string) => onChange(field, value),
    isInvalid: errors[field] !== undefined,
    errorMessage: errors[field],
  });
  const select = (field: "jobType" | "requiredExperience" | "homeTime" | "salaryType") => ({
    value: values[field] === "" ? null : values[field],
    onChange: (key: unknown) => onChange(field, key === null ? "" : String(key)),
    isInvalid: errors[field] !== undefined,
    errorMessage: errors[field],
    isRequired: true,
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="content-title">
      <h2 id="content-title" className={styles.subtitle}>
        {WizardText.steps[0]}
      </h2>
      <TextField label={WizardText.title} isRequired {...text("title")} />
      <div className={styles.grid2}>
        <Select label={WizardText.jobType} options={jobTypes} {...select("jobType")} />
        <Select
          label={WizardText.requiredExperience}
          options={experiences}
          {...select("requiredExperience")}
        />
        <TextField label={WizardText.additionalExperience} {...text("additionalExperience")} />
        <Select label={WizardText.homeTime} options={homeTimes} {...select("homeTime")} />
        <TextField label={WizardText.expectedPay} inputMode="decimal" isRequired {...text("expectedPay")} />
        <Select label={WizardText.salaryType} options={salaryTypes} {...select("salaryType")} />
        <TextField label={WizardText.signOnBonus} inputMode="decimal" {...text("signOnBonus")} />
        <TextField label={WizardText.startingBonus} inputMode="decimal" {...text("startingBonus")} />
        <TextField label={WizardText.zipCode} inputMode="numeric" {...text("zipCode")} />
      </div>
      <Checkbox isSelected={values.driverUnload} onChange={(selected) => onChange("driverUnload", selected)}>
        {WizardText.driverUnload}
      </Checkbox>
      <div className={styles.grid2}>
        <CheckboxGroup
          label={WizardText.benefits}
          options={benefits}
          value={[...values.benefits]}
          onChange={(chosen) => onChange("benefits", chosen)}
        />
        <CheckboxGroup
          label={WizardText.endorsements}
          options={endorsements}
          value={[...values.endorsements]}
          onChange={(chosen) => onChange("endorsements", chosen)}
        />
      </div>
      {description}
      {video}
      {stepError ? (
        <p role="alert" className={styles.text}>
          {stepError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <span />
        <Button type="submit" isLoading={isSaving}>
          {nextLabel}
        </Button>
      </div>
    </form>
  );
}
