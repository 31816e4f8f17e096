import { randomBytes } from "node:crypto";
import { publicCall } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { checkText } from "../http/validate.ts";
import { sha256 } from "../security/tokens.ts";
import { limitGuesses, tryCode } from "./resetCodes.ts";

const verifyTokenPassword = async ({ body, c, deps }: HandlerInput<"auth.verifyTokenPassword">) => {
  const { email, code } = body;
  checkText("code", code, { min: 1, max: 20 });
  await limitGuesses(deps, email, c);
  const row = await tryCode(deps.db, email, code.trim());
  if (!row) return { data: { valid: false, resetToken: null } };
  const resetToken = randomBytes(24).toString("base64url");
  await deps.db.query("update password_reset_codes set reset_token_hash = $2 where id = $1", [
    row.id,
    sha256(resetToken),
  ]);
  return { data: { valid: true, resetToken } };
};

export const verifyTokenPasswordRoute: Route<"auth.verifyTokenPassword"> = {
  access: publicCall,
  handle: verifyTokenPassword,
};
