import { Button, ComboBox, type LoadSuggestions, Stack } from "@haulboard/ui";
import type { Key } from "react";
import { AuthText } from "../AuthText.ts";
import { fieldError } from "../internal/forms.ts";
import { StepHeading } from "../internal/StepHeading.tsx";

export interface CompanyAddressFormProps {
  /** Suggestions for the typed text (the server's US gazetteer), called once typing pauses. */
  loadSuggestions: LoadSuggestions;
  /** A suggestion was chosen (its id), or the choice was cleared (`null`). */
  onSelect: (id: Key | null) => void;
  /** The US-only rule's message (access §5, §8). @default undefined */
  addressError?: string;
  /** Finish shows progress. @default false */
  isSubmitting?: boolean;
  onSubmit: () => void;
}

/** /company-address: the company's US address, chosen among suggestions. */
export function CompanyAddressForm({
  loadSuggestions,
  onSelect,
  addressError,
  isSubmitting = false,
  onSubmit,
}: CompanyAddressFormProps) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack space="lg">
        <StepHeading>{AuthText.companyAddressHeading}</StepHeading>
        <ComboBox
          label={AuthText.addressLabel}
          description={AuthText.addressHint}
          loadSuggestions={loadSuggestions}
          minChars={2}
          onSelectionChange={onSelect}
          {...fieldError(addressError)}
        />
        <Button type="submit" isFullWidth isLoading={isSubmitting}>
          {AuthText.finish}
        </Button>
      </Stack>
    </form>
  );
}
