import { type Role, RoleName } from "@haulboard/domain";
import { onlyRow } from "../db/Database.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import { publicCall } from "../http/access.ts";
import { clientAddress } from "../http/clientAddress.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { enforceLimits } from "../http/guard.ts";
import { mailRules } from "../security/limits.ts";
import { emailTaken, sendVerification } from "./accounts.ts";

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

export const signupRoute: Route<"auth.signup"> = { access: publicCall, handle: signup };
