import { Button, Link, PasswordField, Stack } from "@haulboard/ui";
import { AuthText } from "../AuthText.ts";
import { fieldError } from "../internal/forms.ts";
import * as text from "../internal/text.css.ts";

export interface FastLoginFormProps {
  /** The driver's email, entered on /signup. */
  email: string;
  /** The typed password (the screen's form state). */
  password: string;
  onPasswordChange: (password: string) => void;
  /** The password rule's message (access §5). @default undefined */
  passwordError?: string;
  /** Continue shows progress. @default false */
  isSubmitting?: boolean;
  onSubmit: () => void;
  /** The link to sign in as a driver instead (it goes to /login). @default undefined */
  onSignInAsDriver?: () => void;
}

/** The company-creation login (access §2): a driver's email, the password and Continue. */
export function FastLoginForm({
  email,
  password,
  onPasswordChange,
  passwordError,
  isSubmitting = false,
  onSubmit,
  onSignInAsDriver,
}: FastLoginFormProps) {
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
          <h1 className={text.heading}>{AuthText.fastLoginHeading}</h1>
          <p className={text.lead}>{AuthText.fastLoginMessage}</p>
          <p className={text.small}>{email}</p>
        </Stack>
        {/* The email travels with the form for password managers. */}
        <input type="hidden" name="username" autoComplete="username" value={email} />
        <PasswordField
          label={AuthText.passwordLabel}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={onPasswordChange}
          {...fieldError(passwordError)}
        />
        <Button type="submit" isFullWidth isLoading={isSubmitting}>
          {AuthText.continue}
        </Button>
        <Link href="/login" variant="standalone" onPress={onSignInAsDriver}>
          {AuthText.signInAsDriver}
        </Link>
      </Stack>
    </form>
  );
}
