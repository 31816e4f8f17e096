// The employee modals (employer-work §2 "Employee modals: add, reset password, deactivate"), shared by the
// admin's company list and the company settings (issue 18): a pure view, its forms and texts.
export { AddEmployeeFields, type AddEmployeeFieldsProps } from "./AddEmployeeFields.tsx";
export { EditEmployeeFields, type EditEmployeeFieldsProps, EditEmployeeForm } from "./EditEmployeeFields.tsx";
export { AddEmployeeForm, addEmployeeInitialValues } from "./EmployeeForms.ts";
export { EmployeesText } from "./EmployeesText.ts";
export {
  type EmployeeAction,
  EmployeesView,
  type EmployeesViewProps,
  employeeName,
} from "./EmployeesView.tsx";
export { ResetPasswordFields, type ResetPasswordFieldsProps } from "./ResetPasswordFields.tsx";
