import { Button, Link, PasswordField, TextField } from "@haulboard/ui";
import { type FieldErrors, fieldError } from "../internal/forms.ts";
import { forgotPasswordHref, type LoginVariant } from "../internal/loginVariant.ts";
import { LoginText } from "../LoginText.ts";
import * as styles from "./LoginForm.css.ts";

export const socialSources = ["facebook", "google", "apple"] as const;
export type SocialSource = (typeof socialSources)[number];

export type LoginValues = {
  readonly email: string;
  readonly password: string;
};

export interface LoginFormProps {
  /**
   * The admin login carries the admin role on its Forgotten password link.
   * @default "employer"
   */
  variant?: LoginVariant;
  /** What the fields hold (the screen's form state). */
  values: LoginValues;
  onChange: (field: keyof LoginValues, value: string) => void;
  /** One message per field, from the login rules (access §5). @default {} */
  errors?: FieldErrors<keyof LoginValues>;
  /** Continue shows progress and ignores presses. @default false */
  isSubmitting?: boolean;
  /**
   * The social sign-in buttons to show, in the order Facebook, Google, Apple: the providers the server has
   * configured, when the socialLogin flag allows them. @default []
   */
  social?: readonly SocialSource[];
  onSubmit: () => void;
  /** @default undefined */
  onSocial?: (source: SocialSource) => void;
}

/** The sign-in form (access §2 "Login screen"): Welcome, the email and password, Continue and the links. */
export function LoginForm({
  variant = "employer",
  values,
  onChange,
  errors = {},
  isSubmitting = false,
  social = [],
  onSubmit,
  onSocial,
}: LoginFormProps) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className={styles.stack.lg}>
        <div className={styles.stack.xs}>
          <h1 className={styles.heading}>{LoginText.loginHeading}</h1>
          <p className={styles.subtitle}>{LoginText.loginSubtitle}</p>
          {variant === "admin" ? <p className={styles.note}>{LoginText.adminLoginNote}</p> : null}
        </div>
        <TextField
          label={LoginText.emailLabel}
          name="email"
          type="email"
          autoComplete="username"
          value={values.email}
          onChange={(value) => onChange("email", value)}
          {...fieldError(errors.email)}
        />
        <PasswordField
          label={LoginText.passwordLabel}
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(value) => onChange("password", value)}
          {...fieldError(errors.password)}
        />
        <div className={styles.row}>
          <Link href={forgotPasswordHref(variant)} variant="standalone">
            {LoginText.forgottenPassword}
          </Link>
        </div>
        <Button type="submit" isFullWidth isLoading={isSubmitting}>
          {LoginText.continue}
        </Button>
        {social.length > 0 ? (
          <div className={styles.stack.sm}>
            <p className={styles.note}>{LoginText.socialGroup}</p>
            <div className={styles.socialRow}>
              {socialSources
                .filter((source) => social.includes(source))
                .map((source) => (
                  <Button key={source} variant="secondary" onPress={() => onSocial?.(source)}>
                    {LoginText.socialButton[source]}
                  </Button>
                ))}
            </div>
          </div>
        ) : null}
        <Link href="/signup" variant="standalone">
          {LoginText.createAccount}
        </Link>
      </div>
    </form>
  );
}
