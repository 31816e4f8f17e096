/**
 * The login screen's and terms dialog's texts, apart from the others so /login's first load carries only
 * these (access §2, §4; the dialog's wording is this package's choice). `AuthText` includes them.
 */
export const LoginText = {
  loginHeading: "Welcome",
  loginSubtitle: "Sign in to your account",
  continue: "Continue",
  forgottenPassword: "Forgotten password",
  createAccount: "Create new account",
  emailLabel: "Email",
  passwordLabel: "Password",
  socialGroup: "Or continue with",
  socialButton: { facebook: "Facebook", google: "Google", apple: "Apple" },
  adminLoginNote: "Admin portal",
  // Terms dialog (access §4: Accept and Decline; the wording of the dialog is not shown).
  termsTitle: "Terms of Service",
  termsBody:
    "We use cookies and your account data to run the job board. By continuing you agree to the Terms of Service and Privacy Policy.",
  readTerms: "Read the Terms of Service",
  readPrivacy: "Read the Privacy Policy",
  termsAccept: "Accept",
  termsDecline: "Decline",
} as const;
