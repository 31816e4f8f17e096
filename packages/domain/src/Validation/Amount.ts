import { Schema } from "effect";

import { AmountMessages, isAmount } from "./AmountRule.ts";

export { AmountMessages, amountPattern, isAmount } from "./AmountRule.ts";

export const Amount = Schema.String.pipe(
  Schema.check(Schema.makeFilter((value: string) => (isAmount(value) ? undefined : AmountMessages.invalid))),
);
export type Amount = typeof Amount.Type;
