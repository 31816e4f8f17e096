import { cancellationReasons, type Role, RoleName } from "@haulboard/domain";
import { type Database, onlyRow, type Queryable } from "../db/Database.ts";
import { hashPassword } from "../security/password.ts";

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

/** A small deterministic PRNG (mulberry32): the same seed gives the same data on every machine. */
export const makeRandom = (seed: number) => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => {
    const item = list[Math.floor(next() * list.length)];
    if (item === undefined) throw new Error("pick from an empty list");
    return item;
  };
  return { next, int, pick };
};

const firstNames = [
  "James",
  "Maria",
  "Robert",
  "Linda",
  "Michael",
  "Patricia",
  "David",
  "Jennifer",
  "Carlos",
  "Elizabeth",
  "Daniel",
  "Susan",
  "Jose",
  "Karen",
  "Thomas",
  "Nancy",
  "Charles",
  "Lisa",
  "Luis",
  "Betty",
  "Kevin",
  "Angela",
  "Brian",
  "Sandra",
  "Marcus",
  "Donna",
  "Tyrone",
  "Carol",
  "Gary",
  "Rosa",
  "Dwayne",
  "Michelle",
  "Ray",
  "Tanya",
];
const lastNames = [
  "Smith",
  "Johnson",
  "Williams",
  "Brown",
  "Jones",
  "Garcia",
  "Miller",
  "Davis",
  "Rodriguez",
  "Martinez",
  "Hernandez",
  "Lopez",
  "Wilson",
  "Anderson",
  "Thomas",
  "Taylor",
  "Moore",
  "Jackson",
  "Martin",
  "Lee",
  "Perez",
  "Thompson",
  "White",
  "Harris",
  "Sanchez",
  "Clark",
  "Ramirez",
  "Lewis",
  "Robinson",
  "Walker",
  "Young",
  "Allen",
];
const companyWords = [
  "Blue Ridge",
  "Lone Star",
  "Great Plains",
  "Red Rock",
  "Iron Horse",
  "Silver State",
  "Prairie",
  "Cascade",
  "Gulf Coast",
  "Big Sky",
  "Keystone",
  "Heartland",
  "Frontier",
  "Summit",
  "Canyon",
  "Pioneer",
  "Evergreen",
  "Magnolia",
  "Buckeye",
  "Badger",
  "Sunbelt",
  "Timberline",
  "Harbor",
  "Crossroads",
  "Midway",
  "Patriot",
];
const companyKinds = [
  "Freight",
  "Logistics",
  "Transport",
  "Trucking",
  "Carriers",
  "Hauling",
  "Express",
  "Lines",
  "Freightways",
];
const places = [
  ["Dallas", "TX", "75201", -96.797, 32.7767],
  ["Atlanta", "GA", "30303", -84.388, 33.749],
  ["Chicago", "IL", "60601", -87.6298, 41.8781],
  ["Memphis", "TN", "38103", -90.049, 35.1495],
  ["Phoenix", "AZ", "85004", -112.074, 33.4484],
  ["Columbus", "OH", "43215", -82.9988, 39.9612],
  ["Denver", "CO", "80202", -104.9903, 39.7392],
  ["Kansas City", "MO", "64105", -94.5786, 39.0997],
  ["Laredo", "TX", "78040", -99.5075, 27.5306],
  ["Indianapolis", "IN", "46204", -86.1581, 39.7684],
] as const;
const sizes = ["1-5", "6-10", "11-20", "21-50", "51-100", "101+"] as const;
const tiers = ["Basic", "Plus", "Premium"];
const subscriptionTypes = ["monthly", "yearly"];
// The spec's two fixed reasons, and an 'Other' text as a driver would type it.
const reasons = [
  cancellationReasons[0].label,
  cancellationReasons[1].label,
  "Switching to my employer's plan",
];

const formatPhone = (n: number) => {
  const digits = String(2000000000 + (n % 7999999999)).padStart(10, "0");
  return `(${digits.slice(0, 3)})${digits.slice(3, 6)}-${digits.slice(6)}`;
};

/** Inserts rows through unnest() of one array per column, in batches: fast on both drivers. */
const insertMany = async (
  q: Queryable,
  table: string,
  columns: readonly { name: string; type: string }[],
  rows: readonly unknown[][],
  batch = 5000,
) => {
  for (let start = 0; start < rows.length; start += batch) {
    const chunk = rows.slice(start, start + batch);
    const arrays = columns.map((_, index) => chunk.map((row) => row[index] ?? null));
    const selects = columns.map((column, index) => `$${index + 1}::${column.type}[]`).join(", ");
    await q.query(
      `insert into ${table} (${columns.map((c) => c.name).join(", ")}) select * from unnest(${selects})`,
      arrays,
    );
  }
};

