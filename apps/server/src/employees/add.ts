import { RoleName } from "@haulboard/domain";
import { emailTaken } from "../auth/accounts.ts";
import { loadCompany } from "../companies/shared.ts";
import { onlyRow } from "../db/Database.ts";
import { typed } from "../db/typed.ts";
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
    const k = typed(tx);
    const created = onlyRow(
      await k
        .insertInto("users")
        .values({
          email: input.email.trim(),
          password_hash: hash,
          first_name: input.firstName.trim(),
          last_name: input.lastName.trim(),
          phone: input.phone,
          company_id: params.id,
          tn_newsletters: false,
        })
        .returning("id")
        .execute(),
      "inserted row",
    );
    await k.insertInto("user_roles").values({ user_id: created.id, role: RoleName.companyUser }).execute();
    return loadEmployee(tx, params.id, created.id);
  });
  return { data: toEmployee(row) };
};

export const addRoute: Route<"employees.add"> = {
  access: roles(companyManagerRoles, "ownCompany"),
  handle: addEmployee,
};
