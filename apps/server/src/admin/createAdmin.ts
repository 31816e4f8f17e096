import { adminRoles, RoleName } from "@haulboard/domain";
import { emailTaken } from "../auth/accounts.ts";
import { onlyRow } from "../db/Database.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { toAdminUser, type UserRow, userColumns } from "../routes/rows.ts";

const createAdmin = async ({ body, caller, deps }: HandlerInput<"admin.createAdmin">) => {
  const input = body;
  const hash = await deps.passwords.hash(input.password);
  const row = await deps.db.transaction(async (tx) => {
    if (await emailTaken(tx, input.email)) throw appError(Errors.emailTaken, { field: "email" });
    const created = onlyRow(
      await tx.query<{ id: number }>(
        `insert into users (email, password_hash, first_name, last_name, email_verified)
       values ($1, $2, $3, $4, true) returning id`,
        [input.email.trim(), hash, input.firstName.trim(), input.lastName.trim()],
      ),
      "inserted row",
    );
    await tx.query("insert into user_roles (user_id, role) values ($1, $2)", [created.id, RoleName.admin]);
    await tx.query("insert into audit_log (actor_id, action, target_id) values ($1, 'admin.created', $2)", [
      caller.userId,
      created.id,
    ]);
    return onlyRow(
      await tx.query<UserRow>(`select ${userColumns} from users u where u.id = $1`, [created.id]),
      "the new admin",
    );
  });
  return { data: toAdminUser(row) };
};

export const createAdminRoute: Route<"admin.createAdmin"> = {
  access: roles(adminRoles),
  handle: createAdmin,
};
