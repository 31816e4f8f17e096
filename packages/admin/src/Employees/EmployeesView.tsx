// The employee modals live in @haulboard/shell/employees (shared with the company settings, issue 18).
export {
  type EmployeeAction,
  EmployeesView,
  type EmployeesViewProps,
  employeeName,
} from "@haulboard/shell/employees";
