import { appError, Errors } from "../errors/catalogue.ts";
import { companyManagerRoles, roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { checkText } from "../http/validate.ts";
import { companyOf, loadBillingInfo } from "./billing.ts";

/** The contact's texts, each with the name an error gives it (the wire's, as the other checks here). */
const billingTextFields = [
  ["firstName", "first_name"],
  ["lastName", "last_name"],
  ["companyName", "company_name"],
  ["location", "location"],
  ["street", "street"],
  ["city", "city"],
] as const;

const updateBilling = async ({ body, caller, deps }: HandlerInput<"payment.updateBilling">) => {
  const companyId = companyOf(caller);
  for (const [field, wireName] of billingTextFields) checkText(wireName, body[field], { max: 200 });
  if (body.state !== undefined && !/^[A-Za-z]{2}$/.test(body.state)) {
    throw appError(Errors.stateCodeInvalid, { field: "state" });
  }
  if (body.zipCode !== undefined && !/^\d{5}(-\d{4})?$/.test(body.zipCode)) {
    throw appError(Errors.zipCodeInvalid, { field: "zip_code" });
  }
  if (body.phone !== undefined && !/^[\d\s()+.-]{0,30}$/.test(body.phone)) {
    throw appError(Errors.phoneInvalid, { field: "phone" });
  }
  const current = await loadBillingInfo(deps.db, companyId);
  const next = { ...current, ...body };
  await deps.db.query(
    `insert into company_billing (company_id, first_name, last_name, phone, company_name, location, street, city,
                                  state, zip_code, updated_by, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now())
     on conflict (company_id) do update set first_name = excluded.first_name, last_name = excluded.last_name,
       phone = excluded.phone, company_name = excluded.company_name, location = excluded.location,
       street = excluded.street, city = excluded.city, state = excluded.state, zip_code = excluded.zip_code,
       updated_by = excluded.updated_by, updated_at = now()`,
    [
      companyId,
      next.firstName.trim(),
      next.lastName.trim(),
      next.phone?.trim() || null,
      next.companyName.trim(),
      next.location?.trim() || null,
      next.street?.trim() || null,
      next.city?.trim() || null,
      next.state?.toUpperCase() ?? null,
      next.zipCode ?? null,
      caller.userId,
    ],
  );
  return { data: await loadBillingInfo(deps.db, companyId) };
};

// "Company admins and admins manage company data, employees and billing."
export const updateBillingRoute: Route<"payment.updateBilling"> = {
  access: roles(companyManagerRoles),
  handle: updateBilling,
};
