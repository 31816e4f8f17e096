import { Alert, Button, Inline, PasswordField, PhoneField, Stack, TextField } from "@haulboard/ui";
import type { FormEvent } from "react";
import { useSchemaForm } from "../forms/useSchemaForm.ts";
import { AddEmployeeForm, addEmployeeInitialValues } from "./EmployeeForms.ts";
import { EmployeesText } from "./EmployeesText.ts";

const text = EmployeesText;

export interface AddEmployeeFieldsProps {
  /** Called with the valid form. */
  onSubmit: (value: AddEmployeeForm) => void;
  onCancel: () => void;
  /** @default false */
  isPending?: boolean;
  /** The server's message when adding failed. @default undefined */
  serverError?: string;
  /** Values to start with (stories). @default empty */
  initialValues?: AddEmployeeForm;
}

/** The fields and buttons of the "Add employee" modal. */
export function AddEmployeeFields({
  onSubmit,
  onCancel,
  isPending = false,
  serverError,
  initialValues = addEmployeeInitialValues,
}: AddEmployeeFieldsProps) {
  const form = useSchemaForm(AddEmployeeForm, initialValues);
  const field = (name: Parameters<typeof form.textFieldProps>[0]) =>
    form.textFieldProps(name, { isDisabled: isPending });
  return (
    <form
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        form.submit(onSubmit);
      }}
    >
      <Stack space="md">
        {serverError ? <Alert kind="error" message={serverError} /> : null}
        <TextField label="First name" autoComplete="off" {...field("firstName")} />
        <TextField label="Last name" autoComplete="off" {...field("lastName")} />
        <TextField label="Email" type="email" autoComplete="off" {...field("email")} />
        <PhoneField label="Phone" {...field("phone")} />
        <PasswordField label="Password" autoComplete="new-password" {...field("password")} />
        <Inline align="end" space="sm">
          <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
            {text.cancel}
          </Button>
          <Button type="submit" isLoading={isPending}>
            {text.add}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
