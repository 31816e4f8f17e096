import { RoleName } from "@haulboard/domain";
import { createUser } from "../auth/accounts.ts";
import { loadCompany } from "../companies/shared.ts";
import { companyManagerRoles, roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { toEmployee } from "../routes/rows.ts";
import { loadEmployee } from "./shared.ts";

const addEmployee = async ({ params, body, deps }: HandlerInput<"employees.add">) => {
  const input = body;
  await loadCompany(deps.db, params.id);
  const hash = await deps.passwords.hash(input.password);
  const row = await deps.db.transaction(async (tx) => {
    // Employees added by someone else never consent to newsletters (tn_newsletters false).
    const id = await createUser(tx, input, RoleName.companyUser, {
      password_hash: hash,
      phone: input.phone,
      company_id: params.id,
      tn_newsletters: false,
    });
    return loadEmployee(tx, params.id, id);
  });
  return { data: toEmployee(row) };
};

export const addRoute: Route<"employees.add"> = {
  access: roles(companyManagerRoles, "ownCompany"),
  handle: addEmployee,
};
