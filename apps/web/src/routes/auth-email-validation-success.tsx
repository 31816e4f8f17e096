import { EmailValidationSuccessScreen } from "@haulboard/auth/screens/EmailValidation";

export { EmailValidationSuccessScreen as Component };
