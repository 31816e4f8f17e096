export { CompanyAddressScreen } from "../CompanyCreation/CompanyAddressScreen.tsx";
