import { inviteAudienceFor, invitePath, inviteText } from "@haulboard/domain";
import { signedIn } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { enforceLimits } from "../http/guard.ts";
import { inviteRules } from "../security/limits.ts";

/** Recommend (access §2, §8): a prefilled message and a link with the invitee's email. */
const invite = async ({ body, caller, deps }: HandlerInput<"lead.invite">) => {
  const { fullName, email } = body;
  await enforceLimits(deps, inviteRules(caller.userId, email));
  await deps.db.query("insert into lead_invites (user_id, full_name, email) values ($1, $2, $3)", [
    caller.userId,
    fullName.trim(),
    email.trim(),
  ]);
  // The text and link speak for the inviter: drivers invite drivers (issue 13).
  const audience = inviteAudienceFor(caller.roles);
  const invitationLink = `${deps.config.publicUrl}${invitePath(audience, email.trim())}`;
  return { data: { defaultText: inviteText(audience, fullName.trim()), invitationLink } };
};

// Recommend is in the company and the drivers navigation (access §2); anyone signed in may invite.
export const inviteRoute: Route<"lead.invite"> = { access: signedIn, handle: invite };
