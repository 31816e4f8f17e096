import { RoleName } from "@haulboard/domain";
import { refuseUnderImpersonation } from "../auth/accounts.ts";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";

/** Soft delete: the row stays for the records, every personal field is erased and every session ends. */
const deleteOwnAccount = async ({ caller, deps }: HandlerInput<"members.deleteOwnAccount">) => {
  refuseUnderImpersonation(caller);
  await deps.db.transaction(async (tx) => {
    await tx.query(
      `update users set deleted_at = now(), email = 'deleted-' || id || '@deleted.invalid', password_hash = null,
              first_name = '', last_name = '', phone = null, profile_picture = null, email_to_verify = null,
              billing_customer_id = null, tn_newsletters = false, active = false, updated_at = now()
        where id = $1`,
      [caller.userId],
    );
    await tx.query("delete from user_roles where user_id = $1", [caller.userId]);
    await tx.query(
      "update sessions set revoked_at = now(), revoked_reason = 'account deleted' where user_id = $1 and revoked_at is null",
      [caller.userId],
    );
    await tx.query("delete from email_verifications where user_id = $1", [caller.userId]);
    await tx.query("delete from password_reset_codes where user_id = $1", [caller.userId]);
    await tx.query("insert into audit_log (actor_id, action, target_id) values ($1, 'account.deleted', $1)", [
      caller.userId,
    ]);
  });
  return { data: null };
};

// Own account deletion lives in the members area; only a driver deletes their own account this way.
export const deleteOwnAccountRoute: Route<"members.deleteOwnAccount"> = {
  access: roles([RoleName.driver]),
  handle: deleteOwnAccount,
};
