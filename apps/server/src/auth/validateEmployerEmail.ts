import { RoleName } from "@haulboard/domain";
import { appError, Errors } from "../errors/catalogue.ts";
import { serviceCall } from "../http/access.ts";
import { clientAddress } from "../http/clientAddress.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { enforceLimits } from "../http/guard.ts";
import { rolesOf } from "../routes/rows.ts";
import { emailCheckRules } from "../security/limits.ts";
import { findUserByEmail } from "./accounts.ts";

const validateEmployerEmail = async ({ body, c, deps }: HandlerInput<"auth.validateEmployerEmail">) => {
  const token = c.req.header("x-service-token") ?? "";
  if (!deps.tokens.verifyServiceToken(token)) throw appError(Errors.serviceToken);
  const { email } = body;
  await enforceLimits(deps, emailCheckRules("validate", clientAddress(c, deps.config.trustProxy)));
  const user = await findUserByEmail(deps.db, email);
  const roles = user ? rolesOf(user.roles) : [];
  // Only what sign-up needs: whether the account is a driver's, or has no role yet.
  return {
    data: {
      emailExists: user !== undefined,
      roles: roles.filter((role) => role === RoleName.driver),
      missingRole: user !== undefined && roles.length === 0,
    },
  };
};

export const validateEmployerEmailRoute: Route<"auth.validateEmployerEmail"> = {
  access: serviceCall,
  handle: validateEmployerEmail,
};
