import { Button, Checkbox, Link, PasswordField, PhoneField, Stack, TextField } from "@haulboard/ui";
import { AuthText } from "../AuthText.ts";
import { type FieldErrors, fieldError, readForm } from "../internal/forms.ts";
import * as text from "../internal/text.css.ts";
import { legalPaths } from "../Legal/legalPaths.ts";

export interface SignUpValues {
  readonly email: string;
  readonly confirmEmail: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly password: string;
  readonly confirmPassword: string;
  readonly acceptEmails: boolean;
}

export type SignUpField = keyof SignUpValues;
const textFields = [
  "email",
  "confirmEmail",
  "firstName",
  "lastName",
  "phone",
  "password",
  "confirmPassword",
] as const;

export const signUpSteps = ["email", "details"] as const;
export type SignUpStep = (typeof signUpSteps)[number];

export interface SignUpFormProps {
  /**
   * `email`: only the email and 'Let's Go'; `details`: the whole form (after the email check, or at once
   * from a landing page).
   * @default "email"
   */
  step?: SignUpStep;
  /** Prefilled values (a landing page's link). @default {} */
  defaultValues?: Partial<SignUpValues>;
  /** One message per field (access §5). @default {} */
  errors?: FieldErrors<SignUpField>;
  /** The step's button shows progress. @default false */
  isSubmitting?: boolean;
  /** 'Let's Go' on the email step. */
  onCheckEmail: (email: string) => void;
  /** The whole form on the details step. */
  onSubmit: (values: SignUpValues) => void;
}

/** The employer Sign Up form (access §2): the email step, then the rest of the fields. */
export function SignUpForm({
  step = "email",
  defaultValues = {},
  errors = {},
  isSubmitting = false,
  onCheckEmail,
  onSubmit,
}: SignUpFormProps) {
  const hasPrefill = defaultValues.confirmEmail !== undefined && defaultValues.confirmEmail !== "";

  return (
    <form
      noValidate
      onSubmit={(event) => {
        const values = readForm(event, textFields);
        if (step === "email") {
          onCheckEmail(values.email);
          return;
        }
        const acceptEmails = new FormData(event.currentTarget).get("acceptEmails") !== null;
        onSubmit({ ...values, acceptEmails });
      }}
    >
      <Stack space="lg">
        <Stack space="xs">
          <h1 className={text.heading}>{AuthText.signUpHeading}</h1>
          <p className={text.lead}>{AuthText.signUpPrompt}</p>
        </Stack>
        <TextField
          label={AuthText.emailLabel}
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={defaultValues.email ?? ""}
          {...fieldError(errors.email)}
        />
        {step === "email" ? (
          <Button type="submit" isFullWidth isLoading={isSubmitting}>
            {AuthText.letsGo}
          </Button>
        ) : (
          <>
            <TextField
              // After 'Let's Go' the next field to fill takes the focus: keyboard users go on where they are.
              autoFocus={!hasPrefill}
              label={AuthText.confirmEmailLabel}
              name="confirmEmail"
              type="email"
              autoComplete="email"
              defaultValue={defaultValues.confirmEmail ?? ""}
              {...fieldError(errors.confirmEmail)}
            />
            <div className={text.pair}>
              <TextField
                label={AuthText.firstNameLabel}
                name="firstName"
                autoComplete="given-name"
                defaultValue={defaultValues.firstName ?? ""}
                {...fieldError(errors.firstName)}
              />
              <TextField
                label={AuthText.lastNameLabel}
                name="lastName"
                autoComplete="family-name"
                defaultValue={defaultValues.lastName ?? ""}
                {...fieldError(errors.lastName)}
              />
            </div>
            <PhoneField
              label={AuthText.phoneLabel}
              name="phone"
              defaultValue={defaultValues.phone ?? ""}
              {...fieldError(errors.phone)}
            />
            <PasswordField
              label={AuthText.passwordLabel}
              name="password"
              autoComplete="new-password"
              {...fieldError(errors.password)}
            />
            <PasswordField
              label={AuthText.confirmPasswordLabel}
              name="confirmPassword"
              autoComplete="new-password"
              showLabel="Show confirmation"
              hideLabel="Hide confirmation"
              {...fieldError(errors.confirmPassword)}
            />
            <Checkbox name="acceptEmails" defaultSelected={defaultValues.acceptEmails ?? true}>
              {AuthText.acceptEmailsLabel}
            </Checkbox>
            <p className={text.small}>
              {AuthText.signUpAgreement} <Link href={legalPaths.terms}>{AuthText.termsLink}</Link>
              {" · "}
              <Link href={legalPaths.privacy}>{AuthText.privacyLink}</Link>
            </p>
            <Button type="submit" isFullWidth isLoading={isSubmitting}>
              {AuthText.createAccountButton}
            </Button>
          </>
        )}
        <p className={text.small}>
          <Link href="/login">{AuthText.alreadyUsing}</Link>
        </p>
      </Stack>
    </form>
  );
}
