import { companySizeLabel, companySizes } from "@haulboard/domain";
import { Button, PhoneField, Select, Stack, TextField } from "@haulboard/ui";
import { AuthText } from "../AuthText.ts";
import { type FieldErrors, fieldError, readForm } from "../internal/forms.ts";
import { StepHeading } from "../internal/StepHeading.tsx";

export interface CompanyInfoValues {
  readonly companyName: string;
  readonly size: string;
  readonly phone: string;
}

export interface CompanyInfoFormProps {
  /** @default {} */
  defaultValues?: Partial<CompanyInfoValues>;
  /** @default {} */
  errors?: FieldErrors<keyof CompanyInfoValues>;
  /** @default false */
  isSubmitting?: boolean;
  onSubmit: (values: CompanyInfoValues) => void;
}

const sizeItems = companySizes.map((bucket) => ({ id: bucket.value, label: companySizeLabel(bucket.value) }));

/** /company-info: the first company-creation step after sign-up (name, size, phone). */
export function CompanyInfoForm({
  defaultValues = {},
  errors = {},
  isSubmitting = false,
  onSubmit,
}: CompanyInfoFormProps) {
  return (
    <form noValidate onSubmit={(event) => onSubmit(readForm(event, ["companyName", "size", "phone"]))}>
      <Stack space="lg">
        <StepHeading>{AuthText.companyInfoHeading}</StepHeading>
        <TextField
          label={AuthText.companyNameLabel}
          name="companyName"
          autoComplete="organization"
          defaultValue={defaultValues.companyName ?? ""}
          {...fieldError(errors.companyName)}
        />
        <Select
          label={AuthText.companySizeLabel}
          name="size"
          options={sizeItems}
          defaultSelectedKey={defaultValues.size}
          {...fieldError(errors.size)}
        />
        <PhoneField
          label={AuthText.companyPhoneLabel}
          name="phone"
          defaultValue={defaultValues.phone ?? ""}
          {...fieldError(errors.phone)}
        />
        <Button type="submit" isFullWidth isLoading={isSubmitting}>
          {AuthText.continue}
        </Button>
      </Stack>
    </form>
  );
}
