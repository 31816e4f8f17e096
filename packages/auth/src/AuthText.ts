import { LoginText } from "./LoginText.ts";

/**
 * The auth screens' texts. Those quoted by the spec (access §2, §8) are verbatim; the others are this
 * package's choices where the spec is silent (listed in the README). Error texts of the catalogue come
 * from `ErrorText` in @haulboard/domain and validation messages from its form schemas — not from here.
 */
export const AuthText = {
  ...LoginText,
  // Sign Up (access §2).
  signUpHeading: "Sign Up",
  signUpPrompt: "Enter your email to get started.",
  letsGo: "Let's Go",
  alreadyUsing: "Already using the product?",
  signIn: "Sign in",
  confirmEmailLabel: "Confirm email",
  firstNameLabel: "First name",
  lastNameLabel: "Last name",
  phoneLabel: "Phone",
  confirmPasswordLabel: "Confirm password",
  acceptEmailsLabel: "Send me emails and text messages (SMS) about jobs and news",
  signUpAgreement: "By creating an account you agree to the Terms of Service and Privacy Policy.",
  termsLink: "Terms of Service",
  privacyLink: "Privacy Policy",
  createAccountButton: "Create account",
  // Company-creation login (access §2).
  fastLoginHeading: "Create your company",
  fastLoginMessage: "This email is already registered as a driver, enter your password to create a company.",
  signInAsDriver: "Sign in as a driver instead",
  // Company creation steps.
  companyInfoHeading: "Tell us about your company",
  companyNameLabel: "Company name",
  companySizeLabel: "Company size",
  companySizeSuffix: "employees",
  companyPhoneLabel: "Company phone",
  companyAddressHeading: "Where is your company?",
  addressLabel: "Address, city or ZIP code",
  addressHint: "US addresses only.",
  finish: "Finish",
  back: "Back",
  // Passwords.
  forgotHeading: "Forgotten password",
  forgotPrompt: "Enter the email of your account and we will send you a code to reset your password.",
  sendCode: "Send code",
  backToLogin: "Back to sign in",
  resetCodeHeading: "Enter your code",
  resetCodePrompt: (email: string) => `We sent a 6-digit code to ${email}. It is valid for 15 minutes.`,
  codeLabel: "Code",
  codeInvalid: "This code is not valid or has expired",
  verify: "Verify",
  resendCode: "Send a new code",
  changePasswordHeading: "Choose a new password",
  newPasswordLabel: "New password",
  confirmNewPasswordLabel: "Confirm new password",
  changePassword: "Change password",
  passwordChanged: "Your password has been changed. Sign in with your new password.",
  missingResetStep: "Start again: enter your email to receive a new code.",
  // Email validation.
  emailValidatedHeading: "Email verified",
  emailNotValidatedHeading: "Email not verified",
  emailNotValidatedMessage:
    "This verification link is not valid or has expired. Sign in and request a new one.",
  goToLogin: "Go to sign in",
} as const;
