import { EmailValidationUnsuccessScreen } from "@haulboard/auth/screens/EmailValidation";

export { EmailValidationUnsuccessScreen as Component };
