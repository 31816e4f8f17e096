import { Button, Link, Stack, TextField } from "@haulboard/ui";
import { AuthText } from "../AuthText.ts";
import { fieldError } from "../internal/forms.ts";
import * as text from "../internal/text.css.ts";

export interface ForgotPasswordFormProps {
  /** The typed email (the screen's form state). */
  email: string;
  onEmailChange: (email: string) => void;
  /** The email rule's message (access §5). @default undefined */
  emailError?: string;
  /** @default false */
  isSubmitting?: boolean;
  /** The login to go back to (admin or employer). @default "/login" */
  loginHref?: string;
  onSubmit: () => void;
}

/** /forgot-password: the account's email; the server mails a 6-digit code. */
export function ForgotPasswordForm({
  email,
  onEmailChange,
  emailError,
  isSubmitting = false,
  loginHref = "/login",
  onSubmit,
}: ForgotPasswordFormProps) {
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
          <h1 className={text.heading}>{AuthText.forgotHeading}</h1>
          <p className={text.lead}>{AuthText.forgotPrompt}</p>
        </Stack>
        <TextField
          label={AuthText.emailLabel}
          name="email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={onEmailChange}
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
