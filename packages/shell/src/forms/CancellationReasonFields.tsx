import {
  type CancellationReasonForm,
  type CancellationReasonOption,
  CancellationReasonForm as CancellationReasonSchema,
  cancellationReasonMaxLength,
  cancellationReasons,
  otherReasonValue,
  truncateCancellationReason,
} from "@haulboard/domain";
import { RadioGroup, Stack, TextArea } from "@haulboard/ui";
import { type SchemaForm, useSchemaForm } from "./useSchemaForm.ts";

/** What a cancellation reason form holds while it is filled (nothing chosen yet). */
export interface CancellationReasonInput extends Record<string, unknown> {
  reason: CancellationReasonForm["reason"] | undefined;
  otherText: string;
}

const emptyReason: CancellationReasonInput = { reason: undefined, otherText: "" };

/** The form of a cancellation reason, validated by the domain's schema (Other needs ≤ 250 characters). */
export const useCancellationReasonForm = () =>
  useSchemaForm<CancellationReasonInput, CancellationReasonForm>(CancellationReasonSchema, emptyReason);

export interface CancellationReasonFieldsProps {
  readonly form: SchemaForm<CancellationReasonInput, CancellationReasonForm>;
  /** The radio group's label. */
  readonly reasonLabel: string;
  /** The Other text's label. */
  readonly otherLabel: string;
  readonly isPending?: boolean;
  /** The options offered (the drivers' subscription reasons by default; a job's renewal has its own). */
  readonly reasons?: readonly CancellationReasonOption[];
}

/**
 * The domain's cancellation reasons as a radio group, and the Other text (at most 250 characters, cut as
 * typed) when Other is chosen. Shared by the driver subscription's Unsubscribe and a job's cancel renewal.
 */
export function CancellationReasonFields({
  form,
  reasonLabel,
  otherLabel,
  isPending = false,
  reasons = cancellationReasons,
}: CancellationReasonFieldsProps) {
  return (
    <Stack space="md">
      <RadioGroup
        label={reasonLabel}
        value={form.values.reason === undefined ? null : String(form.values.reason)}
        onChange={(value) => form.setValue("reason", Number(value) as CancellationReasonForm["reason"])}
        options={reasons.map((reason) => ({ id: String(reason.value), label: reason.label }))}
        errorMessage={form.errorOf("reason")}
        isInvalid={form.errorOf("reason") !== undefined}
        isDisabled={isPending}
      />
      {form.values.reason === otherReasonValue ? (
        <TextArea
          label={otherLabel}
          maxLength={cancellationReasonMaxLength}
          value={form.values.otherText}
          onChange={(value) => form.setValue("otherText", truncateCancellationReason(value))}
          errorMessage={form.errorOf("otherText")}
          isInvalid={form.errorOf("otherText") !== undefined}
          isDisabled={isPending}
          isRequired
        />
      ) : null}
    </Stack>
  );
}
