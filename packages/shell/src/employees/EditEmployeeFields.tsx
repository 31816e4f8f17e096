import type { Employees } from "@haulboard/api";
import { Name, SignUpEmail, UsPhone } from "@haulboard/domain";
import { Alert, Button, Inline, PhoneField, Stack, TextField } from "@haulboard/ui";
import { Schema } from "effect";
import type { FormEvent } from "react";
import { useSchemaForm } from "../forms/useSchemaForm.ts";
import { EmployeesText } from "./EmployeesText.ts";

/** The "Edit employee" form: the add form's rules without the password. */
export const EditEmployeeForm = Schema.Struct({
  firstName: Name,
  lastName: Name,
  email: SignUpEmail,
  phone: UsPhone,
});
export type EditEmployeeForm = typeof EditEmployeeForm.Type;

export interface EditEmployeeFieldsProps {
  employee: Employees.Employee;
  onSubmit: (value: EditEmployeeForm) => void;
  onCancel: () => void;
  /** @default false */
  isPending?: boolean;
  /** @default undefined */
  serverError?: string;
}

/** The fields and buttons of the "Edit employee" modal. */
export function EditEmployeeFields({
  employee,
  onSubmit,
  onCancel,
  isPending = false,
  serverError,
}: EditEmployeeFieldsProps) {
  const form = useSchemaForm(EditEmployeeForm, {
    firstName: employee.firstName,
    lastName: employee.lastName,
    email: employee.email,
    phone: employee.phone ?? "",
  });
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
        <Inline align="end" space="sm">
          <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
            {EmployeesText.cancel}
          </Button>
          <Button type="submit" isLoading={isPending}>
            {EmployeesText.save}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
