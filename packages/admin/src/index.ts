// The admin portal (access §2, §4, §6; employer-work §2 admin area). Screens are containers over
// @haulboard/api; the views they render are pure and exported for stories and reuse.

export { AddEmployeeForm } from "@haulboard/shell/employees";
export {
  AdminCreateFields,
  type AdminCreateFieldsProps,
  type AdminCreatePayload,
} from "./Admins/AdminCreateFields.tsx";
export { AdminsScreen } from "./Admins/AdminsScreen.tsx";
export { AdminsView, type AdminsViewProps } from "./Admins/AdminsView.tsx";
export { AdminText } from "./AdminText.ts";
export { ApplicantsScreen } from "./Applicants/ApplicantsScreen.tsx";
export { type ApplicantRow, ApplicantsView, type ApplicantsViewProps } from "./Applicants/ApplicantsView.tsx";
export { CompanyListScreen } from "./CompanyList/CompanyListScreen.tsx";
export { CompanyListView, type CompanyListViewProps } from "./CompanyList/CompanyListView.tsx";
export { billingLabel, companyColumns, phoneOrDash } from "./CompanyList/companyColumns.tsx";
export { DriverListScreen } from "./Drivers/DriverListScreen.tsx";
export { DriverListView, type DriverListViewProps, driverName } from "./Drivers/DriverListView.tsx";
export { driverSearchInput, serverOperator } from "./Drivers/driverQuery.ts";
export { SubscriptionTable, type SubscriptionTableProps } from "./Drivers/SubscriptionTable.tsx";
export { UnsubscribeModal, type UnsubscribeModalProps } from "./Drivers/UnsubscribeModal.tsx";
export { companySearchBody } from "./data/companySearchBody.ts";
export { CompanyEmployees } from "./Employees/CompanyEmployees.tsx";
export { EmployeesView, type EmployeesViewProps } from "./Employees/EmployeesView.tsx";
export { Component as AdminsRoute } from "./routes/admin-admins.tsx";
export { Component as ApplicantsRoute } from "./routes/admin-applicants.tsx";
export { Component as DriversRoute } from "./routes/admin-drivers.tsx";
export {
  UserManagementLayout,
  type UserManagementSection,
  userManagementPaths,
  userManagementSections,
} from "./UserManagement/UserManagementLayout.tsx";
