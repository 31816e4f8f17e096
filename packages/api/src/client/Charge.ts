import { chargeRetryDelayMs } from "@haulboard/domain";
import { Effect, Schedule } from "effect";
import {
  type ChargeRequest,
  type ChargeResult,
  charge,
  chargeInvoice,
  type InvoiceChargeRequest,
} from "../contract/Payment.ts";
import type { ApiError } from "./ApiError.ts";
import type { ApiCaller } from "./Caller.ts";
import { isNetworkFailure } from "./ErrorTags.ts";

/** A charge either went through now, or had already been made ("… is already paid. Aborting"). */
export type ChargeOutcome =
  | { readonly _tag: "Charged"; readonly result: ChargeResult }
  | { readonly _tag: "AlreadyPaid"; readonly message: string };

/**
 * Declared retry of a charge (employer-work §4.5): a network-level failure (no response) is retried once
 * after 5 s. Anything the server answered is final — a declined card must not be charged twice.
 */
export const chargeRetryPolicy = Schedule.spaced(chargeRetryDelayMs);

const withChargeRules = (
  effect: Effect.Effect<ChargeResult, ApiError>,
): Effect.Effect<ChargeOutcome, ApiError> =>
  effect.pipe(
    Effect.retry({ schedule: chargeRetryPolicy, times: 1, while: isNetworkFailure }),
    Effect.map((result): ChargeOutcome => ({ _tag: "Charged", result })),
    // employer-work §8: a message containing 'is already paid. Aborting' is treated as success.
    Effect.catchTag("AlreadyPaid", (error) =>
      Effect.succeed<ChargeOutcome>({ _tag: "AlreadyPaid", message: error.message }),
    ),
  );

/** Charge a jobs post token with the card (card-billed companies). */
export const chargeJobPostToken = (client: ApiCaller, body: ChargeRequest) =>
  withChargeRules(client.call(charge, { body }));

/** Put a jobs post token on the invoice (invoice-billed companies, automatic after posting). */
export const chargeJobPostTokenToInvoice = (client: ApiCaller, body: InvoiceChargeRequest) =>
  withChargeRules(client.call(chargeInvoice, { body }));
