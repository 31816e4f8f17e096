import { employerRoles } from "@haulboard/domain";
import { typed } from "../db/typed.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { insertCompany } from "./shared.ts";

/** The company-info step: the signed-in employer without a company creates one. */
const createCompany = async ({ body, caller, deps }: HandlerInput<"companies.create">) => {
  const input = body;
  if (caller.companyId !== null) throw appError(Errors.companyExists);
  // The employer does not choose the billing type: admins do.
  const { billingType: _ignored, ...own } = input;
  const data = await deps.db.transaction(async (tx) => {
    // Lock the user's row and look again: of requests racing to create a company, one wins.
    const user = await typed(tx)
      .selectFrom("users")
      .select("company_id")
      .where("id", "=", caller.userId)
      .forUpdate()
      .executeTakeFirst();
    if (user?.company_id !== null) throw appError(Errors.companyExists);
    return insertCompany(tx, caller.userId, own);
  });
  deps.companyTotals.invalidate();
  return { data };
};

// An employer without a company creates one (company-info step); a driver becomes an employer first.
export const createRoute: Route<"companies.create"> = { access: roles(employerRoles), handle: createCompany };
