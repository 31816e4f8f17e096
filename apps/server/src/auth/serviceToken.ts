import { serviceTokenSeconds } from "@haulboard/domain";
import { publicCall } from "../http/access.ts";
import { clientAddress } from "../http/clientAddress.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { enforceLimits } from "../http/guard.ts";
import { emailCheckRules } from "../security/limits.ts";

const serviceToken = async ({ c, deps }: HandlerInput<"auth.serviceToken">) => {
  await enforceLimits(deps, emailCheckRules("service-token", clientAddress(c, deps.config.trustProxy)));
  return { data: { token: deps.tokens.issueServiceToken(), expiresIn: serviceTokenSeconds } };
};

export const serviceTokenRoute: Route<"auth.serviceToken"> = { access: publicCall, handle: serviceToken };
