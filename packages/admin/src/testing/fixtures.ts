import type { Admin, Companies, DriverSubscriptions, Employees } from "@haulboard/api";

/** Story fixtures typed by the contract (decoded, camelCase). Trucking names, fixed dates. */
export const companies: Companies.CompanyListItem[] = [
  {
    id: 1042,
    companyName: "Blue Ridge Freight",
    planId: 1,
    billingType: "CONTRACT",
    totalJobs: 38,
    activeJobs: 12,
    phone: "(704)555-0148",
    createdAt: "2026-03-14T15:20:00.000Z",
    status: "Active",
  },
  {
    id: 1041,
    companyName: "Prairie Line Transport",
    planId: 2,
    billingType: "CELERO",
    totalJobs: 9,
    activeJobs: 2,
    phone: null,
    createdAt: "2026-02-27T09:05:00.000Z",
    status: "Active",
  },
  {
    id: 1039,
    companyName: "Gulf Coast Tankers",
    planId: 2,
    billingType: "CELERO",
    totalJobs: 0,
    activeJobs: 0,
    phone: "(713)555-0190",
    createdAt: "2026-01-08T18:45:00.000Z",
    status: "Locked",
  },
];

export const employees: Employees.Employee[] = [
  {
    id: 501,
    email: "dana.whitfield@blueridgefreight.test",
    companyId: 1042,
    firstName: "Dana",
    lastName: "Whitfield",
    phone: "(704)555-0111",
    active: true,
    createdAt: "2026-03-14T15:20:00.000Z",
    blocked: false,
  },
  {
    id: 502,
    email: "marcus.bell@blueridgefreight.test",
    companyId: 1042,
    firstName: "Marcus",
    lastName: "Bell",
    phone: null,
    active: false,
    createdAt: "2026-03-20T10:00:00.000Z",
    blocked: false,
  },
];

export const subscriptions: DriverSubscriptions.Subscription[] = [
  {
    id: 9001,
    subscription: "healthcare",
    subscriptionType: "monthly",
    tier: "Gold",
    subscriptionDate: "2026-01-10",
    expirationDate: "2027-01-10",
    renewalCanceledAt: null,
    renewalCancellationReason: null,
  },
  {
    id: 9002,
    subscription: "road_assistance",
    subscriptionType: "yearly",
    tier: "Basic",
    subscriptionDate: "2025-06-01",
    expirationDate: "2026-06-01",
    renewalCanceledAt: "2026-04-02T12:00:00.000Z",
    renewalCancellationReason: "Unhappy with the coverage",
  },
  {
    id: 9003,
    subscription: "road_assistance",
    subscriptionType: "monthly",
    tier: "Plus",
    subscriptionDate: "2025-01-01",
    expirationDate: "2025-12-31",
    renewalCanceledAt: null,
    renewalCancellationReason: null,
  },
];

export const drivers: DriverSubscriptions.SubscriptionDriver[] = [
  {
    id: 301,
    firstName: "Luis",
    lastName: "Ortega",
    email: "luis.ortega@example.test",
    billingCustomerId: "cus_8KD20F",
    phone: "(210)555-0134",
    subscriptions,
  },
  {
    id: 302,
    firstName: "Tamika",
    lastName: "Greene",
    email: "tamika.greene@example.test",
    billingCustomerId: null,
    phone: null,
    subscriptions: [],
  },
];

export const admins: Admin.AdminUser[] = [
  {
    id: 2,
    firstName: "Avery",
    lastName: "Stone",
    fullName: "Avery Stone",
    email: "admin@haulboard.test",
    createdAt: "2025-11-02T08:00:00.000Z",
    updatedAt: "2025-11-02T08:00:00.000Z",
  },
  {
    id: 7,
    firstName: "Jordan",
    lastName: "Reyes",
    fullName: "Jordan Reyes",
    email: "jordan.reyes@haulboard.test",
    createdAt: "2026-02-11T08:00:00.000Z",
    updatedAt: "2026-02-11T08:00:00.000Z",
  },
];

/** A day when subscription 9003 has expired and 9001 has not. */
export const storyToday = new Date("2026-05-01T12:00:00.000Z");
