import { Schema } from "effect";
import { isRole } from "../Role.ts";
import { isTimezone } from "../Timezone.ts";
import { Email } from "./Email.ts";

/** The spec requires a known timezone and known roles without wording the messages: ours. */
export const ProfileMessages = {
  timezone: "Select a US timezone",
  roles: "Unknown role",
} as const;

/** User profile (access §5, employer-work §5): valid email, one of the four US zones, known roles. */
export const ProfileForm = Schema.Struct({
  firstName: Schema.String,
  lastName: Schema.String,
  email: Email,
  timezone: Schema.String.pipe(
    Schema.check(
      Schema.makeFilter((value: string) => (isTimezone(value) ? undefined : ProfileMessages.timezone)),
    ),
    Schema.annotateKey({ messageMissingKey: ProfileMessages.timezone }),
  ),
  profilePicture: Schema.optionalKey(Schema.NullOr(Schema.String)),
  roles: Schema.Array(
    Schema.String.pipe(
      Schema.check(Schema.makeFilter((value: string) => (isRole(value) ? undefined : ProfileMessages.roles))),
    ),
  ),
});
export type ProfileForm = typeof ProfileForm.Type;
