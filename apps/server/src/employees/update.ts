import { emailTaken } from "../auth/accounts.ts";
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
    await tx.query(
      `update users set email = coalesce($2, email), first_name = coalesce($3, first_name),
              last_name = coalesce($4, last_name), phone = coalesce($5, phone), active = coalesce($6, active),
              updated_at = now()
        where id = $1`,
      [
        params.employeeId,
        input.email?.trim() ?? null,
        input.firstName?.trim() ?? null,
        input.lastName?.trim() ?? null,
        input.phone ?? null,
        input.active ?? null,
      ],
    );
    if (input.active === false) await revokeAll(tx, params.employeeId, "deactivated");
    return loadEmployee(tx, params.id, params.employeeId);
  });
  return { data: toEmployee(row) };
};

export const updateRoute: Route<"employees.update"> = {
  access: roles(companyManagerRoles, "ownCompany"),
  handle: updateEmployee,
};
