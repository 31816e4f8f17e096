import type { Deps } from "../deps.ts";
import { appError, type CatalogueEntry, Errors } from "../errors/catalogue.ts";
import type { RateRule } from "../security/rateLimit.ts";

/** Counts one event under every rule, or refuses the request with 429 and `Retry-After`. */
export const enforceLimits = async (
  deps: Pick<Deps, "rateLimiter">,
  rules: readonly RateRule[],
  /** The 429 answered (a catalogue entry): too many requests unless the call says otherwise. */
  refusal: CatalogueEntry = Errors.tooManyRequests,
): Promise<void> => {
  const decision = await deps.rateLimiter.take(rules);
  if (!decision.allowed) {
    throw appError(refusal, { headers: { "Retry-After": String(decision.retryAfter) } });
  }
};
