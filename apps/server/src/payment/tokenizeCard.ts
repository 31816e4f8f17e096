import { employerRoles } from "@haulboard/domain";
import { appErrorOf, ErrorFamilies } from "../errors/catalogue.ts";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { enforceLimits } from "../http/guard.ts";
import { cardTokenizeRules } from "../security/limits.ts";
import { companyOf } from "./methods.ts";

/** `MM/YY` or `MM/YYYY` to month and four-digit year; undefined when it is neither. */
const expiryOf = (text: string): { month: number; year: number } | undefined => {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return undefined;
  const year = Number(match[2]);
  return { month: Number(match[1]), year: year < 100 ? 2000 + year : year };
};

const cardFieldError = (field: "number" | "expiration" | "securityNumber") => {
  const wire = { number: "number", expiration: "expiration_date", securityNumber: "cvv" }[field];
  return appErrorOf(ErrorFamilies.cardFieldInvalid, [field], { field: wire });
};

const tokenizeCard = async ({ body, caller, deps }: HandlerInput<"payment.tokenizeCard">) => {
  const companyId = companyOf(caller);
  // Counted before the card is read: many attempts are how stolen cards are tested.
  await enforceLimits(deps, cardTokenizeRules(caller.userId, companyId, caller.address));
  const digits = body.number.replace(/[\s-]/g, "");
  if (!/^\d+$/.test(digits)) throw cardFieldError("number");
  const expiry = expiryOf(body.expirationDate);
  if (!expiry) throw cardFieldError("expiration");
  const result = await deps.payments.tokenize({
    number: digits,
    expMonth: expiry.month,
    expYear: expiry.year,
    cvv: body.cvv.trim(),
    holderName: body.cardHolderName.trim(),
  });
  if (!result.ok) throw cardFieldError(result.field);
  // Who made the token: only they may pay with it or save it (charges.ts requireOwnCardToken).
  await deps.db.query("insert into card_tokens (token, company_id, user_id) values ($1, $2, $3)", [
    result.token,
    companyId,
    caller.userId,
  ]);
  return { data: { cardToken: result.token, brand: result.brand, lastFour: result.lastFour } };
};

// Paying a post belongs to whoever of the company posts it.
export const tokenizeCardRoute: Route<"payment.tokenizeCard"> = {
  access: roles(employerRoles),
  handle: tokenizeCard,
};
