import type { Role } from "@haulboard/domain";
import { isRole, stripUsCountryCode } from "@haulboard/domain";
import { sql } from "kysely";
import type { Queryable } from "../db/Database.ts";
import { typed } from "../db/typed.ts";

/** A timestamp from either driver (Date or text) as ISO 8601. */
export const iso = (value: unknown): string =>
  value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
export const isoOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : iso(value);

export const rolesOf = (value: unknown): Role[] => (Array.isArray(value) ? value.filter(isRole) : []);

/** A tag as the job and applicant queries aggregate it. */
export interface TagRow {
  readonly id: number;
  readonly tag: string;
}

const isTagRow = (value: unknown): value is TagRow =>
  typeof value === "object" &&
  value !== null &&
  "id" in value &&
  typeof value.id === "number" &&
  "tag" in value &&
  typeof value.tag === "string";

/** The tags of a row: a json aggregate, as text (PGlite) or parsed (PostgreSQL); anything else is none. */
export const tagRowsOf = (value: unknown): TagRow[] => {
  const parsed: unknown = typeof value === "string" ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed.filter(isTagRow) : [];
};

/** The user columns every mapper below reads, with the roles aggregated. */
export const userColumns = `u.id, u.email, u.first_name, u.last_name, u.phone, u.timezone, u.profile_picture,
  u.company_id, u.email_verified, u.email_to_verify, u.active, u.blocked, u.created_at, u.updated_at,
  u.terms_accepted_at, u.billing_customer_id,
  coalesce((select array_agg(r.role order by r.role) from user_roles r where r.user_id = u.id), '{}') as roles`;

/**
 * The typed form of `userColumns` (issue 37): users as `u`, with the columns every mapper below reads and
 * the roles aggregated. Add the conditions: `selectUsers(q).where("u.id", "=", id).executeTakeFirst()`.
 */
export const selectUsers = (q: Queryable) =>
  typed(q)
    .selectFrom("users as u")
    .select((eb) => [
      "u.id",
      "u.email",
      "u.first_name",
      "u.last_name",
      "u.phone",
      "u.timezone",
      "u.profile_picture",
      "u.company_id",
      "u.email_verified",
      "u.email_to_verify",
      "u.active",
      "u.blocked",
      "u.created_at",
      "u.updated_at",
      "u.terms_accepted_at",
      "u.billing_customer_id",
      eb.fn
        .coalesce(
          eb
            .selectFrom("user_roles as r")
            .select(sql<string[]>`array_agg(r.role order by r.role)`.as("roles"))
            .whereRef("r.user_id", "=", "u.id"),
          sql<string[]>`'{}'`,
        )
        .as("roles"),
    ]);

export interface UserRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  timezone: string | null;
  profile_picture: string | null;
  company_id: number | null;
  email_verified: boolean;
  email_to_verify: string | null;
  active: boolean;
  blocked: boolean;
  created_at: unknown;
  updated_at: unknown;
  terms_accepted_at: unknown;
  billing_customer_id: string | null;
  roles: string[];
}

export const toEmployer = (row: UserRow) => ({
  id: row.id,
  companyId: row.company_id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  phone: row.phone,
  emailToVerify: row.email_to_verify,
  emailVerified: row.email_verified,
  timezone: row.timezone,
  profilePicture: row.profile_picture,
  roles: rolesOf(row.roles),
});

export const toEmployee = (row: UserRow) => ({
  id: row.id,
  email: row.email,
  companyId: row.company_id,
  firstName: row.first_name,
  lastName: row.last_name,
  phone: row.phone,
  active: row.active,
  createdAt: iso(row.created_at),
  blocked: row.blocked,
});

export const toAdminUser = (row: UserRow) => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  fullName: `${row.first_name} ${row.last_name}`.trim(),
  email: row.email,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

/** Phones are stored as (123)456-7890; a leading +1 is stripped on the way out (access §3). */
export const phoneOut = (phone: string | null): string | null => (phone ? stripUsCountryCode(phone) : null);

export interface CompanyRow {
  id: number;
  company_name: string;
  size: string | null;
  street1: string | null;
  street2: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  country: string | null;
  employer_id: number | null;
  logo: unknown;
  billing_type: string;
  plan_id: number;
  phone: string | null;
  email: string | null;
  email_to_verify: string | null;
  email_verified: boolean;
  latitude: number | null;
  longitude: number | null;
  blocked_users: number[] | null;
  color_template: string | null;
  created_at: unknown;
  updated_at: unknown;
  enable_requisite_numbers: boolean;
  experienced_driver_filter: boolean;
  sales_ref: string | null;
  second_chance_company: boolean;
  status: string;
  total_jobs: number;
  active_jobs: number;
}

/**
 * The stored logo as the contract's decoded shape. The media route writes it snake_case (`file_name`),
 * companies.update camelCase; both are read here (a snake_case logo made companies.get answer 500).
 */
const parseLogo = (value: unknown) => {
  if (value === null || value === undefined) return null;
  const logo = (typeof value === "string" ? JSON.parse(value) : value) as Record<string, unknown>;
  return {
    fileName: String(logo.fileName ?? logo.file_name ?? ""),
    size: Number(logo.size),
    top: Number(logo.top),
    left: Number(logo.left),
  };
};

export const toCompany = (row: CompanyRow) => ({
  id: row.id,
  companyName: row.company_name,
  size: row.size ?? "1-5",
  street1: row.street1,
  street2: row.street2,
  city: row.city,
  state: row.state,
  postalCode: row.postal_code,
  country: row.country,
  employerId: row.employer_id,
  logo: parseLogo(row.logo),
  billingType: row.billing_type,
  planId: row.plan_id,
  phone: row.phone,
  email: row.email,
  emailToVerify: row.email_to_verify,
  emailVerified: row.email_verified,
  coordinates:
    row.longitude !== null && row.latitude !== null ? ([row.longitude, row.latitude] as const) : null,
  latitude: row.latitude,
  longitude: row.longitude,
  blockedUsers: row.blocked_users ?? [],
  colorTemplate: row.color_template,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
  enableRequisiteNumbers: row.enable_requisite_numbers,
  experiencedDriverFilter: row.experienced_driver_filter,
  salesRef: row.sales_ref,
  secondChanceCompany: row.second_chance_company,
  status: row.status,
});
