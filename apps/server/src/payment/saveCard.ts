import { isDeclineCode } from "@haulboard/domain";
import { appError, appErrorOf, ErrorFamilies, Errors } from "../errors/catalogue.ts";
import { companyManagerRoles, roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { requireOwnCardToken } from "../payments/charges.ts";
import { GatewayInvalidSource } from "../payments/port.ts";
import { billingTypeOf, type CardRow, companyOf, toPaymentMethod } from "./methods.ts";

const saveCard = async ({ body, caller, deps }: HandlerInput<"payment.saveCard">) => {
  const companyId = companyOf(caller);
  if ((await billingTypeOf(deps.db, companyId)) !== "CELERO") throw appError(Errors.invoiceOnly);
  await requireOwnCardToken(deps.db, body.token, companyId, caller.userId, "token");
  let saved: Awaited<ReturnType<typeof deps.payments.saveCard>>;
  try {
    saved = await deps.payments.saveCard(body.token);
  } catch (error) {
    if (error instanceof GatewayInvalidSource) {
      throw appError(Errors.cardTokenUnknown, { field: "token" });
    }
    throw error;
  }
  if (!saved.ok) {
    throw appErrorOf(ErrorFamilies.cardDeclined, [
      isDeclineCode(saved.declineCode) ? saved.declineCode : "card_declined",
    ]);
  }
  const card = saved;
  const row = await deps.db.transaction(async (tx) => {
    await tx.query(
      "update payment_methods set replaced_at = now() where company_id = $1 and replaced_at is null",
      [companyId],
    );
    const [inserted] = await tx.query<CardRow>(
      `insert into payment_methods (company_id, gateway_token, brand, last_four, exp_month, exp_year, holder_name, created_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8)
       returning brand, last_four, exp_month, exp_year, holder_name`,
      [
        companyId,
        card.token,
        card.brand,
        card.lastFour,
        card.expMonth,
        card.expYear,
        body.cardHolderName.trim(),
        caller.userId,
      ],
    );
    if (!inserted) throw new Error("payment method not inserted");
    return inserted;
  });
  return { data: toPaymentMethod(row) };
};

// Replacing the card is billing: company admins (admins while acting as one).
export const saveCardRoute: Route<"payment.saveCard"> = {
  access: roles(companyManagerRoles),
  handle: saveCard,
};
