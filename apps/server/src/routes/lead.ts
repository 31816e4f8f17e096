import { signedIn } from "../http/access.ts";
import type { HandlerInput, Routes } from "../http/context.ts";
import { enforceLimits } from "../http/guard.ts";
import { inviteRules } from "../security/limits.ts";

/** Recommend (access §2, §8): a prefilled message and a sign-up link with the email. */
const invite = async ({ body, caller, deps }: HandlerInput<"lead.invite">) => {
  const { fullName, email } = body;
  await enforceLimits(deps, inviteRules(caller.userId, email));
  await deps.db.query("insert into lead_invites (user_id, full_name, email) values ($1, $2, $3)", [
    caller.userId,
    fullName.trim(),
    email.trim(),
  ]);
  const invitationLink = `${deps.config.publicUrl}/signup?email=${encodeURIComponent(email.trim())}`;
  const defaultText = `Hi ${fullName.trim()}, I am using Haulboard to hire drivers and keep up with trucking news, and I think you would like it too. Join here:`;
  return { data: { defaultText, invitationLink } };
};

export const leadRoutes: Routes = {
  // Recommend is in the company and the drivers navigation (access §2); anyone signed in may invite.
  "lead.invite": { access: signedIn, handle: invite },
};
