import { Schema } from "effect";
import { Email } from "./Email.ts";
import { PasswordMessages } from "./Password.ts";
import { requiredText } from "./rules.ts";

/** Login: email required and valid, password required (access §5). */
export const LoginForm = Schema.Struct({
  email: Email,
  password: requiredText(PasswordMessages.required),
});
export type LoginForm = typeof LoginForm.Type;
