// News demo (issue 20): channels and posts written by the demo news admin and contributor. The large
// scale adds the benchmark's 100 channels × 1,000 posts. Seeded once (app_meta key `seed_news`), also
// into a database seeded before the news existed.
import type { Database, Queryable } from "../db/Database.ts";
import { insertMany } from "./bulk.ts";

const seedLock = "select 1 from (select pg_advisory_xact_lock(7521624301307782145::bigint)) locked";

const demoChannels = [
  ["news", "Industry News", "FMCSA rules, fuel prices and freight markets.", true],
  ["blog", "Driver Life", "Stories from the road, by drivers and for drivers.", true],
  ["video", "Safety Minute", "Short pre-trip and safety videos.", true],
  ["news", "Archive 2025", "Last year's news, kept for reference.", false],
] as const;

const paragraph = (text: string) => `<p>${text}</p>`;

/** Demo posts: [channel index, title, body, active, hours from now (negative: past; null: unscheduled)]. */
const demoPosts: ReadonlyArray<readonly [number, string, string, boolean, number | null]> = [
  [
    0,
    "Diesel prices fall for the third week in a row",
    `${paragraph("The national average for on-highway diesel dropped 4 cents to $3.71 a gallon.")}<table><tbody><tr><th><p>Region</p></th><th><p>Price</p></th></tr><tr><td><p>Gulf Coast</p></td><td><p>$3.42</p></td></tr><tr><td><p>West Coast</p></td><td><p>$4.51</p></td></tr></tbody></table>`,
    true,
    -50,
  ],
  [
    0,
    "New hours-of-service pilot opens for applications",
    paragraph("Carriers may apply until March."),
    true,
    -30,
  ],
  [0, "ELD rule changes: what carriers need to know", paragraph("A summary of the new rule."), true, 48],
  [1, "Ten years on the road: lessons from a team driver", paragraph("Sleep, food and family."), true, -20],
  [
    1,
    "Best truck stops on I-80",
    paragraph("Our readers' favourite stops between Chicago and Reno."),
    true,
    -5,
  ],
  [1, "Draft: winter driving checklist", paragraph("Chains, fuel additive, extra blankets."), false, null],
  [2, "Pre-trip inspection in five minutes", paragraph("Tires, lights, brakes, coupling."), true, -2],
  [3, "Freight market outlook 2025", paragraph("An old outlook."), true, -9000],
];

const insertDemoNews = async (tx: Queryable, large: boolean) => {
  const [staff] = await tx.query<{ admin: number | null; contributor: number | null }>(
    `select (select id from users where email = 'newsadmin@haulboard.test') as admin,
            (select id from users where email = 'contributor@haulboard.test') as contributor`,
  );
  const admin = staff?.admin;
  if (!admin) return;
  const contributor = staff?.contributor ?? admin;
  const channelIds: number[] = [];
  for (const [type, name, description, active] of demoChannels) {
    const [row] = await tx.query<{ id: number }>(
      `insert into news_channels (channel_type, name, description, is_active, created_by, created_at)
       values ($1, $2, $3, $4, $5, now() - interval '60 days') returning id`,
      [type, name, description, active, admin],
    );
    if (row) channelIds.push(row.id);
  }
  for (const [channel, title, body, active, hours] of demoPosts) {
    const at = hours === null ? null : new Date(Date.now() + hours * 3_600_000).toISOString();
    await tx.query(
      `insert into news_posts (channel_id, title, body, is_active, scheduled_at, user_id, created_at)
       values ($1, $2, $3, $4, $5, $6, least(now(), coalesce($5::timestamptz, now())))`,
      [channelIds[channel], title, body, active, at, active ? admin : contributor],
    );
  }
  if (!large) return;
  // The benchmark's feed: 100 channels × 1,000 posts, published over the last 1,000 hours.
  const channels = Array.from({ length: 100 }, (_, i) => [
    "news",
    `Bench channel ${i + 1}`,
    null,
    i % 10 !== 9,
    admin,
  ]);
  const created = await tx.query<{ id: number }>(
    `insert into news_channels (channel_type, name, description, is_active, created_by)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::boolean[], $5::integer[]) returning id`,
    [0, 1, 2, 3, 4].map((index) => channels.map((row) => row[index])),
  );
  const now = Date.now();
  const posts: unknown[][] = [];
  created.forEach(({ id }, c) => {
    for (let p = 0; p < 1000; p += 1) {
      const at = new Date(now - (p * 100 + c) * 36_000).toISOString();
      posts.push([
        id,
        `Bench post ${p + 1} of channel ${c + 1}`,
        paragraph("Bench body."),
        p % 7 !== 6,
        at,
        admin,
        at,
      ]);
    }
  });
  await insertMany(
    tx,
    "news_posts",
    [
      { name: "channel_id", type: "integer" },
      { name: "title", type: "text" },
      { name: "body", type: "text" },
      { name: "is_active", type: "boolean" },
      { name: "scheduled_at", type: "timestamptz" },
      { name: "user_id", type: "integer" },
      { name: "created_at", type: "timestamptz" },
    ],
    posts,
  );
};

/** Seeds the news demo once; `large` when the database holds the large seed. */
export const seedNewsDemo = async (db: Database, log?: (line: string) => void): Promise<void> => {
  const [done] = await db.query("select 1 from app_meta where key = 'seed_news'");
  if (done) return;
  const seeded = await db.transaction(async (tx) => {
    await tx.query(seedLock);
    const [meanwhile] = await tx.query("select 1 from app_meta where key = 'seed_news'");
    if (meanwhile) return false;
    const [seed] = await tx.query<{ value: string }>("select value from app_meta where key = 'seed'");
    if (!seed) return false;
    await insertDemoNews(tx, seed.value === "large");
    await tx.query("insert into app_meta (key, value) values ('seed_news', $1)", [seed.value]);
    return true;
  });
  if (!seeded) return;
  await db.exec("analyze news_channels, news_posts");
  log?.("Seeded the news demo (channels and posts)");
};
