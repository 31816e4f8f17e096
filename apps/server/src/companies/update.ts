import { isAdmin } from "@haulboard/domain";
import { sql, type Updateable } from "kysely";
import { sendCompanyVerification } from "../auth/accounts.ts";
import type { Companies } from "../db/schema.gen.ts";
import { typed } from "../db/typed.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import { companyManagerRoles, roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { enforceLimits } from "../http/guard.ts";
import { checkText } from "../http/validate.ts";
import { mailRules } from "../security/limits.ts";
import { loadCompany } from "./shared.ts";

const adminOnlyFields = ["billingType", "planId", "status", "salesRef"] as const;

const updateCompany = async ({ params, body, caller, deps }: HandlerInput<"companies.update">) => {
  const input = body;
  // An admin acting for the company (impersonation) switches its billing type on its Billing page.
  if (!isAdmin(caller.roles) && !isAdmin(caller.impersonatorRoles)) {
    const field = adminOnlyFields.find((name) => input[name] !== undefined);
    if (field) throw appError(Errors.adminOnlyField, { field });
  }
  for (const field of ["street1", "street2", "city", "country", "colorTemplate", "salesRef"] as const) {
    checkText(field, input[field], { max: 200 });
  }
  if (typeof input.state === "string" && !/^[A-Za-z]{2}$/.test(input.state)) {
    throw appError(Errors.stateCodeInvalid, { field: "state" });
  }
  if (typeof input.postalCode === "string" && !/^\d{5}(-\d{4})?$/.test(input.postalCode)) {
    throw appError(Errors.postalCodeInvalid, { field: "postal_code" });
  }
  const coordinates = input.coordinates;
  if (coordinates && (Math.abs(coordinates[0]) > 180 || Math.abs(coordinates[1]) > 90)) {
    throw appError(Errors.coordinatesInvalid, { field: "coordinates" });
  }
  const columns: Partial<Record<keyof typeof input, keyof Companies>> = {
    companyName: "company_name",
    size: "size",
    phone: "phone",
    street1: "street1",
    street2: "street2",
    city: "city",
    state: "state",
    postalCode: "postal_code",
    country: "country",
    billingType: "billing_type",
    planId: "plan_id",
    status: "status",
    colorTemplate: "color_template",
    enableRequisiteNumbers: "enable_requisite_numbers",
    experiencedDriverFilter: "experienced_driver_filter",
    secondChanceCompany: "second_chance_company",
    salesRef: "sales_ref",
  };
  const changes: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(columns) as [keyof typeof input, keyof Companies][]) {
    const value = input[key];
    if (value === undefined) continue;
    changes[column] = typeof value === "string" && key !== "street2" ? value.trim() : value;
  }
  if (input.logo !== undefined) {
    changes.logo = sql`${input.logo === null ? null : JSON.stringify(input.logo)}::jsonb`;
  }
  if (coordinates) {
    changes.longitude = coordinates[0];
    changes.latitude = coordinates[1];
  }
  const sets = Object.keys(changes);
  const current = await loadCompany(deps.db, params.id);
  // A new company email waits for its link (issue 18): email_to_verify until then, mailed once per change.
  const newEmail = input.email?.trim();
  const changesEmail =
    newEmail !== undefined &&
    newEmail.toLowerCase() !== (current.email ?? "").toLowerCase() &&
    newEmail.toLowerCase() !== (current.emailToVerify ?? "").toLowerCase();
  if (changesEmail) {
    await enforceLimits(deps, mailRules("company-email-verification", newEmail, caller.address));
  }
  if (sets.length > 0 || changesEmail) {
    await deps.db.transaction(async (tx) => {
      const k = typed(tx);
      if (sets.length > 0) {
        await k
          .updateTable("companies")
          .set({ ...(changes as Updateable<Companies>), updated_at: sql<Date>`now()` })
          .where("id", "=", params.id)
          .execute();
      }
      if (changesEmail) {
        await k
          .updateTable("companies")
          .set({ email_to_verify: newEmail, updated_at: sql<Date>`now()` })
          .where("id", "=", params.id)
          .execute();
        await sendCompanyVerification(deps, tx, caller.userId, params.id, newEmail);
      }
    });
    deps.companyTotals.invalidate();
  }
  return { data: await loadCompany(deps.db, params.id) };
};

export const updateRoute: Route<"companies.update"> = {
  access: roles(companyManagerRoles, "ownCompany"),
  handle: updateCompany,
};
