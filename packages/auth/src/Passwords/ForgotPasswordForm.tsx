import { Button, Link, Stack, TextField } from "@haulboard/ui";
import { AuthText } from "../AuthText.ts";
import { fieldError, readForm } from "../internal/forms.ts";
import * as text from "../internal/text.css.ts";

export interface ForgotPasswordFormProps {
  /** @default "" */
  defaultEmail?: string;
  /** The email rule's message (access §5). @default undefined */
  emailError?: string;
  /** @default false */
  isSubmitting?: boolean;
  /** The login to go back to (admin or employer). @default "/login" */
  loginHref?: string;
  onSubmit: (email: string) => void;
}

/** /forgot-password: the account's email; the server mails a 6-digit code. */
export function ForgotPasswordForm({
  defaultEmail = "",
  emailError,
  isSubmitting = false,
  loginHref = "/login",
  onSubmit,
}: ForgotPasswordFormProps) {
  return (
    <form noValidate onSubmit={(event) => onSubmit(readForm(event, ["email"]).email)}>
      <Stack space="lg">
        <Stack space="xs">
          <h1 className={text.heading}>{AuthText.forgotHeading}</h1>
          <p className={text.lead}>{AuthText.forgotPrompt}</p>
        </Stack>
        <TextField
          label={AuthText.emailLabel}
          name="email"
          type="email"
          autoComplete="username"
          defaultValue={defaultEmail}
          {...fieldError(emailError)}
        />
        <Button type="submit" isFullWidth isLoading={isSubmitting}>
          {AuthText.sendCode}
        </Button>
        <Link href={loginHref} variant="standalone">
          {AuthText.backToLogin}
        </Link>
      </Stack>
    </form>
  );
}
