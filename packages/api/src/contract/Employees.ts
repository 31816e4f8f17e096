import { Name, Password, SignUpEmail, UsPhone } from "@haulboard/domain";
import { Schema } from "effect";
import * as Endpoint from "./Endpoint.ts";
import { Empty, Id, IdFromString, IdParams, IsoDateTime, PageQuery } from "./Shared.ts";
import { WireStruct } from "./Wire.ts";

/** A company's employee (access §3). */
export const Employee = WireStruct({
  id: Id,
  email: Schema.String,
  companyId: Id,
  firstName: Schema.String,
  lastName: Schema.String,
  phone: Schema.NullOr(Schema.String),
  active: Schema.Boolean,
  createdAt: IsoDateTime,
  blocked: Schema.Boolean,
});
export type Employee = typeof Employee.Type;

export const AddEmployeeRequest = WireStruct(
  {
    email: SignUpEmail,
    firstName: Name,
    lastName: Name,
    phone: UsPhone,
    password: Password,
    /** Always false for employees added by someone else (employer-work §7). */
    acceptEmails: Schema.optionalKey(Schema.Boolean),
  },
  { acceptEmails: "tn_newsletters" },
);
export type AddEmployeeRequest = typeof AddEmployeeRequest.Type;

/** `active` false deactivates, true activates. */
export const UpdateEmployeeRequest = WireStruct({
  email: Schema.optionalKey(SignUpEmail),
  firstName: Schema.optionalKey(Name),
  lastName: Schema.optionalKey(Name),
  phone: Schema.optionalKey(UsPhone),
  active: Schema.optionalKey(Schema.Boolean),
});
export type UpdateEmployeeRequest = typeof UpdateEmployeeRequest.Type;

export const EmployeePasswordRequest = WireStruct({ employeeId: Id, password: Password });
export type EmployeePasswordRequest = typeof EmployeePasswordRequest.Type;

/** Path parameters keep the placeholder names of the path (they never appear as JSON keys). */
export const CompanyEmployeeParams = Schema.Struct({ id: IdFromString, employeeId: IdFromString });

export const listEmployees = Endpoint.make({
  name: "employees.list",
  method: "GET",
  path: "/companies/{id}/employers",
  auth: "bearer",
  params: IdParams,
  query: PageQuery,
  success: Schema.Array(Employee),
  paginated: true,
  description: "Employees of a company (its company admin, or admins).",
});

export const addEmployee = Endpoint.make({
  name: "employees.add",
  method: "POST",
  path: "/companies/{id}/employers",
  auth: "bearer",
  params: IdParams,
  body: AddEmployeeRequest,
  success: Employee,
  description: "Add an employee to a company (tn_newsletters false).",
});

export const updateEmployee = Endpoint.make({
  name: "employees.update",
  method: "PATCH",
  path: "/companies/{id}/employers/{employeeId}",
  auth: "bearer",
  params: CompanyEmployeeParams,
  body: UpdateEmployeeRequest,
  success: Employee,
  description: "Update, activate or deactivate an employee.",
});

export const resetEmployeePassword = Endpoint.make({
  name: "employees.resetPassword",
  method: "POST",
  path: "/companies/{id}/employers/password",
  auth: "bearer",
  params: IdParams,
  body: EmployeePasswordRequest,
  success: Empty,
  description: "Set a new password for an employee.",
});

/** The calls of this resource by name, as `api.employees` and the client (`client.employees.<call>`) expose them. */
export const employeesCalls = {
  list: listEmployees,
  add: addEmployee,
  update: updateEmployee,
  resetPassword: resetEmployeePassword,
} as const;
