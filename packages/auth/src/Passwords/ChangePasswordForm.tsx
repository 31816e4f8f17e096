import { Button, PasswordField, Stack } from "@haulboard/ui";
import { AuthText } from "../AuthText.ts";
import { type FieldErrors, fieldError } from "../internal/forms.ts";
import * as text from "../internal/text.css.ts";

export type NewPasswordValues = {
  readonly password: string;
  readonly confirmPassword: string;
};

export interface ChangePasswordFormProps {
  /** What the fields hold (the screen's form state). */
  values: NewPasswordValues;
  onChange: (field: keyof NewPasswordValues, value: string) => void;
  /** The password rules' messages (access §5). @default {} */
  errors?: FieldErrors<keyof NewPasswordValues>;
  /** @default false */
  isSubmitting?: boolean;
  onSubmit: () => void;
}

/** /change-password: the new password, confirmed, after a valid reset code. */
export function ChangePasswordForm({
  values,
  onChange,
  errors = {},
  isSubmitting = false,
  onSubmit,
}: ChangePasswordFormProps) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack space="lg">
        <h1 className={text.heading}>{AuthText.changePasswordHeading}</h1>
        <PasswordField
          label={AuthText.newPasswordLabel}
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(value) => onChange("password", value)}
          {...fieldError(errors.password)}
        />
        <PasswordField
          label={AuthText.confirmNewPasswordLabel}
          name="confirmPassword"
          autoComplete="new-password"
          showLabel="Show confirmation"
          hideLabel="Hide confirmation"
          value={values.confirmPassword}
          onChange={(value) => onChange("confirmPassword", value)}
          {...fieldError(errors.confirmPassword)}
        />
        <Button type="submit" isFullWidth isLoading={isSubmitting}>
          {AuthText.changePassword}
        </Button>
      </Stack>
    </form>
  );
}
