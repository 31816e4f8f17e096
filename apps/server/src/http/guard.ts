import type { Deps } from "../deps.ts";
import type { RateRule } from "../security/rateLimit.ts";
import { HttpError, Messages } from "./errors.ts";

/** Counts one event under every rule, or refuses the request with 429 and `Retry-After`. */
export const enforceLimits = async (
  deps: Pick<Deps, "rateLimiter">,
  rules: readonly RateRule[],
  message: string = Messages.tooManyRequests,
): Promise<void> => {
  const decision = await deps.rateLimiter.take(rules);
  if (!decision.allowed) {
    throw new HttpError(429, message, { headers: { "Retry-After": String(decision.retryAfter) } });
  }
};
