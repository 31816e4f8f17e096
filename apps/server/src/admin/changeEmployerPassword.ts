import { adminRoles } from "@haulboard/domain";
import { setPasswordHash } from "../employees/resetPassword.ts";
import { checkManageable } from "../employees/shared.ts";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { loadEmployer } from "./rows.ts";

const changeEmployerPassword = async ({
  params,
  body,
  caller,
  deps,
}: HandlerInput<"admin.changeEmployerPassword">) => {
  const { password } = body;
  checkManageable(caller, await loadEmployer(deps.db, params.id));
  const hash = await deps.passwords.hash(password);
  await deps.db.transaction(async (tx) => {
    checkManageable(caller, await loadEmployer(tx, params.id));
    await setPasswordHash(tx, params.id, hash);
    await tx.query(
      "insert into audit_log (actor_id, action, target_id) values ($1, 'employer.password_changed', $2)",
      [caller.userId, params.id],
    );
  });
  return { data: null };
};

export const changeEmployerPasswordRoute: Route<"admin.changeEmployerPassword"> = {
  access: roles(adminRoles),
  handle: changeEmployerPassword,
};
