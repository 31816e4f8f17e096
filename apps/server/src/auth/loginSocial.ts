import { RoleName } from "@haulboard/domain";
import { onlyRow } from "../db/Database.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import { publicCall } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { checkText } from "../http/validate.ts";
import { checkDeviceId, findUserByEmail } from "./accounts.ts";
import { loginAnswer } from "./loginAnswer.ts";

const loginSocial = async ({ body, deps }: HandlerInput<"auth.loginSocial">) => {
  const { token, source, deviceId } = body;
  checkDeviceId(deviceId);
  const provider = deps.social.get(source);
  if (!provider) throw appError(Errors.socialUnavailable);
  checkText("token", token, { min: 1, max: 10_000 });
  const identity = await provider.verify(token);
  if (!identity) throw appError(Errors.socialInvalid);
  const data = await deps.db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, identity.email);
    if (!user) {
      // A first social sign-in creates a driver account (a successful social login goes to members).
      const created = onlyRow(
        await tx.query<{ id: number }>(
          "insert into users (email, first_name, last_name, email_verified) values ($1, $2, $3, true) returning id",
          [identity.email, identity.firstName, identity.lastName],
        ),
        "inserted row",
      );
      await tx.query("insert into user_roles (user_id, role) values ($1, $2)", [created.id, RoleName.driver]);
      user = await findUserByEmail(tx, identity.email);
    }
    if (!user) throw new Error("the social account was just created");
    if (!user.active || user.blocked) throw appError(Errors.accountDeactivated);
    return loginAnswer(deps, tx, user.id, deviceId);
  });
  return { data };
};

export const loginSocialRoute: Route<"auth.loginSocial"> = { access: publicCall, handle: loginSocial };
