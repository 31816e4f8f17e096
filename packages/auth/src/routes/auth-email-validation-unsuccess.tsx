import { EmailValidationUnsuccessScreen } from "../screens/EmailValidation.ts";

export { EmailValidationUnsuccessScreen as Component };
