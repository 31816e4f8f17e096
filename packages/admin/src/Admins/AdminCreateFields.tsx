import { AdminCreateForm, dropConfirmPassword } from "@haulboard/domain";
import { useSchemaForm } from "@haulboard/shell/forms";
import { Alert, Button, Inline, PasswordField, Stack, TextField } from "@haulboard/ui";
import type { FormEvent } from "react";
import { AdminText } from "../AdminText.ts";

const text = AdminText.admins.form;

/** What is sent to the server: the form without its confirmation (access §5). */
export type AdminCreatePayload = Omit<AdminCreateForm, "confirmPassword">;

export const adminCreateInitialValues: AdminCreateForm = {
  firstName: "",
  lastName: "",
  email: "",
  password: "",
  confirmPassword: "",
};

export interface AdminCreateFieldsProps {
  /** Called with the valid form, confirm password already dropped. */
  onSubmit: (payload: AdminCreatePayload) => void;
  onCancel: () => void;
  /** @default false */
  isPending?: boolean;
  /** The server's message when creation failed. @default undefined */
  serverError?: string;
  /** @default empty */
  initialValues?: AdminCreateForm;
}

/** The admin creation form (access §4 "Admin creation"). */
export function AdminCreateFields({
  onSubmit,
  onCancel,
  isPending = false,
  serverError,
  initialValues = adminCreateInitialValues,
}: AdminCreateFieldsProps) {
  const form = useSchemaForm(AdminCreateForm, initialValues);
  const field = (name: Parameters<typeof form.textFieldProps>[0]) =>
    form.textFieldProps(name, { isDisabled: isPending });
  return (
    <form
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        form.submit((value) => onSubmit(dropConfirmPassword(value)));
      }}
    >
      <Stack space="md">
        {serverError ? <Alert kind="error" message={serverError} /> : null}
        <TextField label={text.firstName} autoComplete="off" {...field("firstName")} />
        <TextField label={text.lastName} autoComplete="off" {...field("lastName")} />
        <TextField label={text.email} type="email" autoComplete="off" {...field("email")} />
        <PasswordField label={text.password} autoComplete="new-password" {...field("password")} />
        <PasswordField
          label={text.confirmPassword}
          autoComplete="new-password"
          {...field("confirmPassword")}
        />
        <Inline align="end" space="sm">
          <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
            {text.cancel}
          </Button>
          <Button type="submit" isLoading={isPending}>
            {text.submit}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
