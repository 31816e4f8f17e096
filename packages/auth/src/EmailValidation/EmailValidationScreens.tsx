import { ErrorText } from "@haulboard/domain";
import { Link, Stack } from "@haulboard/ui";
import { AuthLayout } from "../AuthLayout/AuthLayout.tsx";
import { AuthText } from "../AuthText.ts";
import * as text from "../internal/text.css.ts";

export interface EmailValidationResultProps {
  /** Whether the mailed verification link was accepted. */
  isVerified: boolean;
}

/** The page the verification link lands on (the server redirects to /success or /unsuccess). */
export function EmailValidationResult({ isVerified }: EmailValidationResultProps) {
  return (
    <Stack space="lg">
      <Stack space="xs">
        <h1 className={text.heading}>
          {isVerified ? AuthText.emailValidatedHeading : AuthText.emailNotValidatedHeading}
        </h1>
        <p className={text.lead}>
          {isVerified ? ErrorText.emailVerified : AuthText.emailNotValidatedMessage}
        </p>
      </Stack>
      <Link href="/login" variant="standalone">
        {AuthText.goToLogin}
      </Link>
    </Stack>
  );
}

/** /email/validation/success */
export function EmailValidationSuccessScreen() {
  return (
    <AuthLayout>
      <EmailValidationResult isVerified />
    </AuthLayout>
  );
}

/** /email/validation/unsuccess */
export function EmailValidationUnsuccessScreen() {
  return (
    <AuthLayout>
      <EmailValidationResult isVerified={false} />
    </AuthLayout>
  );
}
