export { PrivacyScreen, TermsScreen } from "../Legal/LegalPage.tsx";
