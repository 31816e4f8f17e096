import { adminRoles } from "@haulboard/domain";
import { typed } from "../db/typed.ts";
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
    await typed(tx)
      .insertInto("audit_log")
      .values({ actor_id: caller.userId, action: "employer.password_changed", target_id: params.id })
      .execute();
  });
  return { data: null };
};

export const changeEmployerPasswordRoute: Route<"admin.changeEmployerPassword"> = {
  access: roles(adminRoles),
  handle: changeEmployerPassword,
};
