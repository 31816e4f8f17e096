import { employerRoles } from "@haulboard/domain";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";

/** The sandbox's test cards (a local trial); a real gateway lists none, and the payment step shows none. */
const listTestCards = async ({ deps }: HandlerInput<"payment.testCards">) => ({
  data: deps.payments.testCards?.() ?? [],
});

// Whoever pays a post sees the trial's test cards beside the card form.
export const testCardsRoute: Route<"payment.testCards"> = {
  access: roles(employerRoles),
  handle: listTestCards,
};
