import { Button, Checkbox, Link, PasswordField, PhoneField, Stack, TextField } from "@haulboard/ui";
import { AuthText } from "../AuthText.ts";
import { type FieldErrors, fieldError } from "../internal/forms.ts";
import * as text from "../internal/text.css.ts";
import { legalPaths } from "../Legal/legalPaths.ts";

export type SignUpValues = {
  readonly email: string;
  readonly confirmEmail: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly password: string;
  readonly confirmPassword: string;
  readonly acceptEmails: boolean;
};

export type SignUpField = keyof SignUpValues;

export const emptySignUp: SignUpValues = {
  email: "",
  confirmEmail: "",
  firstName: "",
  lastName: "",
  phone: "",
  password: "",
  confirmPassword: "",
  acceptEmails: true,
};

export const signUpSteps = ["email", "details"] as const;
export type SignUpStep = (typeof signUpSteps)[number];

export interface SignUpFormProps {
  /**
   * `email`: only the email and 'Let's Go'; `details`: the whole form (after the email check, or at once
   * from a landing page).
   * @default "email"
   */
  step?: SignUpStep;
  /** The screen's form state. @default emptySignUp */
  values?: SignUpValues;
  /** @default undefined */
  onChange?: <K extends SignUpField>(field: K, value: SignUpValues[K]) => void;
  /**
   * The form arrived filled from a landing page's link: the confirm-email field does not take the focus.
   * @default false
   */
  isPrefilled?: boolean;
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
  values = emptySignUp,
  onChange,
  isPrefilled = false,
  errors = {},
  isSubmitting = false,
  onCheckEmail,
  onSubmit,
}: SignUpFormProps) {
  const textField = (field: Exclude<SignUpField, "acceptEmails">) => ({
    name: field,
    value: values[field],
    onChange: (value: string) => onChange?.(field, value),
    ...fieldError(errors[field]),
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (step === "email") onCheckEmail(values.email);
        else onSubmit(values);
      }}
    >
      <Stack space="lg">
        <Stack space="xs">
          <h1 className={text.heading}>{AuthText.signUpHeading}</h1>
          <p className={text.lead}>{AuthText.signUpPrompt}</p>
        </Stack>
        <TextField label={AuthText.emailLabel} type="email" autoComplete="email" {...textField("email")} />
        {step === "email" ? (
          <Button type="submit" isFullWidth isLoading={isSubmitting}>
            {AuthText.letsGo}
          </Button>
        ) : (
          <>
            <TextField
              // After 'Let's Go' the next field to fill takes the focus: keyboard users go on where they are.
              autoFocus={!isPrefilled}
              label={AuthText.confirmEmailLabel}
              type="email"
              autoComplete="email"
              {...textField("confirmEmail")}
            />
            <div className={text.pair}>
              <TextField
                label={AuthText.firstNameLabel}
                autoComplete="given-name"
                {...textField("firstName")}
              />
              <TextField
                label={AuthText.lastNameLabel}
                autoComplete="family-name"
                {...textField("lastName")}
              />
            </div>
            <PhoneField label={AuthText.phoneLabel} {...textField("phone")} />
            <PasswordField
              label={AuthText.passwordLabel}
              autoComplete="new-password"
              {...textField("password")}
            />
            <PasswordField
              label={AuthText.confirmPasswordLabel}
              autoComplete="new-password"
              showLabel="Show confirmation"
              hideLabel="Hide confirmation"
              {...textField("confirmPassword")}
            />
            <Checkbox
              name="acceptEmails"
              isSelected={values.acceptEmails}
              onChange={(accept) => onChange?.("acceptEmails", accept)}
            >
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
