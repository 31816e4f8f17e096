import { Schema } from "effect";
import { requiredText, stopping } from "./rules.ts";

/** One option of a cancellation reason's radio group; Other (6) asks for a text. */
export interface CancellationReasonOption {
  readonly value: CancellationReasonValue;
  readonly label: string;
}

export type CancellationReasonValue = 0 | 1 | 2 | 6;
export const otherReasonValue = 6;

/** The reason options of the unsubscribe modal (access §9): a driver's subscription. */
export const cancellationReasons = [
  { value: 0, label: "No longer want the service" },
  { value: 1, label: "Unhappy with the coverage" },
  { value: 6, label: "Other" },
] as const satisfies readonly CancellationReasonOption[];

/**
 * The reason options of a job's Cancel renewal (employer-work §4 records a reason but shows no options): an
 * employer's reasons, not the drivers' coverage ones. Our wording.
 */
export const jobRenewalCancellationReasons = [
  { value: 0, label: "The position is filled" },
  { value: 1, label: "Too few applicants" },
  { value: 2, label: "The cost is too high" },
  { value: 6, label: "Other" },
] as const satisfies readonly CancellationReasonOption[];
export const cancellationReasonMaxLength = 250;

/** The spec gives no wording for these three messages: ours. */
export const CancellationReasonMessages = {
  required: "Select a reason",
  otherRequired: "Tell us your reason",
  otherTooLong: "Your reason should be up to 250 characters",
} as const;

/**
 * The reason as stored and sent (`renewal_cancellation_reason`): the option's label or the Other text,
 * not blank, at most 250 characters.
 */
export const CancellationReasonField = requiredText(
  CancellationReasonMessages.otherRequired,
  stopping((value) => value.length <= cancellationReasonMaxLength, CancellationReasonMessages.otherTooLong),
);

/** One option chosen; with Other, a non-empty text of at most 250 characters. */
export const CancellationReasonForm = Schema.Struct({
  reason: Schema.Literals([0, 1, 2, 6]).pipe(
    Schema.annotate({ message: CancellationReasonMessages.required }),
    Schema.annotateKey({ messageMissingKey: CancellationReasonMessages.required }),
  ),
  otherText: Schema.String,
}).check(
  Schema.makeFilter((form) => {
    if (form.reason !== otherReasonValue) return undefined;
    if (form.otherText.trim().length === 0) {
      return { path: ["otherText"], issue: CancellationReasonMessages.otherRequired };
    }
    return form.otherText.length > cancellationReasonMaxLength
      ? { path: ["otherText"], issue: CancellationReasonMessages.otherTooLong }
      : undefined;
  }),
);
export type CancellationReasonForm = typeof CancellationReasonForm.Type;

/** The text input keeps at most 250 characters (input limit and truncation). */
export const truncateCancellationReason = (text: string): string =>
  text.slice(0, cancellationReasonMaxLength);

/** The option's label in a reason set (the drivers' by default); empty for a value the set does not offer. */
export const cancellationReasonLabel = (
  value: CancellationReasonValue,
  reasons: readonly CancellationReasonOption[] = cancellationReasons,
): string => reasons.find((reason) => reason.value === value)?.label ?? "";

/**
 * The renewal_cancellation_reason sent to the server: the option's label, or the typed text (trimmed) for Other.
 * The spec does not show the body's content; this is our choice.
 */
export const cancellationReasonText = (
  form: CancellationReasonForm,
  reasons: readonly CancellationReasonOption[] = cancellationReasons,
): string =>
  form.reason === otherReasonValue ? form.otherText.trim() : cancellationReasonLabel(form.reason, reasons);
