import { Name, Password, SignUpEmail } from "@haulboard/domain";
import { Schema } from "effect";
import { Employee } from "./Employees.ts";
import * as Endpoint from "./Endpoint.ts";
import { Empty, Id, IdParams, IsoDateTime, PageQuery, SearchBody } from "./Shared.ts";
import { WireStruct } from "./Wire.ts";

/** An internal admin user (access §3 "Admin user"; the password is never sent back). */
export const AdminUser = WireStruct({
  id: Id,
  firstName: Schema.String,
  lastName: Schema.String,
  fullName: Schema.String,
  email: Schema.String,
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type AdminUser = typeof AdminUser.Type;

/** Confirm-password is dropped before sending (access §5). */
export const CreateAdminRequest = WireStruct({
  firstName: Name,
  lastName: Name,
  email: SignUpEmail,
  password: Password,
});
export type CreateAdminRequest = typeof CreateAdminRequest.Type;

export const adminSearchFields = ["full_name", "email", "created_at"] as const;
/** Default: filters full_name ilike, orders created_at asc. */
export const AdminSearchRequest = SearchBody(adminSearchFields);
export type AdminSearchRequest = typeof AdminSearchRequest.Type;

export const AdminChangePasswordRequest = WireStruct({ password: Password });
export type AdminChangePasswordRequest = typeof AdminChangePasswordRequest.Type;

export const listAdmins = Endpoint.make({
  name: "admin.listAdmins",
  method: "GET",
  path: "/admin/get-admins",
  auth: "bearer",
  query: PageQuery,
  success: Schema.Array(AdminUser),
  paginated: true,
  description: "Admins only: the internal admins.",
});

export const createAdmin = Endpoint.make({
  name: "admin.createAdmin",
  method: "POST",
  path: "/admin/admins",
  auth: "bearer",
  body: CreateAdminRequest,
  success: AdminUser,
  description: "Admins only: create an internal admin (role 160Admin).",
});

export const searchAdmins = Endpoint.make({
  name: "admin.searchAdmins",
  method: "POST",
  path: "/admin/admins/search",
  auth: "bearer",
  query: PageQuery,
  body: AdminSearchRequest,
  success: Schema.Array(AdminUser),
  paginated: true,
  description: "Admins only: search admins (full_name ilike, created_at asc by default).",
});

export const getEmployee = Endpoint.make({
  name: "admin.getEmployer",
  method: "GET",
  path: "/admin/employer/{id}",
  auth: "bearer",
  params: IdParams,
  success: Employee,
  description: "Admins only: an employer (company user) by id.",
});

export const changeEmployeePassword = Endpoint.make({
  name: "admin.changeEmployerPassword",
  method: "POST",
  path: "/admin/employer/{id}/change-password",
  auth: "bearer",
  params: IdParams,
  body: AdminChangePasswordRequest,
  success: Empty,
  description: "Admins only: set an employer's password.",
});

export const listCompanyEmployees = Endpoint.make({
  name: "admin.listCompanyEmployers",
  method: "GET",
  path: "/admin/companies/{id}/employers",
  auth: "bearer",
  params: IdParams,
  query: PageQuery,
  success: Schema.Array(Employee),
  paginated: true,
  description:
    "Admins only: the employees of any company (company-list row expansion, impersonation picker).",
});

/** The calls of this resource by name, as `api.admin` and the client (`client.admin.<call>`) expose them. */
export const adminCalls = {
  listAdmins: listAdmins,
  createAdmin: createAdmin,
  searchAdmins: searchAdmins,
  getEmployer: getEmployee,
  changeEmployerPassword: changeEmployeePassword,
  listCompanyEmployers: listCompanyEmployees,
} as const;
