import { sql } from "kysely";
import type { Queryable } from "../db/Database.ts";
import { typed } from "../db/typed.ts";
import { companyManagerRoles, roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { checkManageable, loadEmployee, revokeAll } from "./shared.ts";

/** Stores a hash made before the transaction (hashing inside one would hold the database ~50 ms). */
export const setPasswordHash = async (q: Queryable, userId: number, hash: string) => {
  await typed(q)
    .updateTable("users")
    .set({ password_hash: hash, updated_at: sql<Date>`now()` })
    .where("id", "=", userId)
    .execute();
  await revokeAll(q, userId, "password set by an administrator");
};

const resetEmployeePassword = async ({
  params,
  body,
  caller,
  deps,
}: HandlerInput<"employees.resetPassword">) => {
  const input = body;
  checkManageable(caller, await loadEmployee(deps.db, params.id, input.employeeId));
  const hash = await deps.passwords.hash(input.password);
  await deps.db.transaction(async (tx) => {
    checkManageable(caller, await loadEmployee(tx, params.id, input.employeeId));
    await setPasswordHash(tx, input.employeeId, hash);
  });
  return { data: null };
};

export const resetPasswordRoute: Route<"employees.resetPassword"> = {
  access: roles(companyManagerRoles, "ownCompany"),
  handle: resetEmployeePassword,
};
