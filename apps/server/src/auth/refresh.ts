import { appError, Errors } from "../errors/catalogue.ts";
import { refreshCall } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";

const refresh = async ({ c, deps }: HandlerInput<"auth.refresh">) => {
  const token = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
  if (!token || token.length > 200) throw appError(Errors.refreshInvalid);
  const outcome = await deps.tokens.rotate(token);
  if (!outcome.ok) {
    if (outcome.reason === "reused") deps.log("refresh token reuse: the session was revoked");
    throw appError(Errors.refreshInvalid);
  }
  return { data: { accessToken: outcome.tokens.accessToken, refreshToken: outcome.tokens.refreshToken } };
};

export const refreshRoute: Route<"auth.refresh"> = { access: refreshCall, handle: refresh };
