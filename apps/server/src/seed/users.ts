import { type Role, RoleName } from "@haulboard/domain";
import { demoAccounts } from "./accounts.ts";
import { firstNames, formatPhone, lastNames, type makeRandom } from "./samples.ts";

type Random = ReturnType<typeof makeRandom>;

/** Users to insert (the columns of bulk.ts `userColumns`) and the roles to give them by email. */
export interface PeoplePlan {
  readonly users: unknown[][];
  readonly roles: [string, Role][];
}

const accepted = new Date("2026-01-05T15:00:00Z");

/** One account per role (the README's demo sign-ins) and four more admins. */
export const planStaffAndDemoAccounts = (random: Random, hash: string, plan: PeoplePlan): void => {
  for (const account of Object.values(demoAccounts)) {
    plan.users.push([
      account.email,
      hash,
      account.first,
      account.last,
      formatPhone(plan.users.length * 7919),
      true,
      accepted,
      null,
      true,
    ]);
    for (const role of account.roles) plan.roles.push([account.email, role]);
  }
  for (let i = 1; i <= 4; i++) {
    const email = `admin${i}@haulboard.test`;
    plan.users.push([
      email,
      hash,
      random.pick(firstNames),
      random.pick(lastNames),
      null,
      true,
      accepted,
      null,
      false,
    ]);
    plan.roles.push([email, RoleName.admin]);
  }
};

/** A company's owner (company admin) or an employee (company user). */
export const planCompanyPerson = (
  random: Random,
  hash: string,
  plan: PeoplePlan,
  person: { email: string; phoneSeed: number; isOwner: boolean },
): void => {
  plan.users.push([
    person.email,
    hash,
    random.pick(firstNames),
    random.pick(lastNames),
    formatPhone(person.phoneSeed),
    true,
    person.isOwner ? accepted : null,
    null,
    person.isOwner,
  ]);
  if (person.isOwner)
    plan.roles.push([person.email, RoleName.companyAdmin], [person.email, RoleName.companyUser]);
  else plan.roles.push([person.email, RoleName.companyUser]);
};

/** Drivers `driver001…@drivers.haulboard.test` after the demo driver; answers every driver's email. */
export const planDrivers = (
  random: Random,
  hash: string,
  plan: PeoplePlan,
  options: { count: number; large: boolean },
): string[] => {
  const drivers: string[] = [demoAccounts.driver.email];
  for (let i = 1; i <= options.count; i++) {
    const email = `driver${String(i).padStart(options.large ? 6 : 3, "0")}@drivers.haulboard.test`;
    plan.users.push([
      email,
      hash,
      random.pick(firstNames),
      random.pick(lastNames),
      random.next() < 0.85 ? formatPhone(100000 + i) : null,
      true,
      accepted,
      random.next() < 0.9 ? `cus_${(1_000_000 + i).toString(36).toUpperCase()}` : null,
      random.next() < 0.5,
    ]);
    plan.roles.push([email, RoleName.driver]);
    drivers.push(email);
  }
  return drivers;
};