const userColumns = [
  { name: "email", type: "text" },
  { name: "password_hash", type: "text" },
  { name: "first_name", type: "text" },
  { name: "last_name", type: "text" },
  { name: "phone", type: "text" },
  { name: "email_verified", type: "boolean" },
  { name: "terms_accepted_at", type: "timestamptz" },
  { name: "billing_customer_id", type: "text" },
  { name: "tn_newsletters", type: "boolean" },
];

const insertRoles = (q: Queryable, pairs: readonly [string, Role][]) =>
  q.query(
    `insert into user_roles (user_id, role)
     select u.id, p.role from unnest($1::text[], $2::text[]) as p(email, role)
       join users u on lower(u.email) = lower(p.email) and u.deleted_at is null
     on conflict do nothing`,
    [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
  );

export interface SeedOptions {
  readonly scale: "demo" | "large";
  /** scrypt cost of the demo password hash (lower in tests). */
  readonly scryptCost?: number;
  readonly log?: (line: string) => void;
}

export interface SeedSummary {
  readonly companies: number;
  readonly drivers: number;
  readonly users: number;
  readonly ms: number;
}

/**
 * Seeds the demo data once (app_meta key `seed`): one account per role, companies with employees, drivers
 * with healthcare and road-assistance subscriptions (some cancelled, some expired), a few admins. The large
 * scale makes 10,000 companies and 100,000 drivers for benchmarks. Every account shares one password hash
 * (same password, same salt): demo data, never production data.
 */
export const seedDemo = async (db: Database, options: SeedOptions): Promise<SeedSummary | undefined> => {
  const started = performance.now();
  const [done] = await db.query<{ value: string }>("select value from app_meta where key = 'seed'");
  if (done) return undefined;
  const random = makeRandom(2026);
  const hash = await hashPassword(demoPassword, options.scryptCost ?? 16384);
  const large = options.scale === "large";
  const companyCount = large ? 10_000 : 25;
  const driverCount = large ? 100_000 : 300;

  const isSeeded = await db.transaction(async (tx) => {
    // Replicas starting together on one empty database: one seeds, the others wait and then find it done.
    await tx.query("select 1 from (select pg_advisory_xact_lock(7521624301307782144::bigint)) locked");
    const [seededMeanwhile] = await tx.query("select 1 from app_meta where key = 'seed'");
    if (seededMeanwhile) return false;
    const users: unknown[][] = [];
    const roles: [string, Role][] = [];
    const accepted = new Date("2026-01-05T15:00:00Z");
    for (const account of Object.values(demoAccounts)) {
      users.push([
        account.email,
        hash,
        account.first,
        account.last,
        formatPhone(users.length * 7919),
        true,
        accepted,
        null,
        true,
      ]);
      for (const role of account.roles) roles.push([account.email, role]);
    }
    for (let i = 1; i <= 4; i++) {
      const email = `admin${i}@haulboard.test`;
      users.push([
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
      roles.push([email, RoleName.admin]);
    }

    // Companies: the demo accounts' own first, then generated ones, each with a company admin and employees.
    const companies: { name: string; admin: string; members: string[] }[] = [
      {
        name: "Blue Ridge Freight",
        admin: demoAccounts.companyAdmin.email,
        members: [demoAccounts.employer.email],
      },
      { name: "Lone Star Logistics", admin: demoAccounts.contributor.email, members: [] },
    ];
    for (let i = companies.length; i < companyCount; i++) {
      const name = `${companyWords[i % companyWords.length]} ${companyKinds[Math.floor(i / companyWords.length) % companyKinds.length]}${i >= companyWords.length * companyKinds.length ? ` ${i}` : ""}`;
      const slug = `c${i + 1}`;
      const admin = `owner@${slug}.haulboard.test`;
      users.push([
        admin,
        hash,
        random.pick(firstNames),
        random.pick(lastNames),
        formatPhone(i * 31),
        true,
        accepted,
        null,
        true,
      ]);
      roles.push([admin, RoleName.companyAdmin], [admin, RoleName.companyUser]);
      const members: string[] = [];
      const employees = large ? 0 : random.int(1, 4);
      for (let e = 1; e <= employees; e++) {
        const email = `employee${e}@${slug}.haulboard.test`;
        users.push([
          email,
          hash,
          random.pick(firstNames),
          random.pick(lastNames),
          formatPhone(i * 31 + e),
          true,
          null,
          null,
          false,
        ]);
        roles.push([email, RoleName.companyUser]);
        members.push(email);
      }
      companies.push({ name, admin, members });
    }

    const drivers: string[] = [demoAccounts.driver.email];
    for (let i = 1; i <= driverCount; i++) {
      const email = `driver${String(i).padStart(large ? 6 : 3, "0")}@drivers.haulboard.test`;
      users.push([
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
      roles.push([email, RoleName.driver]);
      drivers.push(email);
    }
    await insertMany(tx, "users", userColumns, users);
    await insertRoles(tx, roles);

    const companyRows = companies.map((company, index) => {
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
    await insertMany(
      tx,
      "companies",
      [
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
      ],
      companyRows,
    );
    // sales_ref carried the admin's email to link them; link and clear it.
    await tx.query(
      `update companies c set employer_id = u.id, sales_ref = null, active_jobs = c.total_jobs / 2
         from users u where lower(u.email) = lower(c.sales_ref)`,
    );
    await tx.query(`update users u set company_id = c.id from companies c where c.employer_id = u.id`);
    const memberPairs = companies.flatMap((company) =>
      company.members.map((member) => [member, company.admin]),
    );
    await tx.query(
      `update users u set company_id = owner.company_id
         from unnest($1::text[], $2::text[]) as m(member, admin) join users owner on lower(owner.email) = lower(m.admin)
        where lower(u.email) = lower(m.member)`,
      [memberPairs.map((p) => p[0]), memberPairs.map((p) => p[1])],
    );

    // Subscriptions: healthcare and/or road assistance; about one in six cancelled, one in eight expired.
    const today = Date.now();
    const day = 86_400_000;
    const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const subscriptions: unknown[][] = [];
    drivers.forEach((email, index) => {
      const kinds =
        index === 0
          ? ["healthcare", "road_assistance"]
          : random.pick([["healthcare"], ["road_assistance"], ["healthcare", "road_assistance"]]);
      for (const kind of kinds) {
        const expired = index !== 0 && random.next() < 0.125;
        const cancelled = index !== 0 && !expired && random.next() < 0.17;
        const started = today - random.int(30, 700) * day;
        const expires = expired ? today - random.int(1, 60) * day : today + random.int(5, 360) * day;
        subscriptions.push([
          email,
          kind,
          random.pick(subscriptionTypes),
          random.pick(tiers),
          dateOf(started),
          dateOf(expires),
          cancelled ? new Date(started + random.int(1, 25) * day) : null,
          cancelled ? random.pick(reasons) : null,
        ]);
      }
    });
    for (let start = 0; start < subscriptions.length; start += 10_000) {
      const chunk = subscriptions.slice(start, start + 10_000);
      const column = (index: number) => chunk.map((row) => row[index]);
      await tx.query(
        `insert into driver_subscriptions (user_id, subscription, subscription_type, tier, subscription_date,
                expiration_date, renewal_canceled_at, renewal_cancellation_reason)
         select u.id, s.kind, s.type, s.tier, s.started, s.expires, s.cancelled, s.reason
           from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::date[], $6::date[], $7::timestamptz[], $8::text[])
                  as s(email, kind, type, tier, started, expires, cancelled, reason)
           join users u on lower(u.email) = lower(s.email) and u.deleted_at is null`,
        [0, 1, 2, 3, 4, 5, 6, 7].map(column),
      );
    }
    await tx.query("insert into app_meta (key, value) values ('seed', $1)", [options.scale]);
    return true;
  });
  if (!isSeeded) return undefined;
  // A bulk load leaves the planner without statistics (and PGlite has no autovacuum to gather them).
  await db.exec("analyze companies, users, user_roles, driver_subscriptions");
  const counts = onlyRow(
    await db.query<{ companies: number; drivers: number; users: number }>(
      `select (select count(*)::integer from companies) as companies,
            (select count(*)::integer from user_roles where role = 'Driver') as drivers,
            (select count(*)::integer from users) as users`,
    ),
    "the seed's counts",
  );
  const summary = { ...counts, ms: Math.round(performance.now() - started) };
  options.log?.(
    `Seeded ${options.scale} data: ${summary.companies} companies, ${summary.drivers} drivers, ${summary.users} users in ${summary.ms} ms`,
  );
  return summary;
};
