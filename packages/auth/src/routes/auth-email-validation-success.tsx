import { EmailValidationSuccessScreen } from "../screens/EmailValidation.ts";

export { EmailValidationSuccessScreen as Component };
