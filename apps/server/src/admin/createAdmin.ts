import { adminRoles, RoleName } from "@haulboard/domain";
import { emailTaken } from "../auth/accounts.ts";
import { onlyRow } from "../db/Database.ts";
import { typed } from "../db/typed.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { selectUsers, toAdminUser } from "../routes/rows.ts";

const createAdmin = async ({ body, caller, deps }: HandlerInput<"admin.createAdmin">) => {
  const input = body;
  const hash = await deps.passwords.hash(input.password);
  const row = await deps.db.transaction(async (tx) => {
    if (await emailTaken(tx, input.email)) throw appError(Errors.emailTaken, { field: "email" });
    const k = typed(tx);
    const created = onlyRow(
      await k
        .insertInto("users")
        .values({
          email: input.email.trim(),
          password_hash: hash,
          first_name: input.firstName.trim(),
          last_name: input.lastName.trim(),
          email_verified: true,
        })
        .returning("id")
        .execute(),
      "inserted row",
    );
    await k.insertInto("user_roles").values({ user_id: created.id, role: RoleName.admin }).execute();
    await k
      .insertInto("audit_log")
      .values({ actor_id: caller.userId, action: "admin.created", target_id: created.id })
      .execute();
    return onlyRow(await selectUsers(tx).where("u.id", "=", created.id).execute(), "the new admin");
  });
  return { data: toAdminUser(row) };
};

export const createAdminRoute: Route<"admin.createAdmin"> = {
  access: roles(adminRoles),
  handle: createAdmin,
};
