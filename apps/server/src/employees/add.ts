import { RoleName } from "@haulboard/domain";
import { emailTaken } from "../auth/accounts.ts";
import { loadCompany } from "../companies/shared.ts";
import { onlyRow } from "../db/Database.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import { companyManagerRoles, roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { toEmployee } from "../routes/rows.ts";
import { loadEmployee } from "./shared.ts";

const addEmployee = async ({ params, body, deps }: HandlerInput<"employees.add">) => {
  const input = body;
  await loadCompany(deps.db, params.id);
  const hash = await deps.passwords.hash(input.password);
  const row = await deps.db.transaction(async (tx) => {
    if (await emailTaken(tx, input.email)) throw appError(Errors.emailTaken, { field: "email" });
    // Employees added by someone else never consent to newsletters (tn_newsletters false).
    const created = onlyRow(
      await tx.query<{ id: number }>(
        `insert into users (email, password_hash, first_name, last_name, phone, company_id, tn_newsletters)
       values ($1, $2, $3, $4, $5, $6, false) returning id`,
        [input.email.trim(), hash, input.firstName.trim(), input.lastName.trim(), input.phone, params.id],
      ),
      "inserted row",
    );
    await tx.query("insert into user_roles (user_id, role) values ($1, $2)", [
      created.id,
      RoleName.companyUser,
    ]);
    return loadEmployee(tx, params.id, created.id);
  });
  return { data: toEmployee(row) };
};

export const addRoute: Route<"employees.add"> = {
  access: roles(companyManagerRoles, "ownCompany"),
  handle: addEmployee,
};
