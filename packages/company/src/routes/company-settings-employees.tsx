import { SettingsEmployeesScreen } from "../Settings/Employees/SettingsEmployeesScreen.tsx";

export { SettingsEmployeesScreen as Component };
