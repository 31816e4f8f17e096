export { CompanyInfoScreen } from "../CompanyCreation/CompanyInfoScreen.tsx";
