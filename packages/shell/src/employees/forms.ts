// The employee modals' forms, loaded together on demand by EmployeesView (their password and phone fields
// and validation are ~8 KB gzip that the list's first load does without).
export { AddEmployeeFields } from "./AddEmployeeFields.tsx";
export { EditEmployeeFields } from "./EditEmployeeFields.tsx";
export { ResetPasswordFields } from "./ResetPasswordFields.tsx";
