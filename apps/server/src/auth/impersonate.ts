import { adminRoles, RoleName } from "@haulboard/domain";
import { appError, Errors } from "../errors/catalogue.ts";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { rolesOf, type UserRow, userColumns } from "../routes/rows.ts";
import { checkDeviceId } from "./accounts.ts";

const impersonate = async ({ query, body, caller, deps }: HandlerInput<"auth.impersonate">) => {
  const { userId } = query;
  const input = body;
  checkDeviceId(input.deviceId);
  if (input.userId !== userId) throw appError(Errors.userIdMismatch, { field: "user_id" });
  if (caller.impersonatorId !== null) throw appError(Errors.alreadyImpersonating);
  const [target] = await deps.db.query<UserRow>(
    `select ${userColumns} from users u where u.id = $1 and u.deleted_at is null`,
    [userId],
  );
  if (!target) throw appError(Errors.userNotFound);
  const roles = rolesOf(target.roles);
  const isCompanyUser = roles.includes(RoleName.companyUser) || roles.includes(RoleName.companyAdmin);
  const isStaff = roles.some((role) => ["160SuperAdmin", "160Admin", "160InternalUser"].includes(role));
  if (!isCompanyUser || isStaff || target.company_id === null || !target.active) {
    throw appError(Errors.impersonateTarget);
  }
  const tokens = await deps.db.transaction(async (tx) => {
    const issued = await deps.tokens.issueSession(tx, {
      userId,
      deviceId: input.deviceId,
      impersonatorId: caller.userId,
      parentSessionId: caller.sessionId,
    });
    await tx.query(
      "insert into audit_log (actor_id, action, target_id, details) values ($1, 'impersonation.start', $2, $3::jsonb)",
      [
        caller.userId,
        userId,
        JSON.stringify({ session_id: issued.sessionId, company_id: target.company_id }),
      ],
    );
    return issued;
  });
  return {
    data: {
      firstName: target.first_name,
      lastName: target.last_name,
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
    },
  };
};

// Only admin or super admin can impersonate (access §6).
export const impersonateRoute: Route<"auth.impersonate"> = { access: roles(adminRoles), handle: impersonate };
