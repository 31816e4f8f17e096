import { resetCodeLength } from "@haulboard/domain";
import { Button, Link, Stack, TextField } from "@haulboard/ui";
import { AuthText } from "../AuthText.ts";
import { fieldError } from "../internal/forms.ts";
import * as text from "../internal/text.css.ts";

export interface ResetCodeFormProps {
  /** Where the code was sent. */
  email: string;
  /** The typed code (the screen's form state). */
  code: string;
  onCodeChange: (code: string) => void;
  /** @default undefined */
  codeError?: string;
  /** @default false */
  isSubmitting?: boolean;
  onSubmit: () => void;
}

/** /reset-code: the 6-digit code from the mail. */
export function ResetCodeForm({
  email,
  code,
  onCodeChange,
  codeError,
  isSubmitting = false,
  onSubmit,
}: ResetCodeFormProps) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack space="lg">
        <Stack space="xs">
          <h1 className={text.heading}>{AuthText.resetCodeHeading}</h1>
          <p className={text.lead}>{AuthText.resetCodePrompt(email)}</p>
        </Stack>
        <TextField
          label={AuthText.codeLabel}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={resetCodeLength}
          value={code}
          onChange={onCodeChange}
          {...fieldError(codeError)}
        />
        <Button type="submit" isFullWidth isLoading={isSubmitting}>
          {AuthText.verify}
        </Button>
        <Link href="/forgot-password" variant="standalone">
          {AuthText.resendCode}
        </Link>
      </Stack>
    </form>
  );
}
