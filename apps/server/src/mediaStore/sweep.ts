import { unusedMediaHours } from "@haulboard/domain";
import { type Selectable, sql } from "kysely";
import type { Database } from "../db/Database.ts";
import type { MediaFiles } from "../db/schema.gen.ts";
import { typed } from "../db/typed.ts";
import type { PeriodicTask } from "../ops/periodic.ts";
import type { MediaStorage } from "../storage/MediaStorage.ts";

/**
 * Removes abandoned uploads (open past their 24 hours) and their parts. Replicas all run the sweep; a
 * transaction-level advisory lock lets one of them claim the expired uploads at a time. A claimed upload
 * keeps its row until the storage has dropped its parts, so a sweep cut short is finished by the next.
 */
export const sweepLockKey = "haulboard:media-sweep";

export const sweepExpiredUploads = async (
  db: Database,
  storage: MediaStorage,
  options: { readonly batch?: number } = {},
): Promise<{ readonly locked: boolean; readonly swept: number }> => {
  const claimed = await db.transaction(async (tx) => {
    const k = typed(tx);
    const { rows: locks } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_xact_lock(hashtext(${sweepLockKey})) as locked`.execute(k);
    if (!locks[0]?.locked) return null;
    return k
      .updateTable("media_uploads")
      .set({ swept_at: sql<Date>`now()` })
      .where("id", "in", (eb) =>
        eb
          .selectFrom("media_uploads")
          .select("id")
          .where(
            sql<boolean>`expires_at <= now() and (swept_at is null or swept_at < now() - interval '10 minutes')`,
          )
          .orderBy("expires_at")
          .limit(options.batch ?? 100),
      )
      .returning(["id", "area", "file_name", "storage_upload_id"])
      .execute();
  });
  if (claimed === null) return { locked: false, swept: 0 };
  let swept = 0;
  for (const upload of claimed) {
    await storage.abortMultipartUpload(`${upload.area}/${upload.file_name}`, upload.storage_upload_id);
    await typed(db).deleteFrom("media_uploads").where("id", "=", upload.id).execute();
    swept += 1;
  }
  // Finished files that nothing uses a day after they were stored (issue 36 #2).
  swept += await sweepUnusedFiles(db, storage, options.batch ?? 100);
  // Quota claims of uploads whose process died (a live upload drops its own).
  await typed(db).deleteFrom("media_reservations").where(sql<boolean>`expires_at <= now()`).execute();
  // Misses older than the rate-limit window are no longer counted.
  await typed(db).deleteFrom("media_misses").where(sql<boolean>`at < now() - interval '1 hour'`).execute();
  return { locked: true, swept };
};

/** The sweep as a job (ops/periodic.ts), every `intervalSeconds`. */
export const mediaSweepTask = (
  db: Database,
  storage: MediaStorage,
  intervalSeconds: number,
): PeriodicTask => ({
  name: "media sweep",
  intervalMs: intervalSeconds * 1000,
  run: async () => {
    const { swept } = await sweepExpiredUploads(db, storage);
    return swept > 0 ? `media sweep: removed ${swept} abandoned upload(s)` : undefined;
  },
});

/** A stored file's name after its area in a path or a bucket address (`/media/news/<name>`, `…/news/<name>`). */
const namePattern = "[A-Za-z0-9-]{1,100}\\.(?:mp4|webm|png|jpg|webp|gif)";

/**
 * Of the `candidates` (area, file name), those something uses (issue 36 #2). Every place that names a
 * stored file, by path (`/media/<area>/<name>`) or by the bucket's public address (S3_PUBLIC_URL, ending
 * in `<area>/<name>`):
 * - a job's video (`jobs.video_url`) and any file inside its rich-text description (`job_description`);
 * - an ad's creative (`ads.media_file_name`);
 * - a company's logo (`companies.logo`, written `file_name` by the upload and `fileName` by the update);
 * - a news post's thumbnails and any file inside its rich-text body;
 * - an image filed in a news album (both its sizes).
 * A smaller rendition (`media_files.rendition_of`: a logo's 49×19, a news image's 587×226) is used while its
 * main file is, and the other way round; news images uploaded before renditions were recorded are paired
 * by their `news_images` row. One read of each table per sweep, whatever the number of candidates.
 */
const usedAmong = (areas: readonly string[], fileNames: readonly string[]) =>
  sql<Pick<Selectable<MediaFiles>, "area" | "file_name">>`
with candidate as (
  select f.area, f.file_name, f.rendition_of
    from unnest(${areas}::text[], ${fileNames}::text[]) as c(area, file_name)
    join media_files f on f.area = c.area and f.file_name = c.file_name
),
${sql.raw(usedAmongTailSql)}`;

const usedAmongTailSql = `
named (area, file_name) as (
  select 'jobs', substring(video_url from '/jobs/(${namePattern})$') from jobs where video_url is not null
  union all
  select m[1], m[2] from jobs
    cross join lateral regexp_matches(job_description, '/(jobs|ads|news|logos)/(${namePattern})', 'g') m
  union all
  select 'ads', media_file_name from ads where media_file_name is not null
  union all
  select 'logos', coalesce(logo ->> 'file_name', logo ->> 'fileName') from companies where logo is not null
  union all
  select m[1], m[2] from news_posts
    cross join lateral regexp_matches(
      concat_ws(' ', thumbnail, thumbnail_full, thumbnail_small, body),
      '/(jobs|ads|news|logos)/(${namePattern})', 'g') m
  union all
  select 'news', substring(u from '/news/(${namePattern})$')
    from news_images i cross join lateral (values (i.image_url), (i.small_url)) v(u)
   where i.album_id is not null
),
used as (select distinct area, file_name from named where file_name is not null),
news_pair as (
  select substring(image_url from '/news/(${namePattern})$') as main,
         substring(small_url from '/news/(${namePattern})$') as small
    from news_images
)
select c.area, c.file_name from candidate c
 where exists (select 1 from used u
                where u.area = c.area and (u.file_name = c.file_name or u.file_name = c.rendition_of))
    or exists (select 1 from media_files r join used u on u.area = r.area and u.file_name = r.file_name
                where r.area = c.area and r.rendition_of = c.file_name)
    or (c.area = 'news' and exists (
          select 1 from news_pair p join used u on u.area = 'news' and u.file_name in (p.main, p.small)
           where c.file_name in (p.main, p.small)))`;

/**
 * Removes finished files of every area (job videos, ad creatives, news images, logos) that nothing has
 * used for `unusedMediaHours` since they were stored or last seen in use (an upload left in an unsaved
 * wizard or editor, a replaced video or logo, an image taken out of a post): from the storage (local disk
 * or S3), then their row, and a removed news image's `news_images` row (a post can no longer pick it). A
 * file found in use is marked and looked at again a day later.
 */
export const sweepUnusedFiles = async (db: Database, storage: MediaStorage, batch = 100): Promise<number> => {
  const k = typed(db);
  const lastUse = sql<Date>`coalesce(seen_in_use_at, created_at)`;
  const candidates = await k
    .selectFrom("media_files")
    .select(["area", "file_name"])
    .where(lastUse, "<", sql<Date>`now() - make_interval(hours => ${unusedMediaHours})`)
    .orderBy(lastUse)
    .limit(batch)
    .execute();
  if (candidates.length === 0) return 0;
  const { rows: used } = await usedAmong(
    candidates.map((file) => file.area),
    candidates.map((file) => file.file_name),
  ).execute(k);
  const inUse = new Set(used.map((file) => `${file.area}/${file.file_name}`));
  if (used.length > 0) {
    await sql`
      update media_files f set seen_in_use_at = now()
        from unnest(${used.map((file) => file.area)}::text[], ${used.map((file) => file.file_name)}::text[]) as u(area, file_name)
       where f.area = u.area and f.file_name = u.file_name`.execute(k);
  }
  let swept = 0;
  for (const file of candidates) {
    if (inUse.has(`${file.area}/${file.file_name}`)) continue;
    await storage.deleteObject(`${file.area}/${file.file_name}`);
    await k
      .deleteFrom("media_files")
      .where("area", "=", file.area)
      .where("file_name", "=", file.file_name)
      .execute();
    if (file.area === "news") {
      await sql`delete from news_images
                 where image_url like '%/news/' || ${file.file_name} or small_url like '%/news/' || ${file.file_name}`.execute(
        k,
      );
    }
    swept += 1;
  }
  return swept;
};
