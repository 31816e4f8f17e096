export { LoginScreen } from "../Login/LoginScreen.tsx";
