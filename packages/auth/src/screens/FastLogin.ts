export { FastLoginScreen } from "../FastLogin/FastLoginScreen.tsx";
