import { employerRoles, jobPostingDays } from "@haulboard/domain";
import { appError, Errors } from "../errors/catalogue.ts";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { activatePaidJobs, chargeOrderToInvoice } from "../payments/charges.ts";
import { withIdempotency } from "../payments/idempotency.ts";
import { billingTypeOf, companyOf, orderOfPost } from "./methods.ts";

const chargePostToInvoice = async ({ body, caller, deps }: HandlerInput<"payment.invoiceCharge">) => {
  const companyId = companyOf(caller);
  if (body.actionType !== "new_job") throw appError(Errors.newPostsOnly, { field: "action_type" });
  if ((await billingTypeOf(deps.db, companyId)) !== "CONTRACT") throw appError(Errors.cardOnly);
  const params = { secretToken: body.secretToken, actionType: body.actionType };
  const data = await withIdempotency(
    deps,
    companyId,
    body.idempotencyKey,
    "payment.invoiceCharge",
    params,
    async () => {
      const order = await orderOfPost(deps.db, companyId, body.secretToken);
      return chargeOrderToInvoice(deps, caller, order, (tx) =>
        activatePaidJobs(tx, order.id, jobPostingDays),
      );
    },
  );
  return { data };
};

export const invoiceChargeRoute: Route<"payment.invoiceCharge"> = {
  access: roles(employerRoles),
  handle: chargePostToInvoice,
};
