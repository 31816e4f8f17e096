import { mediaMinFreeBytes, mediaQuotaBytes } from "@haulboard/domain";
import { onlyRow } from "../db/Database.ts";
import type { Deps } from "../deps.ts";
import { appError, type CatalogueEntry, Errors } from "../errors/catalogue.ts";
import type { Caller } from "../http/context.ts";

/**
 * Media (employer-work §7 "Media"): job and ad videos in one request or in parts, news images, company
 * logos, and serving what is stored. Multipart calls are streamed from the raw request (never buffered
 * whole); the bookkeeping of open uploads lives in PostgreSQL so any replica can take the next part.
 */

/** An open upload lives 24 hours; then the sweep removes its parts. */
export const uploadLifetimeHours = 24;

/** Misses (unknown upload ids or file names) a user may make in 15 minutes before being slowed down. */
export const maxMissesPerWindow = 30;

/** Uploads (started or single) a user may begin per hour. */
export const maxUploadsPerHour = 120;

// ---------- rate limits (counted in PostgreSQL, so replicas agree) ----------

export const checkMisses = async (deps: Deps, caller: Caller) => {
  const [row] = await deps.db.query<{ count: number }>(
    "select count(*)::int as count from media_misses where user_id = $1 and at > now() - interval '15 minutes'",
    [caller.userId],
  );
  if ((row?.count ?? 0) >= maxMissesPerWindow) {
    throw appError(Errors.tooManyMisses, { headers: { "Retry-After": "900" } });
  }
};

/** A 404 that counts towards the caller's misses (upload ids and file names are not to be guessed). */
export const notFound = async (deps: Deps, caller: Caller, entry: CatalogueEntry = Errors.uploadNotFound) => {
  await deps.db.query("insert into media_misses (user_id) values ($1)", [caller.userId]);
  return appError(entry);
};

export const checkUploadRate = async (deps: Deps, caller: Caller) => {
  const [row] = await deps.db.query<{ count: number }>(
    `select (select count(*) from media_uploads where owner_user_id = $1 and created_at > now() - interval '1 hour')
          + (select count(*) from media_files where owner_user_id = $1 and created_at > now() - interval '1 hour')
            as count`,
    [caller.userId],
  );
  if (Number(row?.count ?? 0) >= maxUploadsPerHour) {
    throw appError(Errors.tooManyUploads, { headers: { "Retry-After": "3600" } });
  }
};

// ---------- storage bounds (issue 36 #2): per-user and per-company quotas, the disk's free space ----------

/** How long a quota claim outlives a process that died holding it (a live upload drops its own claim). */
const reservationLifetimeMinutes = 60;

/** Drops a quota claim once its bytes are recorded (a file, a part) or refused. */
type Release = () => Promise<void>;

/**
 * Claims `adding` more bytes against the caller's account and company, or refuses them when the account
 * or the company would then keep more than its quota (finished files, the parts of open uploads and the
 * claims of uploads in progress, whatever the area), or when the local disk would be left with less than
 * its minimum free space (counting every claim in progress). The check and the claim are one transaction
 * under an advisory lock per user and per company (user first, then company, so two claims never wait on
 * each other in a circle): two uploads at once cannot both pass the check and together exceed the quota.
 * PGlite runs one transaction at a time; PostgreSQL makes the second claim wait for the first.
 */
export const reserveStorage = async (deps: Deps, caller: Caller, adding: number): Promise<Release> => {
  const companyId = caller.companyId;
  const id = await deps.db.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock(hashtext($1))", [
      `haulboard:media-quota:user:${caller.userId}`,
    ]);
    if (companyId !== null) {
      await tx.query("select pg_advisory_xact_lock(hashtext($1))", [
        `haulboard:media-quota:company:${companyId}`,
      ]);
    }
    const [used] = await tx.query<{ mine: string; company: string; claimed: string }>(
      `select
         (select coalesce(sum(size), 0) from media_files where owner_user_id = $1)
         + (select coalesce(sum(p.size), 0) from media_upload_parts p join media_uploads u on u.id = p.upload_id
             where u.owner_user_id = $1)
         + (select coalesce(sum(size), 0) from media_reservations where owner_user_id = $1 and expires_at > now())
           as mine,
         (select coalesce(sum(size), 0) from media_files where $2::integer is not null and company_id = $2)
         + (select coalesce(sum(p.size), 0) from media_upload_parts p join media_uploads u on u.id = p.upload_id
             where $2::integer is not null and u.company_id = $2)
         + (select coalesce(sum(size), 0) from media_reservations
             where $2::integer is not null and company_id = $2 and expires_at > now()) as company,
         (select coalesce(sum(size), 0) from media_reservations where expires_at > now()) as claimed`,
      [caller.userId, companyId],
    );
    if (Number(used?.mine ?? 0) + adding > mediaQuotaBytes.user) throw appError(Errors.userQuota);
    if (companyId !== null && Number(used?.company ?? 0) + adding > mediaQuotaBytes.company)
      throw appError(Errors.companyQuota);
    if (deps.media.freeBytes) {
      const minimum = deps.config.media.minFreeBytes ?? mediaMinFreeBytes;
      const free = await deps.media.freeBytes().catch(() => Number.POSITIVE_INFINITY);
      if (free - Number(used?.claimed ?? 0) - adding < minimum) throw appError(Errors.storageFull);
    }
    const [claim] = await tx.query<{ id: string }>(
      `insert into media_reservations (owner_user_id, company_id, size, expires_at)
       values ($1, $2, $3, now() + make_interval(mins => $4)) returning id::text as id`,
      [caller.userId, companyId, adding, reservationLifetimeMinutes],
    );
    return onlyRow(claim ? [claim] : [], "the quota claim").id;
  });
  return async () => {
    await deps.db.query("delete from media_reservations where id = $1::bigint", [id]);
  };
};

/** Runs `work` with `adding` bytes claimed against the caller's quotas; the claim goes when it settles. */
export const withStorage = async <A>(
  deps: Deps,
  caller: Caller,
  adding: number,
  work: () => Promise<A>,
): Promise<A> => {
  const release = await reserveStorage(deps, caller, adding);
  try {
    return await work();
  } finally {
    await release();
  }
};
