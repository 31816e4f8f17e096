import { type Role, RoleName } from "@haulboard/domain";

/** The password of every demo account (README). */
export const demoPassword = "Haulboard#2026";

/** One account per role (README); the e2e tests sign in with these. */
export const demoAccounts = {
  superAdmin: {
    email: "superadmin@haulboard.test",
    roles: [RoleName.superAdmin],
    first: "Sam",
    last: "Superadmin",
  },
  admin: { email: "admin@haulboard.test", roles: [RoleName.admin], first: "Ada", last: "Admin" },
  internalUser: {
    email: "internal@haulboard.test",
    roles: [RoleName.internalUser],
    first: "Ian",
    last: "Internal",
  },
  companyAdmin: {
    email: "companyadmin@haulboard.test",
    roles: [RoleName.companyAdmin],
    first: "Carla",
    last: "Owens",
  },
  employer: {
    email: "employer@haulboard.test",
    roles: [RoleName.companyUser],
    first: "Eddie",
    last: "Marsh",
  },
  newEmployer: {
    email: "newemployer@haulboard.test",
    roles: [RoleName.companyUser],
    first: "Nora",
    last: "Newman",
  },
  newsAdmin: {
    email: "newsadmin@haulboard.test",
    roles: [RoleName.newsAdmin],
    first: "Ned",
    last: "Newsome",
  },
  contributor: {
    email: "contributor@haulboard.test",
    roles: [RoleName.newsContributor, RoleName.companyUser],
    first: "Cora",
    last: "Writer",
  },
  driver: { email: "driver@haulboard.test", roles: [RoleName.driver], first: "Dale", last: "Rivers" },
  adsAdmin: { email: "ads@haulboard.test", roles: [RoleName.adsAdmin], first: "Abby", last: "Adler" },
} as const satisfies Record<string, { email: string; roles: readonly Role[]; first: string; last: string }>;

export type DemoAccount = keyof typeof demoAccounts;
