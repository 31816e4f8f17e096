import { Name, Password, SignUpEmail, UsPhone } from "@haulboard/domain";
import { Schema } from "effect";

/**
 * The admin's "Add employee" form: the sign-up rules for names, email, phone and password (access §5),
 * composed from the domain's field schemas so the messages are the spec's.
 */
export const AddEmployeeForm = Schema.Struct({
  firstName: Name,
  lastName: Name,
  email: SignUpEmail,
  phone: UsPhone,
  password: Password,
});
export type AddEmployeeForm = typeof AddEmployeeForm.Type;

export const addEmployeeInitialValues: AddEmployeeForm = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  password: "",
};
