import { EmployeesText } from "@haulboard/shell/employees";
/**
 * The admin portal's screen texts. Quoted texts of access-and-administration.md §2 and §4 are verbatim;
 * the others are this package's choices where the spec is silent (listed in the README).
 * Error and toast texts of the spec's catalogue live in @haulboard/domain's `ErrorText`.
 */
export const AdminText = {
  companyList: {
    title: "Company List",
    searchLabel: "Search by company name",
    columns: {
      id: "ID",
      companyName: "Company name",
      type: "Type",
      billingType: "Billing type",
      totalJobs: "Total jobs",
      activeJobs: "Active jobs",
      phone: "Phone",
      joiningDate: "Joining date",
      status: "Status",
    },
    emptyPhone: "-",
    empty: "No companies found.",
    statusActive: "Active",
    statusBlocked: "Blocked",
  },
  /** The employee modals' texts live with the modals (@haulboard/shell/employees). */
  employees: EmployeesText,
  userManagement: {
    title: "User Management",
    sections: { applicants: "Applicants", drivers: "Drivers", admins: "Admins" },
    pageTotal: (page: number, pages: number, total: number) => `Page ${page} of ${pages} · ${total} in total`,
  },
  applicants: {
    title: "Applicants",
    empty: "There are no applicants.",
  },
  drivers: {
    title: "Driver List",
    subtitle: "Manage drivers subscriptions",
    columns: {
      billingCustomerId: "External billing ID",
      name: "Name",
      email: "Email",
      phone: "Phone",
      actions: "Actions",
    },
    view: "View",
    viewLabel: (name: string) => `View subscriptions of ${name}`,
    empty: "There are no drivers.",
  },
  subscriptions: {
    title: "Subscription List",
    back: "Back",
    empty: "There are no subscriptions.",
    columns: {
      subscription: "Subscription",
      tier: "Tier",
      type: "Type",
      subscriptionDate: "Subscription Date",
      expirationDate: "Expiration Date",
      cancellationDate: "Cancellation Date",
      cancellationReason: "Cancellation Reason",
      actions: "Actions",
    },
    unsubscribe: "Unsubscribe",
  },
  unsubscribe: {
    confirmationStep: "Confirmation",
    reasonStep: "Reason",
    confirmationText: "Please confirm that you want to unsubscribe from this service.",
    confirm: "Confirm",
    cancel: "Cancel",
    reasonLabel: "Why is the driver unsubscribing?",
    otherLabel: "Tell us more",
    submit: "Unsubscribe",
  },
  admins: {
    title: "Admins",
    empty: "There are no admins.",
    noMatch: "No admin matches this name.",
    searchLabel: "Search by full name",
    create: "Create admin",
    columns: { name: "Name", email: "Email", created: "Created" },
    form: {
      title: "Create admin",
      firstName: "First name",
      lastName: "Last name",
      email: "Email",
      password: "Password",
      confirmPassword: "Confirm password",
      submit: "Create admin",
      cancel: "Cancel",
      success: "Admin created",
    },
  },
} as const;
