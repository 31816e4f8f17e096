export { ChangePasswordScreen } from "../Passwords/PasswordScreens.tsx";
