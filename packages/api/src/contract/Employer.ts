import { Email, Name, UsPhone } from "@haulboard/domain";
import { Schema } from "effect";
import { Timezone } from "./Auth.ts";
import * as Endpoint from "./Endpoint.ts";
import { Id, RoleNameSchema } from "./Shared.ts";
import { WireStruct } from "./Wire.ts";

/** The signed-in employer (access §3 "Current employer user" and "User profile"). Tokens are never echoed. */
export const Employer = WireStruct({
  id: Id,
  /** Null until the employer created a company (company-info step). */
  companyId: Schema.NullOr(Id),
  firstName: Schema.String,
  lastName: Schema.String,
  email: Schema.String,
  phone: Schema.NullOr(Schema.String),
  /** A new email waiting for its verification link. */
  emailToVerify: Schema.NullOr(Schema.String),
  emailVerified: Schema.Boolean,
  timezone: Schema.NullOr(Timezone),
  profilePicture: Schema.NullOr(Schema.String),
  roles: Schema.Array(RoleNameSchema),
});
export type Employer = typeof Employer.Type;

export const UpdateEmployerRequest = WireStruct({
  firstName: Schema.optionalKey(Name),
  lastName: Schema.optionalKey(Name),
  phone: Schema.optionalKey(UsPhone),
  /**
   * A changed email is stored in email_to_verify until its link is followed. Changing it needs
   * `current_password`: a stolen access token alone must not move the account to another address.
   */
  email: Schema.optionalKey(Email),
  /** The account's current password; required when `email` changes. */
  currentPassword: Schema.optionalKey(Schema.String),
  timezone: Schema.optionalKey(Timezone),
});
export type UpdateEmployerRequest = typeof UpdateEmployerRequest.Type;

export const getEmployer = Endpoint.make({
  name: "employer.get",
  method: "GET",
  path: "/employer",
  auth: "bearer",
  success: Employer,
  description: "The signed-in employer.",
});

export const updateEmployer = Endpoint.make({
  name: "employer.update",
  method: "PATCH",
  path: "/employer",
  auth: "bearer",
  body: UpdateEmployerRequest,
  success: Employer,
  description: "Update the signed-in employer's profile (first_name, last_name, phone, email, timezone).",
});

/** The calls of this resource by name, as `api.employer` and the client (`client.employer.<call>`) expose them. */
export const employerCalls = {
  get: getEmployer,
  update: updateEmployer,
} as const;
