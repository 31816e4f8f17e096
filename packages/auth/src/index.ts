// Screens (containers) and their pure views, for the app's route modules and for other packages' stories.
export {
  AuthLayout,
  type AuthLayoutProps,
  type AuthLayoutVariant,
  authLayoutVariants,
} from "./AuthLayout/AuthLayout.tsx";
export { AuthText } from "./AuthText.ts";
export {
  EmailValidationResult,
  EmailValidationSuccessScreen,
  EmailValidationUnsuccessScreen,
} from "./EmailValidation/EmailValidationScreens.tsx";
export { FastLoginForm } from "./FastLogin/FastLoginForm.tsx";
export { FastLoginScreen } from "./FastLogin/FastLoginScreen.tsx";
export { LoginForm, type LoginValues, type SocialSource, socialSources } from "./Login/LoginForm.tsx";
export { AdminLoginRedirect, CompanyLoginRedirect } from "./Login/LoginRedirects.tsx";
export { LoginScreen } from "./Login/LoginScreen.tsx";
export { LoginText } from "./LoginText.ts";
export { ChangePasswordForm } from "./Passwords/ChangePasswordForm.tsx";
export { ForgotPasswordForm } from "./Passwords/ForgotPasswordForm.tsx";
export { ChangePasswordScreen, ForgotPasswordScreen, ResetCodeScreen } from "./Passwords/PasswordScreens.tsx";
export { ResetCodeForm } from "./Passwords/ResetCodeForm.tsx";
export { SignUpForm, type SignUpStep, type SignUpValues, signUpSteps } from "./SignUp/SignUpForm.tsx";
export { SignUpScreen } from "./SignUp/SignUpScreen.tsx";
