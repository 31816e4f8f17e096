import type { Queryable } from "../db/Database.ts";
import { demoAccounts } from "./accounts.ts";
import { insertMany } from "./bulk.ts";
import { companyKinds, companyWords, formatPhone, type makeRandom, places, sizes } from "./samples.ts";
import { type PeoplePlan, planCompanyPerson } from "./users.ts";

type Random = ReturnType<typeof makeRandom>;

export interface CompanyPlan {
  readonly name: string;
  /** The owner's email (company admin). */
  readonly admin: string;
  readonly members: string[];
}

/**
 * The demo accounts' own companies first, then generated ones, each with an owner and (at the demo
 * scale) one to four employees, whose accounts go into `people`.
 */
export const planCompanies = (
  random: Random,
  hash: string,
  people: PeoplePlan,
  options: { count: number; large: boolean },
): CompanyPlan[] => {
  const companies: CompanyPlan[] = [
    {
      name: "Blue Ridge Freight",
      admin: demoAccounts.companyAdmin.email,
      members: [demoAccounts.employer.email],
    },
    { name: "Lone Star Logistics", admin: demoAccounts.contributor.email, members: [] },
  ];
  for (let i = companies.length; i < options.count; i++) {
    const name = `${companyWords[i % companyWords.length]} ${companyKinds[Math.floor(i / companyWords.length) % companyKinds.length]}${i >= companyWords.length * companyKinds.length ? ` ${i}` : ""}`;
    const slug = `c${i + 1}`;
    const admin = `owner@${slug}.haulboard.test`;
    planCompanyPerson(random, hash, people, { email: admin, phoneSeed: i * 31, isOwner: true });
    const members: string[] = [];
    const employees = options.large ? 0 : random.int(1, 4);
    for (let e = 1; e <= employees; e++) {
      const email = `employee${e}@${slug}.haulboard.test`;
      planCompanyPerson(random, hash, people, { email, phoneSeed: i * 31 + e, isOwner: false });
      members.push(email);
    }
    companies.push({ name, admin, members });
  }
  return companies;
};

const companyColumns = [
  { name: "company_name", type: "text" },
  { name: "size", type: "text" },
  { name: "street1", type: "text" },
  { name: "city", type: "text" },
  { name: "state", type: "text" },
  { name: "postal_code", type: "text" },
  { name: "country", type: "text" },
  { name: "sales_ref", type: "text" },
  { name: "billing_type", type: "text" },
  { name: "plan_id", type: "integer" },
  { name: "phone", type: "text" },
  { name: "email", type: "text" },
  { name: "latitude", type: "double precision" },
  { name: "longitude", type: "double precision" },
  { name: "status", type: "text" },
  { name: "total_jobs", type: "integer" },
  { name: "created_at", type: "timestamptz" },
];

/** Inserts the companies (their users exist already) and links owners and employees to them. */
export const insertCompanies = async (
  q: Queryable,
  random: Random,
  companies: readonly CompanyPlan[],
  large: boolean,
): Promise<void> => {
  const rows = companies.map((company, index) => {
    const [city, state, zip, lng, lat] = places[index % places.length] ?? places[0];
    const created = new Date(Date.UTC(2024, 0, 1) + index * 3_600_000 * (large ? 1 : 24 * 13));
    return [
      company.name,
      sizes[index % sizes.length],
      `${100 + ((index * 37) % 9000)} ${random.pick(["Main St", "Commerce Dr", "Industrial Blvd", "Depot Rd"])}`,
      city,
      state,
      zip,
      "US",
      company.admin,
      index % 5 === 0 ? "CONTRACT" : "CELERO",
      index % 5 === 0 ? 1 : 2,
      formatPhone(500000 + index),
      `dispatch@c${index + 1}.haulboard.test`,
      lat,
      lng,
      index % 17 === 16 ? "Locked" : "Active",
      random.int(0, 40),
      created,
    ];
  });
  await insertMany(q, "companies", companyColumns, rows);
  // sales_ref carried the admin's email to link them; link and clear it.
  await q.query(
    `update companies c set employer_id = u.id, sales_ref = null, active_jobs = c.total_jobs / 2
       from users u where lower(u.email) = lower(c.sales_ref)`,
  );
  await q.query(`update users u set company_id = c.id from companies c where c.employer_id = u.id`);
  const memberPairs = companies.flatMap((company) =>
    company.members.map((member) => [member, company.admin]),
  );
  await q.query(
    `update users u set company_id = owner.company_id
       from unnest($1::text[], $2::text[]) as m(member, admin) join users owner on lower(owner.email) = lower(m.admin)
      where lower(u.email) = lower(m.member)`,
    [memberPairs.map((p) => p[0]), memberPairs.map((p) => p[1])],
  );
};
