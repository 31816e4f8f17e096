export { SignUpScreen } from "../SignUp/SignUpScreen.tsx";
