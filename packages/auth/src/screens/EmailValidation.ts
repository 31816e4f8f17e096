export {
  EmailValidationSuccessScreen,
  EmailValidationUnsuccessScreen,
} from "../EmailValidation/EmailValidationScreens.tsx";
