// Ads demo and bench data (issue 21). The ads admin sign-in (ads@haulboard.test) is one of the demo
// accounts (accounts.ts); this adds creatives and campaigns, once (app_meta key `seed_ads`).
import { adPlacements, UsState } from "@haulboard/domain";
import sharp from "sharp";
import type { Database, Queryable } from "../db/Database.ts";
import type { MediaStorage } from "../storage/MediaStorage.ts";
import { makeRandom } from "./samples.ts";

const day = 24 * 3600_000;

/** A flat banner of the given size and colour, as PNG bytes (the demo's creatives are drawn, not shipped). */
const banner = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

const storeCreative = async (q: Queryable, media: MediaStorage, fileName: string, bytes: Buffer) => {
  await media.putObject(`ads/${fileName}`, bytes, "image/png");
  await q.query(
    `insert into media_files (area, file_name, content_type, size) values ('ads', $1, 'image/png', $2)
       on conflict (area, file_name) do nothing`,
    [fileName, bytes.length],
  );
};

/**
 * The demo's campaigns: a running banner and a running card for the drivers' home, a Texas-only card, a
 * campaign scheduled for next week, a paused one, an ended one and a draft.
 */
export const seedAdsDemo = async (db: Database, media: MediaStorage, log?: (line: string) => void) => {
  const [done] = await db.query("select 1 from app_meta where key = 'seed_ads'");
  if (done) return;
  const creatives = {
    banner: { name: "demo-fuel-banner.png", bytes: await banner(728, 90, "#1f6f43") },
    card: { name: "demo-tires-card.png", bytes: await banner(300, 250, "#23487a") },
    texas: { name: "demo-texas-card.png", bytes: await banner(300, 250, "#8a3b12") },
  };
  for (const creative of Object.values(creatives)) {
    await storeCreative(db, media, creative.name, creative.bytes);
  }
  const now = Date.now();
  const iso = (offset: number) => new Date(now + offset).toISOString();
  const ads: (readonly unknown[])[] = [
    [
      "Fuel card — winter",
      "Fuel Partner",
      "15¢ off per gallon at 2,000 stops",
      creatives.banner.name,
      "A green fuel card banner",
      ["home_banner", "news_post"],
      iso(-7 * day),
      iso(60 * day),
      false,
      20,
      [],
    ],
    [
      "Tires — spring",
      "RoadGrip Tires",
      "All-season steer tires, fitted in an hour",
      creatives.card.name,
      "A blue tire offer card",
      ["home_card", "news_list"],
      iso(-3 * day),
      null,
      false,
      10,
      [],
    ],
    [
      "Texas parking",
      "Lone Star Parking",
      "Secure truck parking across Texas",
      creatives.texas.name,
      "A rust-coloured parking offer card",
      ["home_card"],
      iso(-1 * day),
      null,
      false,
      10,
      ["TX"],
    ],
    [
      "Insurance — next week",
      "Haul Insure",
      "Owner-operator cover from $9 a day",
      creatives.card.name,
      "A blue insurance offer card",
      ["home_card"],
      iso(7 * day),
      null,
      false,
      10,
      [],
    ],
    [
      "Boots — paused",
      "Trail Boots",
      "Steel toe, all day comfort",
      creatives.banner.name,
      "A green boots banner",
      ["home_banner"],
      iso(-10 * day),
      null,
      true,
      10,
      [],
    ],
    [
      "Fall fuel — ended",
      "Fuel Partner",
      "Fall fuel savings",
      creatives.banner.name,
      "A green fuel card banner",
      ["home_banner"],
      iso(-60 * day),
      iso(-30 * day),
      false,
      10,
      [],
    ],
    [
      "Draft: ELD promo",
      "LogRight ELD",
      "The ELD drivers like",
      null,
      "",
      ["home_banner"],
      null,
      null,
      false,
      10,
      [],
    ],
  ];
  await db.transaction(async (tx) => {
    for (const [
      name,
      advertiser,
      headline,
      file,
      alt,
      placements,
      starts,
      ends,
      paused,
      weight,
      states,
    ] of ads) {
      await tx.query(
        `insert into ads (name, advertiser, headline, body, media_file_name, kind, alt_text, target_url, placements,
                          starts_at, ends_at, paused, weight, states)
         values ($1, $2, $3, '', $4, case when $4::text is null then null else 'image' end, $5,
                 'https://example.com/haulboard-demo', $6::text[], $7, $8, $9, $10, $11::text[])`,
        [name, advertiser, headline, file, alt, placements, starts, ends, paused, weight, states],
      );
    }
    await tx.query("insert into app_meta (key, value) values ('seed_ads', 'demo') on conflict do nothing");
  });
  log?.(`Seeded ${ads.length} demo ads`);
};

/**
 * `count` ads for the serving benchmark (10,000 by default) over every placement, spread across states and
 * statuses the way a busy ad manager's list looks: most running, some scheduled, paused, ended or drafts,
 * a third targeted at one to three states. They share one creative record (no bytes are needed to serve).
 */
export const seedBenchAds = async (db: Database, count = 10_000) => {
  const { next: random } = makeRandom(21);
  await db.query(
    `insert into media_files (area, file_name, content_type, size) values ('ads', 'bench.png', 'image/png', 1)
       on conflict (area, file_name) do nothing`,
  );
  const now = Date.now();
  const iso = (offset: number) => new Date(now + offset).toISOString();
  const states = UsState.codes;
  const rows: unknown[][] = [];
  for (let i = 0; i < count; i += 1) {
    const kind = random();
    const startsAt = kind < 0.05 ? null : kind < 0.15 ? iso(random() * 30 * day) : iso(-random() * 30 * day);
    const endsAt = kind > 0.9 ? iso(-random() * day) : random() < 0.5 ? null : iso(30 * day);
    const placements = adPlacements.filter(() => random() < 0.5);
    const targeted = random() < 0.33;
    rows.push([
      `Bench ad ${i + 1}`,
      `Advertiser ${(i % 250) + 1}`,
      "Bench headline",
      "bench.png",
      "image",
      "Bench creative",
      "https://example.com/bench",
      `{${(placements.length > 0 ? placements : ["home_banner"]).join(",")}}`,
      startsAt,
      endsAt && startsAt && endsAt <= startsAt ? null : endsAt,
      kind > 0.85 && kind <= 0.9,
      1 + Math.floor(random() * 100),
      targeted
        ? `{${[...new Set([0, 1, 2].slice(0, 1 + Math.floor(random() * 3)).map(() => states[Math.floor(random() * states.length)]))].join(",")}}`
        : "{}",
    ]);
  }
  // Array columns travel as their text form ('{a,b}') and are cast row by row (unnest flattens 2-D arrays).
  for (let from = 0; from < rows.length; from += 5000) {
    const chunk = rows.slice(from, from + 5000);
    const column = (index: number) => chunk.map((row) => row[index] ?? null);
    await db.query(
      `insert into ads (name, advertiser, headline, media_file_name, kind, alt_text, target_url, placements,
                        starts_at, ends_at, paused, weight, states)
       select n, a, h, f, k, alt, t, pl::text[], s, e, p, w, st::text[]
         from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                     $8::text[], $9::timestamptz[], $10::timestamptz[], $11::boolean[], $12::integer[], $13::text[])
           as r(n, a, h, f, k, alt, t, pl, s, e, p, w, st)`,
      Array.from({ length: 13 }, (_, index) => column(index)),
    );
  }
  await db.exec("analyze ads");
};
