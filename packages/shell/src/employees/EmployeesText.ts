/**
 * The employee modals' texts (the spec names the modals — add, reset password, deactivate — not their
 * wording): shared by the admin's company list and the company settings.
 */
export const EmployeesText = {
  title: "Employees",
  empty: "This company has no employees yet.",
  add: "Add employee",
  edit: "Edit",
  editTitle: "Edit employee",
  resetPassword: "Reset password",
  deactivate: "Deactivate",
  activate: "Activate",
  /** In place of Deactivate on the signed-in user's own row. */
  ownAccount: "Your account: not deactivated here",
  columns: {
    name: "Name",
    email: "Email",
    phone: "Phone",
    createdAt: "Created",
    status: "Status",
    actions: "Actions",
  },
  active: "Active",
  inactive: "Inactive",
  added: "Employee added",
  updated: "Employee updated",
  passwordReset: "Password reset",
  deactivated: "Employee deactivated",
  activated: "Employee activated",
  deactivateTitle: "Deactivate employee",
  activateTitle: "Activate employee",
  deactivateMessage: (name: string) => `${name} will no longer be able to sign in. Deactivate?`,
  activateMessage: (name: string) => `${name} will be able to sign in again. Activate?`,
  resetPasswordFor: (name: string) => `Set a new password for ${name}.`,
  save: "Save",
  cancel: "Cancel",
} as const;
