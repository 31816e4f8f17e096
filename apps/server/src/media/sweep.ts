import { unusedMediaHours } from "@haulboard/domain";
import type { Database } from "../db/Database.ts";
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
    const [lock] = await tx.query<{ locked: boolean }>(
      "select pg_try_advisory_xact_lock(hashtext($1)) as locked",
      [sweepLockKey],
    );
    if (!lock?.locked) return null;
    return tx.query<{ id: string; area: string; file_name: string; storage_upload_id: string }>(
      `update media_uploads set swept_at = now()
        where id in (select id from media_uploads
                      where expires_at <= now() and (swept_at is null or swept_at < now() - interval '10 minutes')
                      order by expires_at limit $1)
        returning id, area, file_name, storage_upload_id`,
      [options.batch ?? 100],
    );
  });
  if (claimed === null) return { locked: false, swept: 0 };
  let swept = 0;
  for (const upload of claimed) {
    await storage.abortMultipartUpload(`${upload.area}/${upload.file_name}`, upload.storage_upload_id);
    await db.query("delete from media_uploads where id = $1", [upload.id]);
    swept += 1;
  }
  // Finished files that nothing uses a day after they were stored (issue 36 #2).
  swept += await sweepUnusedFiles(db, storage, options.batch ?? 100);
  // Misses older than the rate-limit window are no longer counted.
  await db.query("delete from media_misses where at < now() - interval '1 hour'");
  return { locked: true, swept };
};

/** Runs the sweep every `intervalSeconds`; answers a function that stops it. */
export const startMediaSweeper = (
  db: Database,
  storage: MediaStorage,
  intervalSeconds: number,
  log: (line: string) => void,
): (() => void) => {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepExpiredUploads(db, storage)
      .then(({ swept }) => {
        if (swept > 0) log(`media sweep: removed ${swept} abandoned upload(s)`);
      })
      .catch((error: unknown) =>
        log(`media sweep failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        running = false;
      });
  }, intervalSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
};

/**
 * Removes finished job videos and ad creatives that no job and no ad uses `unusedMediaHours` after they
 * were stored (an upload the employer left in an unsaved wizard, a replaced video): from the storage
 * (local disk or S3), then their row. A job keeps its video by path (`/media/jobs/<name>`) or, with
 * S3_PUBLIC_URL, by the bucket's address ending in `/jobs/<name>`. News images and logos are kept: every
 * news image is recorded for its channel's albums, and a logo's files are its company's.
 */
export const sweepUnusedFiles = async (db: Database, storage: MediaStorage, batch = 100): Promise<number> => {
  const unused = await db.query<{ area: string; file_name: string }>(
    `select f.area, f.file_name from media_files f
      where f.created_at < now() - make_interval(hours => $1)
        and ((f.area = 'jobs' and not exists (select 1 from jobs j
               where j.video_url = '/media/jobs/' || f.file_name or j.video_url like '%/jobs/' || f.file_name))
          or (f.area = 'ads' and not exists (select 1 from ads a where a.media_file_name = f.file_name)))
      order by f.created_at limit $2`,
    [unusedMediaHours, batch],
  );
  for (const file of unused) {
    await storage.deleteObject(`${file.area}/${file.file_name}`);
    await db.query("delete from media_files where area = $1 and file_name = $2", [file.area, file.file_name]);
  }
  return unused.length;
};
