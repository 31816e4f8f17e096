export { ForgotPasswordScreen } from "../Passwords/PasswordScreens.tsx";
