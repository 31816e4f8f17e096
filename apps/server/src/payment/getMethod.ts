import { companySettingsRoles, roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { type CardRow, companyOf, toPaymentMethod } from "./methods.ts";

const getPaymentMethod = async ({ caller, deps }: HandlerInput<"payment.getMethod">) => {
  const [row] = await deps.db.query<CardRow>(
    `select brand, last_four, exp_month, exp_year, holder_name from payment_methods
      where company_id = $1 and replaced_at is null`,
    [companyOf(caller)],
  );
  return { data: row ? toPaymentMethod(row) : null };
};

// The card on file: anyone of the company sees it masked (the wizard offers to reuse it).
export const getMethodRoute: Route<"payment.getMethod"> = {
  access: roles(companySettingsRoles),
  handle: getPaymentMethod,
};
