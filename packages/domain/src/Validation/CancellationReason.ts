import { Schema } from "effect";
import { requiredText, stopping } from "./rules.ts";

/** The reason options of the unsubscribe modal (access §9). */
export const cancellationReasons = [
  { value: 0, label: "No longer want the service" },
  { value: 1, label: "Unhappy with the coverage" },
  { value: 6, label: "Other" },
] as const;

export type CancellationReasonValue = (typeof cancellationReasons)[number]["value"];
export const otherReasonValue = 6;
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
  reason: Schema.Literals([0, 1, 6]).pipe(
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

export const cancellationReasonLabel = (value: CancellationReasonValue): string =>
  (cancellationReasons.find((reason) => reason.value === value) as (typeof cancellationReasons)[number])
    .label;

/**
 * The renewal_cancellation_reason sent to the server: the option's label, or the typed text (trimmed) for Other.
 * The spec does not show the body's content; this is our choice.
 */
export const cancellationReasonText = (form: CancellationReasonForm): string =>
  form.reason === otherReasonValue ? form.otherText.trim() : cancellationReasonLabel(form.reason);
