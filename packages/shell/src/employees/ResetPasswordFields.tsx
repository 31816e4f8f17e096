import { ResetPasswordForm } from "@haulboard/domain";
import { Alert, Button, Inline, PasswordField, Stack } from "@haulboard/ui";
import type { FormEvent } from "react";
import { useSchemaForm } from "../forms/useSchemaForm.ts";
import { EmployeesText } from "./EmployeesText.ts";

const text = EmployeesText;

export interface ResetPasswordFieldsProps {
  /** Whose password is reset, for the explanation line. */
  employeeName: string;
  /** Called with the new password (the confirmation is dropped before sending, access §5). */
  onSubmit: (password: string) => void;
  onCancel: () => void;
  /** @default false */
  isPending?: boolean;
  /** @default undefined */
  serverError?: string;
}

/** The fields and buttons of the "Reset password" modal: a new password and its confirmation. */
export function ResetPasswordFields({
  employeeName,
  onSubmit,
  onCancel,
  isPending = false,
  serverError,
}: ResetPasswordFieldsProps) {
  const form = useSchemaForm(ResetPasswordForm, { password: "", confirmPassword: "" });
  return (
    <form
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        form.submit((value) => onSubmit(value.password));
      }}
    >
      <Stack space="md">
        <p>{text.resetPasswordFor(employeeName)}</p>
        {serverError ? <Alert kind="error" message={serverError} /> : null}
        <PasswordField
          label="New password"
          autoComplete="new-password"
          value={form.values.password}
          onChange={(value) => form.setValue("password", value)}
          errorMessage={form.errorOf("password")}
          isInvalid={form.errorOf("password") !== undefined}
          isDisabled={isPending}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          value={form.values.confirmPassword}
          onChange={(value) => form.setValue("confirmPassword", value)}
          errorMessage={form.errorOf("confirmPassword")}
          isInvalid={form.errorOf("confirmPassword") !== undefined}
          isDisabled={isPending}
        />
        <Inline align="end" space="sm">
          <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
            {text.cancel}
          </Button>
          <Button type="submit" isLoading={isPending}>
            {text.resetPassword}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
