import { Schema } from "effect";
import { Email } from "./Email.ts";
import { requiredText, stopping } from "./rules.ts";

export const InviteMessages = {
  nameRequired: "No name provided",
  nameTooShort: "Name should be at least two characters long",
} as const;

/** The recommendation (invite) dialog: fullName and email (access §5). Sent as is to POST /lead/invite. */
export const InviteForm = Schema.Struct({
  fullName: requiredText(
    InviteMessages.nameRequired,
    stopping((value) => value.trim().length >= 2, InviteMessages.nameTooShort),
  ),
  email: Email,
});
export type InviteForm = typeof InviteForm.Type;
