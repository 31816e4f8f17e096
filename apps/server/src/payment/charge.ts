import { employerRoles, jobPostingDays } from "@haulboard/domain";
import { appError, Errors } from "../errors/catalogue.ts";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { activatePaidJobs, chargeOrderByCard } from "../payments/charges.ts";
import { withIdempotency } from "../payments/idempotency.ts";
import { billingTypeOf, companyOf, orderOfPost } from "./methods.ts";

const chargePost = async ({ body, caller, deps }: HandlerInput<"payment.charge">) => {
  const companyId = companyOf(caller);
  if (body.actionType !== "new_job") throw appError(Errors.newPostsOnly, { field: "action_type" });
  if ((await billingTypeOf(deps.db, companyId)) !== "CELERO") throw appError(Errors.invoiceOnly);
  const params = {
    secretToken: body.secretToken,
    actionType: body.actionType,
    cardToken: body.cardToken ?? null,
  };
  const data = await withIdempotency(
    deps,
    companyId,
    body.idempotencyKey,
    "payment.charge",
    params,
    async () => {
      const order = await orderOfPost(deps.db, companyId, body.secretToken);
      return chargeOrderByCard(deps, caller, order, body.cardToken, (tx) =>
        activatePaidJobs(tx, order.id, jobPostingDays),
      );
    },
  );
  return { data };
};

export const chargeRoute: Route<"payment.charge"> = { access: roles(employerRoles), handle: chargePost };
