export { ResetCodeScreen } from "../Passwords/PasswordScreens.tsx";
