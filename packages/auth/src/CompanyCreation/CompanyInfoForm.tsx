import { companySizeLabel, companySizes } from "@haulboard/domain";
import { Button, PhoneField, Select, Stack, TextField } from "@haulboard/ui";
import { AuthText } from "../AuthText.ts";
import { type FieldErrors, fieldError } from "../internal/forms.ts";
import { StepHeading } from "../internal/StepHeading.tsx";

export type CompanyInfoValues = {
  readonly companyName: string;
  readonly size: string;
  readonly phone: string;
};

export const emptyCompanyInfo: CompanyInfoValues = { companyName: "", size: "", phone: "" };

export interface CompanyInfoFormProps {
  /** The screen's form state. @default emptyCompanyInfo */
  values?: CompanyInfoValues;
  /** @default undefined */
  onChange?: <K extends keyof CompanyInfoValues>(field: K, value: CompanyInfoValues[K]) => void;
  /** @default {} */
  errors?: FieldErrors<keyof CompanyInfoValues>;
  /** @default false */
  isSubmitting?: boolean;
  onSubmit: () => void;
}

const sizeItems = companySizes.map((bucket) => ({ id: bucket.value, label: companySizeLabel(bucket.value) }));

/** /company-info: the first company-creation step after sign-up (name, size, phone). */
export function CompanyInfoForm({
  values = emptyCompanyInfo,
  onChange,
  errors = {},
  isSubmitting = false,
  onSubmit,
}: CompanyInfoFormProps) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack space="lg">
        <StepHeading>{AuthText.companyInfoHeading}</StepHeading>
        <TextField
          label={AuthText.companyNameLabel}
          name="companyName"
          autoComplete="organization"
          value={values.companyName}
          onChange={(value) => onChange?.("companyName", value)}
          {...fieldError(errors.companyName)}
        />
        <Select
          label={AuthText.companySizeLabel}
          name="size"
          options={sizeItems}
          value={values.size === "" ? null : values.size}
          onChange={(key) => onChange?.("size", key === null ? "" : String(key))}
          {...fieldError(errors.size)}
        />
        <PhoneField
          label={AuthText.companyPhoneLabel}
          name="phone"
          value={values.phone}
          onChange={(value) => onChange?.("phone", value)}
          {...fieldError(errors.phone)}
        />
        <Button type="submit" isFullWidth isLoading={isSubmitting}>
          {AuthText.continue}
        </Button>
      </Stack>
    </form>
  );
}
