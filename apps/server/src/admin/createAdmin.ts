import { adminRoles, RoleName } from "@haulboard/domain";
import { createUser } from "../auth/accounts.ts";
import { onlyRow } from "../db/Database.ts";
import { typed } from "../db/typed.ts";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { selectUsers, toAdminUser } from "../routes/rows.ts";

const createAdmin = async ({ body, caller, deps }: HandlerInput<"admin.createAdmin">) => {
  const input = body;
  const hash = await deps.passwords.hash(input.password);
  const row = await deps.db.transaction(async (tx) => {
    const id = await createUser(tx, input, RoleName.admin, { password_hash: hash, email_verified: true });
    await typed(tx)
      .insertInto("audit_log")
      .values({ actor_id: caller.userId, action: "admin.created", target_id: id })
      .execute();
    return onlyRow(await selectUsers(tx).where("u.id", "=", id).execute(), "the new admin");
  });
  return { data: toAdminUser(row) };
};

export const createAdminRoute: Route<"admin.createAdmin"> = {
  access: roles(adminRoles),
  handle: createAdmin,
};
