// Signing up (access §1, §2): the account, and the email check that decides between sign-up, fast login and login.
import { type Role, RoleName, serviceTokenSeconds } from "@haulboard/domain";
import { onlyRow } from "../../db/Database.ts";
import { appError, Errors } from "../../errors/catalogue.ts";
import { publicCall, serviceCall } from "../../http/access.ts";
import { clientAddress } from "../../http/clientAddress.ts";
import type { HandlerInput, Routes } from "../../http/context.ts";
import { enforceLimits } from "../../http/guard.ts";
import { emailCheckRules, mailRules } from "../../security/limits.ts";
import { rolesOf } from "../rows.ts";
import { emailTaken, findUserByEmail, sendVerification } from "./accounts.ts";

const signup = async ({ body, c, deps }: HandlerInput<"auth.signup">) => {
  const input = body;
  const role: Role =
    input.role === undefined || input.role === "employer"
      ? RoleName.companyUser
      : input.role === "member"
        ? RoleName.driver
        : (() => {
            throw appError(Errors.signUpRoleRefused, { field: "role" });
          })();
  const address = clientAddress(c, deps.config.trustProxy);
  await enforceLimits(deps, mailRules("email-verification", input.email, address));
  const hash = await deps.passwords.hash(input.password);
  const userId = await deps.db.transaction(async (tx) => {
    if (await emailTaken(tx, input.email)) throw appError(Errors.emailTaken, { field: "email" });
    const row = onlyRow(
      await tx.query<{ id: number }>(
        `insert into users (email, password_hash, first_name, last_name, phone, tn_newsletters)
       values ($1, $2, $3, $4, $5, $6) returning id`,
        [
          input.email.trim(),
          hash,
          input.firstName.trim(),
          input.lastName.trim(),
          input.phone,
          input.acceptEmails,
        ],
      ),
      "inserted row",
    );
    await tx.query("insert into user_roles (user_id, role) values ($1, $2)", [row.id, role]);
    await sendVerification(deps, tx, row.id, input.email.trim());
    return row.id;
  });
  return { data: { userId } };
};

const serviceToken = async ({ c, deps }: HandlerInput<"auth.serviceToken">) => {
  await enforceLimits(deps, emailCheckRules("service-token", clientAddress(c, deps.config.trustProxy)));
  return { data: { token: deps.tokens.issueServiceToken(), expiresIn: serviceTokenSeconds } };
};

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

export const signUpRoutes: Routes = {
  "auth.signup": { access: publicCall, handle: signup },
  "auth.serviceToken": { access: publicCall, handle: serviceToken },
  "auth.validateEmployerEmail": { access: serviceCall, handle: validateEmployerEmail },
};
