import { sql } from "kysely";
import { emailTaken } from "../auth/accounts.ts";
import { typed } from "../db/typed.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import { companyManagerRoles, roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { toEmployee } from "../routes/rows.ts";
import { checkManageable, loadEmployee, revokeAll } from "./shared.ts";

const updateEmployee = async ({ params, body, caller, deps }: HandlerInput<"employees.update">) => {
  const input = body;
  if (input.active === false && params.employeeId === caller.userId) {
    throw appError(Errors.deactivateSelf, { field: "active" });
  }
  const row = await deps.db.transaction(async (tx) => {
    checkManageable(caller, await loadEmployee(tx, params.id, params.employeeId));
    if (input.email !== undefined && (await emailTaken(tx, input.email, params.employeeId))) {
      throw appError(Errors.emailTaken, { field: "email" });
    }
    await typed(tx)
      .updateTable("users")
      .set((eb) => ({
        email: eb.fn.coalesce(eb.val(input.email?.trim() ?? null), eb.ref("email")),
        first_name: eb.fn.coalesce(eb.val(input.firstName?.trim() ?? null), eb.ref("first_name")),
        last_name: eb.fn.coalesce(eb.val(input.lastName?.trim() ?? null), eb.ref("last_name")),
        phone: eb.fn.coalesce(eb.val(input.phone ?? null), eb.ref("phone")),
        active: eb.fn.coalesce(eb.val(input.active ?? null), eb.ref("active")),
        updated_at: sql<Date>`now()`,
      }))
      .where("id", "=", params.employeeId)
      .execute();
    if (input.active === false) await revokeAll(tx, params.employeeId, "deactivated");
    return loadEmployee(tx, params.id, params.employeeId);
  });
  return { data: toEmployee(row) };
};

export const updateRoute: Route<"employees.update"> = {
  access: roles(companyManagerRoles, "ownCompany"),
  handle: updateEmployee,
};
