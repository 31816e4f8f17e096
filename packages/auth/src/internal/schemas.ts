// The domain's rules of the public forms, loaded after the page's first paint (`useLazySchemaForm`):
// effect's Schema would otherwise be a third of these routes' code. The server decodes the same schemas.
export {
  CompanyInfo,
  ForgotPasswordForm,
  LoginForm,
  ResetCodeForm,
  ResetPasswordForm,
  SignUpEmailStep,
  SignUpForm,
} from "@haulboard/domain";
