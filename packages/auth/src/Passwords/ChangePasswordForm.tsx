import { Button, PasswordField, Stack } from "@haulboard/ui";
import { AuthText } from "../AuthText.ts";
import { type FieldErrors, fieldError, readForm } from "../internal/forms.ts";
import * as text from "../internal/text.css.ts";

export interface NewPasswordValues {
  readonly password: string;
  readonly confirmPassword: string;
}

export interface ChangePasswordFormProps {
  /** The password rules' messages (access §5). @default {} */
  errors?: FieldErrors<keyof NewPasswordValues>;
  /** @default false */
  isSubmitting?: boolean;
  onSubmit: (values: NewPasswordValues) => void;
}

/** /change-password: the new password, confirmed, after a valid reset code. */
export function ChangePasswordForm({ errors = {}, isSubmitting = false, onSubmit }: ChangePasswordFormProps) {
  return (
    <form noValidate onSubmit={(event) => onSubmit(readForm(event, ["password", "confirmPassword"]))}>
      <Stack space="lg">
        <h1 className={text.heading}>{AuthText.changePasswordHeading}</h1>
        <PasswordField
          label={AuthText.newPasswordLabel}
          name="password"
          autoComplete="new-password"
          {...fieldError(errors.password)}
        />
        <PasswordField
          label={AuthText.confirmNewPasswordLabel}
          name="confirmPassword"
          autoComplete="new-password"
          showLabel="Show confirmation"
          hideLabel="Hide confirmation"
          {...fieldError(errors.confirmPassword)}
        />
        <Button type="submit" isFullWidth isLoading={isSubmitting}>
          {AuthText.changePassword}
        </Button>
      </Stack>
    </form>
  );
}
