import { randomBytes, randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import type { AnyEndpoint } from "@haulboard/api/contract";
import { Media, routePattern } from "@haulboard/api/contract";
import {
  adminRoles,
  adsRoles,
  isLogoCropSize,
  largestChunkSize,
  type MediaKind,
  mediaMaxBytes,
  mediaMinFreeBytes,
  mediaQuotaBytes,
  newsWriterRoles,
  singleUploadLimitBytes,
} from "@haulboard/domain";
import { Result, Schema, SchemaIssue } from "effect";
import type { Context, Hono } from "hono";
import { onlyRow } from "../db/Database.ts";
import type { Deps } from "../deps.ts";
import { appError, appErrorOf, type CatalogueEntry, ErrorFamilies, Errors } from "../errors/catalogue.ts";
import { companyManagerRoles, isAllowed, type RouteRule, roles } from "../http/access.ts";
import type { Caller, HandlerInput, Routes } from "../http/context.ts";
import { type ErrorEntry, HttpError, sendError } from "../http/errors.ts";
import { checkOwnCompany, recordImpersonatedWrite, resolveCaller } from "../http/mount.ts";
import { CropOutside, cleanImage, logoImages, newsThumbnails, type ProcessedImage } from "../media/images.ts";
import { readMultipart } from "../media/multipart.ts";
import {
  contentTypes,
  extensionMatches,
  extensionOf,
  type Sniffed,
  type SniffedType,
  sniff,
  sniffBytes,
} from "../media/sniff.ts";
import { hashing, peek, readAtMost } from "../media/streams.ts";
import { type MediaArea, mediaUrl as urlOf } from "../media/urls.ts";
import { LengthMismatch } from "../storage/local.ts";
import { jobWriterRoles } from "./jobWork.ts";

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

type Area = MediaArea;

const mediaUrl = (deps: Deps, area: Area, fileName: string) => urlOf(deps.config, area, fileName);

const keyOf = (area: Area, fileName: string) => `${area}/${fileName}`;

/** Admins write any company's jobs, so they reach any company's job media (the internal user only reads). */
const reachesAnyCompany = (caller: Caller) => caller.roles.some((role) => adminRoles.includes(role));

// ---------- rate limits (counted in PostgreSQL, so replicas agree) ----------

const checkMisses = async (deps: Deps, caller: Caller) => {
  const [row] = await deps.db.query<{ count: number }>(
    "select count(*)::int as count from media_misses where user_id = $1 and at > now() - interval '15 minutes'",
    [caller.userId],
  );
  if ((row?.count ?? 0) >= maxMissesPerWindow) {
    throw appError(Errors.tooManyMisses, { headers: { "Retry-After": "900" } });
  }
};

/** A 404 that counts towards the caller's misses (upload ids and file names are not to be guessed). */
const notFound = async (deps: Deps, caller: Caller, entry: CatalogueEntry = Errors.uploadNotFound) => {
  await deps.db.query("insert into media_misses (user_id) values ($1)", [caller.userId]);
  return appError(entry);
};

const checkUploadRate = async (deps: Deps, caller: Caller) => {
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
const reserveStorage = async (deps: Deps, caller: Caller, adding: number): Promise<Release> => {
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
const withStorage = async <A>(
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

// ---------- decoding the text fields of a multipart form with the contract's schemas ----------

const formatter = SchemaIssue.makeFormatterStandardSchemaV1();

/** Decodes a form's text fields with the endpoint's body schema (its file field stands in as an empty Blob). */
const decodeFields = <A>(
  schema: Schema.Codec<A, unknown>,
  fields: Readonly<Record<string, string>>,
  fileField?: string,
): A => {
  const input = fileField ? { ...fields, [fileField]: new Blob([]) } : fields;
  const result = Schema.decodeUnknownResult(schema)(input, { errors: "all", onExcessProperty: "ignore" });
  if (Result.isSuccess(result)) return result.success;
  const entries: ErrorEntry[] = formatter(result.failure.issue).issues.map((issue) => {
    const field = (issue.path ?? []).map(String).join(".");
    return field ? { message: `${field}: ${issue.message}`, field } : { message: `body: ${issue.message}` };
  });
  throw new HttpError(400, entries[0]?.message ?? "Invalid body", { entries });
};

// ---------- type checks by content ----------

const refusal = (sniffed: Sniffed & { ok: false }) =>
  appError(sniffed.reason === "svg" ? Errors.svgRefused : Errors.unsupportedType);

/** The sniffed type of `head`, which must be of one of `kinds` and agree with the declared extension. */
const checkContent = (head: Uint8Array, kinds: readonly MediaKind[], extension?: string): SniffedType => {
  const sniffed = sniff(head);
  if (!sniffed.ok) throw refusal(sniffed);
  if (!kinds.includes(sniffed.kind)) {
    throw appError(kinds.length === 1 && kinds[0] === "video" ? Errors.videoOnly : Errors.imageOnly);
  }
  if (extension !== undefined && !extensionMatches(extension, sniffed.type)) {
    throw appError(Errors.contentMismatch, { field: "extension" });
  }
  return sniffed.type;
};

/** The declared extension must name an accepted type of one of `kinds`. */
const checkExtension = (extension: string, kinds: readonly MediaKind[]) => {
  const normal = extension.trim().toLowerCase().replace(/^\./, "");
  const type = (normal === "jpg" ? "jpeg" : normal) as SniffedType;
  const kind = type in contentTypes ? (contentTypes[type].startsWith("video/") ? "video" : "image") : null;
  if (normal === "svg") throw appError(Errors.svgRefused, { field: "extension" });
  if (kind === null || !kinds.includes(kind)) {
    const refusal =
      kinds.length === 2
        ? Errors.unsupportedType
        : kinds[0] === "video"
          ? Errors.videoOnly
          : Errors.imageOnly;
    throw appError(refusal, { field: "extension" });
  }
  return type;
};

// ---------- storing ----------

const recordFile = async (
  deps: Deps,
  caller: Caller,
  area: Area,
  fileName: string,
  contentType: string,
  size: number,
  companyId: number | null = caller.companyId,
  renditionOf: string | null = null,
) => {
  await deps.db.query(
    `insert into media_files (area, file_name, owner_user_id, company_id, content_type, size, rendition_of)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict (area, file_name) do nothing`,
    [area, fileName, caller.userId, companyId, contentType, size, renditionOf],
  );
};

/** Stores a processed image; a smaller rendition names its main file (the sweep keeps them together). */
const storeImage = async (
  deps: Deps,
  caller: Caller,
  area: Area,
  image: ProcessedImage,
  companyId?: number | null,
  renditionOf?: string,
) => {
  await deps.media.putObject(keyOf(area, image.name), image.bytes, image.contentType);
  await recordFile(
    deps,
    caller,
    area,
    image.name,
    image.contentType,
    image.bytes.length,
    companyId,
    renditionOf ?? null,
  );
};

/** The HTTP status an S3 client error carries (`$metadata.httpStatusCode`), if any. */
const storageStatusOf = (error: unknown): number | undefined => {
  if (typeof error !== "object" || error === null || !("$metadata" in error)) return undefined;
  const metadata: unknown = error.$metadata;
  if (typeof metadata !== "object" || metadata === null || !("httpStatusCode" in metadata)) return undefined;
  return typeof metadata.httpStatusCode === "number" ? metadata.httpStatusCode : undefined;
};

const storageFailure = (error: unknown): HttpError => {
  if (error instanceof HttpError) return error;
  if (error instanceof LengthMismatch) return new HttpError(400, error.message, { field: "size" });
  const status = storageStatusOf(error);
  if (status !== undefined && status >= 400 && status < 500) {
    return appErrorOf(ErrorFamilies.storageRefused, [error instanceof Error ? error.name : "S3"]);
  }
  return appError(Errors.storageDown);
};

/** Images are decoded and re-encoded by sharp; a file it cannot read is refused, not a 500. */
const processImage = async <A>(work: () => Promise<A>): Promise<A> => {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CropOutside) throw new HttpError(422, error.message, { field: "size" });
    throw appError(Errors.contentMismatch);
  }
};

// ---------- single-request uploads (jobs: videos under 10 MB; ads: videos under 10 MB or images) ----------

/**
 * Job media are for jobs (issue 36 #2): a company's users, who post them, and admins, who edit any. A
 * sign-up that belongs to no company posts no job, so it stores nothing.
 */
const checkJobPoster = (area: Area, caller: Caller) => {
  if (area === "jobs" && caller.companyId === null && !reachesAnyCompany(caller)) {
    throw appError(Errors.noCompanyForJobs);
  }
};

const uploadSingle =
  (area: "jobs" | "ads", kinds: readonly MediaKind[]) => async (c: Context, deps: Deps, caller: Caller) => {
    checkJobPoster(area, caller);
    await checkUploadRate(deps, caller);
    const { file } = await readMultipart(c, {
      fileField: "file",
      onFile: async (fields, stream) => {
        const { extension } = decodeFields(Media.SimpleUploadRequest, fields, "file");
        checkExtension(extension, kinds);
        const limit = Math.max(singleUploadLimitBytes - 1, kinds.includes("image") ? mediaMaxBytes.image : 0);
        const bytes = await readAtMost(stream, limit);
        if (bytes === null)
          throw appError(kinds.includes("image") ? Errors.imageTooLarge : Errors.singleTooLarge);
        if (bytes.length === 0) throw appError(Errors.emptyFile, { field: "file" });
        const type = checkContent(bytes.subarray(0, 1024), kinds, extension);
        if (contentTypes[type].startsWith("video/") && bytes.length >= singleUploadLimitBytes)
          throw appError(Errors.singleTooLarge);
        return withStorage(deps, caller, bytes.length, async () => {
          if (contentTypes[type].startsWith("video/")) {
            const fileName = `${randomUUID()}.${extensionOf(type)}`;
            await deps.media.putObject(keyOf(area, fileName), bytes, contentTypes[type]).catch((error) => {
              throw storageFailure(error);
            });
            await recordFile(deps, caller, area, fileName, contentTypes[type], bytes.length);
            return { fileName, url: mediaUrl(deps, area, fileName) };
          }
          const image = await processImage(() => cleanImage(bytes, type));
          await storeImage(deps, caller, area, image);
          return { fileName: image.name, url: mediaUrl(deps, area, image.name) };
        });
      },
    });
    if (file === undefined) throw appErrorOf(ErrorFamilies.fileFieldMissing, ["file"], { field: "file" });
    return file;
  };

/** Forms without a file (start, finish): a file part is refused. */
const readFieldsOnly = async (c: Context) => {
  const { fields } = await readMultipart(c, {
    fileField: "\u0000none",
    onFile: async () => undefined,
  });
  return fields;
};

// ---------- chunked uploads: start → chunk … → finish ----------

interface UploadRow {
  id: string;
  area: "jobs" | "ads";
  file_name: string;
  extension: string;
  storage_upload_id: string;
  detected_type: SniffedType | null;
  finishing_at: string | null;
}

/** The caller's own open upload, or a 404 (another user's upload is not told apart from none). */
const findUpload = async (
  deps: Deps,
  caller: Caller,
  uploadId: string,
  area: "jobs" | "ads",
): Promise<UploadRow> => {
  await checkMisses(deps, caller);
  const [row] = await deps.db.query<UploadRow>(
    `select id, area, file_name, extension, storage_upload_id, detected_type, finishing_at
       from media_uploads
      where id = $1 and owner_user_id = $2 and company_id is not distinct from $3 and area = $4
        and expires_at > now() and swept_at is null`,
    [uploadId, caller.userId, caller.companyId, area],
  );
  if (!row) throw await notFound(deps, caller);
  return row;
};

const startUpload = (area: "jobs" | "ads") => async (c: Context, deps: Deps, caller: Caller) => {
  checkJobPoster(area, caller);
  const { extension } = decodeFields(Media.StartUploadRequest, await readFieldsOnly(c));
  const type = checkExtension(extension, ["video"]);
  await checkUploadRate(deps, caller);
  // A start stores nothing yet: it is refused when not one more byte fits.
  await (await reserveStorage(deps, caller, 1))();
  const fileName = `${randomUUID()}.${extensionOf(type)}`;
  const uploadId = `upl_${randomBytes(18).toString("base64url")}`;
  const storageUploadId = await deps.media
    .createMultipartUpload(keyOf(area, fileName), contentTypes[type])
    .catch((error) => {
      throw storageFailure(error);
    });
  await deps.db.query(
    `insert into media_uploads (id, owner_user_id, company_id, area, file_name, extension, storage_upload_id, expires_at)
     values ($1, $2, $3, $8, $4, $5, $6, now() + make_interval(hours => $7))`,
    [uploadId, caller.userId, caller.companyId, fileName, type, storageUploadId, uploadLifetimeHours, area],
  );
  return { uploadId, fileName };
};

interface PartRow {
  part_number: number;
  size: string | number;
  etag: string;
  sha256: string;
}

const acknowledged = (row: PartRow) => ({
  partNumber: row.part_number,
  etag: row.etag,
  size: Number(row.size),
  checksum: row.sha256,
});

const uploadPart = (area: "jobs" | "ads") => async (c: Context, deps: Deps, caller: Caller) => {
  const { file } = await readMultipart(c, {
    fileField: "file",
    onFile: async (fields, stream) => {
      const input = decodeFields(Media.UploadPartRequest, fields, "file");
      if (input.partNumber < 1 || input.partNumber > 10_000) {
        throw appError(Errors.partNumberRange, { field: "part_number" });
      }
      if (input.size < 1) throw appError(Errors.partSizeInvalid, { field: "size" });
      if (input.size > largestChunkSize) throw appError(Errors.partTooLarge, { field: "size" });
      const upload = await findUpload(deps, caller, input.uploadId, area);
      if (upload.file_name !== input.fileName)
        throw appError(Errors.fileNameMismatch, { field: "file_name" });
      if (upload.finishing_at !== null) throw appError(Errors.alreadyFinishing);
      const [held] = await deps.db.query<{ total: string | null }>(
        "select sum(size)::text as total from media_upload_parts where upload_id = $1 and part_number <> $2",
        [upload.id, input.partNumber],
      );
      if (Number(held?.total ?? 0) + input.size > mediaMaxBytes.video) {
        throw appError(Errors.videoTooLarge);
      }
      const release = await reserveStorage(deps, caller, input.size);
      try {
        return await storePart(deps, upload, input, stream);
      } finally {
        await release();
      }
    },
  });
  if (file === undefined) throw appErrorOf(ErrorFamilies.fileFieldMissing, ["file"], { field: "file" });
  return file;
};

/** Stores one part of `upload` (its bytes claimed against the quotas) and records it. */
const storePart = async (
  deps: Deps,
  upload: UploadRow,
  input: { readonly partNumber: number; readonly size: number; readonly checksum: string },
  stream: Readable,
) => {
  let body: Readable = stream;
  let detected = upload.detected_type;
  if (input.partNumber === 1) {
    // Types by content: the first part's first bytes decide, before anything is stored.
    const { head, rest } = await peek(stream, Math.min(1024, input.size));
    detected = checkContent(head.subarray(0, Math.max(sniffBytes, head.length)), ["video"], upload.extension);
    body = rest;
  }
  const hash = hashing();
  body.on("error", (error) => hash.transform.destroy(error));
  let etag: string;
  try {
    etag = await deps.media.uploadPart(
      keyOf(upload.area, upload.file_name),
      upload.storage_upload_id,
      input.partNumber,
      body.pipe(hash.transform),
      input.size,
    );
  } catch (error) {
    throw storageFailure(error);
  }
  const { sha256 } = hash.digest();
  if (sha256 !== input.checksum) {
    // The storage now holds the damaged bytes under this number: forget the part so finish cannot use it.
    await deps.db.query("delete from media_upload_parts where upload_id = $1 and part_number = $2", [
      upload.id,
      input.partNumber,
    ]);
    throw appError(Errors.badChecksum, { field: "checksum" });
  }
  const [row] = await deps.db.query<PartRow>(
    `insert into media_upload_parts (upload_id, part_number, size, etag, sha256) values ($1, $2, $3, $4, $5)
         on conflict (upload_id, part_number)
           do update set size = excluded.size, etag = excluded.etag, sha256 = excluded.sha256, created_at = now()
         returning part_number, size, etag, sha256`,
    [upload.id, input.partNumber, input.size, etag, sha256],
  );
  if (input.partNumber === 1 && detected !== upload.detected_type) {
    await deps.db.query("update media_uploads set detected_type = $2 where id = $1", [upload.id, detected]);
  }
  return acknowledged(onlyRow(row ? [row] : [], "the part just stored"));
};

const finishUpload = (area: "jobs" | "ads") => async (c: Context, deps: Deps, caller: Caller) => {
  const input = decodeFields(Media.FinishUploadRequest, await readFieldsOnly(c));
  const upload = await findUpload(deps, caller, input.uploadId, area);
  if (upload.file_name !== input.fileName) throw appError(Errors.fileNameMismatch, { field: "file_name" });
  const listed = [...input.parts].sort((a, b) => a.partNumber - b.partNumber);
  if (listed.length === 0 || listed.some((part, index) => part.partNumber !== index + 1)) {
    throw appError(Errors.partsNumbering, { field: "parts" });
  }
  const rows = await deps.db.query<PartRow>(
    "select part_number, size, etag, sha256 from media_upload_parts where upload_id = $1",
    [upload.id],
  );
  const held = new Map(rows.map((row) => [row.part_number, row]));
  for (const part of listed) {
    const row = held.get(part.partNumber);
    if (!row) throw appErrorOf(ErrorFamilies.partMissing, [part.partNumber], { field: "parts" });
    if (row.etag !== part.etag)
      throw appErrorOf(ErrorFamilies.partReplaced, [part.partNumber], { field: "parts" });
  }
  const size = listed.reduce((sum, part) => sum + Number(held.get(part.partNumber)?.size ?? 0), 0);
  if (size > mediaMaxBytes.video) throw appError(Errors.videoTooLarge);
  const type = upload.detected_type;
  if (type === null) throw appErrorOf(ErrorFamilies.partMissing, [1], { field: "parts" });

  // One finish at a time; a finish cut short (crash) may be retried after a minute.
  const claimed = await deps.db.query(
    `update media_uploads set finishing_at = now()
      where id = $1 and (finishing_at is null or finishing_at < now() - interval '1 minute') returning id`,
    [upload.id],
  );
  if (claimed.length === 0) throw appError(Errors.alreadyFinishing);
  try {
    await deps.media.completeMultipartUpload(
      keyOf(upload.area, upload.file_name),
      upload.storage_upload_id,
      listed.map((part) => ({ partNumber: part.partNumber, etag: part.etag })),
    );
  } catch (error) {
    await deps.db.query("update media_uploads set finishing_at = null where id = $1", [upload.id]);
    throw storageFailure(error);
  }
  await deps.db.transaction(async (tx) => {
    await tx.query(
      `insert into media_files (area, file_name, owner_user_id, company_id, content_type, size)
       values ($1, $2, $3, $4, $5, $6) on conflict (area, file_name) do nothing`,
      [upload.area, upload.file_name, caller.userId, caller.companyId, contentTypes[type], size],
    );
    await tx.query("delete from media_uploads where id = $1", [upload.id]);
  });
  return { fileName: upload.file_name, url: mediaUrl(deps, upload.area, upload.file_name) };
};

const listParts =
  (area: "jobs" | "ads") =>
  async ({ params, caller, deps }: HandlerInput<"media.listParts"> | HandlerInput<"media.listAdParts">) => {
    const upload = await findUpload(deps, caller, params.uploadId, area);
    const rows = await deps.db.query<PartRow>(
      "select part_number, size, etag, sha256 from media_upload_parts where upload_id = $1 order by part_number",
      [upload.id],
    );
    return { data: rows.map(acknowledged) };
  };

/**
 * Deletes a stored file of the area by its name, or cancels an open upload by its id. Company members
 * reach their company's files, others their own; admins any (they edit any job).
 */
const deleteIn = (area: "jobs" | "ads") => async (deps: Deps, caller: Caller, id: string) => {
  await checkMisses(deps, caller);
  const [upload] = await deps.db.query<{ id: string; file_name: string; storage_upload_id: string }>(
    `select id, file_name, storage_upload_id from media_uploads
      where id = $1 and area = $2 and owner_user_id = $3 and company_id is not distinct from $4`,
    [id, area, caller.userId, caller.companyId],
  );
  if (upload) {
    await deps.media.abortMultipartUpload(keyOf(area, upload.file_name), upload.storage_upload_id);
    await deps.db.query("delete from media_uploads where id = $1", [upload.id]);
    return { data: null };
  }
  const [file] = await deps.db.query<{ file_name: string }>(
    `select file_name from media_files
      where area = $1 and file_name = $2
        and ($5 or owner_user_id = $3 or (company_id is not null and company_id = $4))`,
    [area, id, caller.userId, caller.companyId, reachesAnyCompany(caller)],
  );
  if (!file) throw await notFound(deps, caller, Errors.notFound);
  await deps.media.deleteObject(keyOf(area, file.file_name)).catch((error) => {
    throw storageFailure(error);
  });
  await deps.db.query("delete from media_files where area = $1 and file_name = $2", [area, file.file_name]);
  return { data: null };
};

// ---------- images: news post images and company logos ----------

const readImage = async (
  c: Context,
  fileField: string,
  onFields?: (fields: Readonly<Record<string, string>>) => void,
) => {
  const { file } = await readMultipart(c, {
    fileField,
    onFile: async (fields, stream) => {
      onFields?.(fields);
      const bytes = await readAtMost(stream, mediaMaxBytes.image);
      if (bytes === null) throw appError(Errors.imageTooLarge);
      if (bytes.length === 0) throw appError(Errors.emptyFile, { field: fileField });
      return { bytes, type: checkContent(bytes.subarray(0, 1024), ["image"]) };
    },
  });
  if (file === undefined) throw appErrorOf(ErrorFamilies.fileFieldMissing, [fileField], { field: fileField });
  return file;
};

const uploadChannelImage = async (c: Context, deps: Deps, caller: Caller, channelId: number) => {
  await checkUploadRate(deps, caller);
  // News (issue 20): the channel must exist; every upload is recorded in news_images so that a post's
  // thumbnail can only be an uploaded image, and its small rendition is known.
  const [channel] = await deps.db.query("select id from news_channels where id = $1", [channelId]);
  if (!channel) throw appError(Errors.notFound);
  const { bytes, type } = await readImage(c, "image");
  // Claimed before sharp works: a full account is refused at once. The full size is at most the upload's
  // pixels re-encoded, the small one far less: twice the upload covers both.
  const { full, small } = await withStorage(deps, caller, 2 * bytes.length, async () => {
    const made = await processImage(() => newsThumbnails(bytes, type));
    await storeImage(deps, caller, "news", made.full, null);
    await storeImage(deps, caller, "news", made.small, null, made.full.name);
    return made;
  });
  const imageUrl = mediaUrl(deps, "news", full.name);
  const smallImageUrl = mediaUrl(deps, "news", small.name);
  await deps.db.query(
    "insert into news_images (channel_id, image_url, small_url, uploaded_by) values ($1, $2, $3, $4)",
    [channelId, imageUrl, smallImageUrl, caller.userId],
  );
  return { imageUrl, smallImageUrl };
};

/**
 * An image for a job description (issue 35 #8): as an ad's image, decoded and re-encoded without its
 * metadata, stored with the job media of the caller's company (the same roles, upload rate and quotas as
 * job videos). The editor shows it at 720 px at most (§5).
 */
const uploadJobImage = async (c: Context, deps: Deps, caller: Caller) => {
  checkJobPoster("jobs", caller);
  await checkUploadRate(deps, caller);
  const { bytes, type } = await readImage(c, "image");
  // Claimed before sharp works, as every upload (the quota holds under concurrent uploads).
  const image = await withStorage(deps, caller, bytes.length, async () => {
    const made = await processImage(() => cleanImage(bytes, type));
    await storeImage(deps, caller, "jobs", made);
    return made;
  });
  return { imageUrl: mediaUrl(deps, "jobs", image.name) };
};

const uploadCompanyLogo = async (c: Context, deps: Deps, caller: Caller, companyId: number) => {
  await checkUploadRate(deps, caller);
  let crop: { size: number; top: number; left: number } | undefined;
  const { bytes, type } = await readImage(c, "image", (fields) => {
    crop = decodeFields(Media.UploadLogoRequest, fields, "image");
    if (!isLogoCropSize(crop.size)) throw appError(Errors.logoCropInvalid, { field: "size" });
    if (!Number.isInteger(crop.top) || crop.top < 0) throw appError(Errors.cropTopNegative, { field: "top" });
    if (!Number.isInteger(crop.left) || crop.left < 0)
      throw appError(Errors.cropLeftNegative, { field: "left" });
  });
  const [exists] = await deps.db.query("select id from companies where id = $1", [companyId]);
  if (!exists) throw appError(Errors.notFound);
  const chosen = crop;
  if (!chosen) throw appError(Errors.sizeMissing, { field: "size" });
  // Claimed before sharp works; the two renditions (343×133 and 49×19) are far smaller than the upload.
  const { small, large } = await withStorage(deps, caller, bytes.length, async () => {
    const images = await processImage(() => logoImages(bytes, type, chosen));
    const [first, last] = [images[0], images.at(-1)];
    if (!first || !last) throw new Error("logo images were not made");
    for (const image of images)
      await storeImage(deps, caller, "logos", image, companyId, image === last ? undefined : last.name);
    return { small: first, large: last };
  });
  const logo = { fileName: large.name, size: chosen.size, top: chosen.top, left: chosen.left };
  await deps.db.query("update companies set logo = $2::jsonb, updated_at = now() where id = $1", [
    companyId,
    JSON.stringify({ file_name: logo.fileName, size: logo.size, top: logo.top, left: logo.left }),
  ]);
  deps.companyTotals.invalidate();
  return { logo, url: mediaUrl(deps, "logos", large.name), smallUrl: mediaUrl(deps, "logos", small.name) };
};

// ---------- mounting ----------

type Streamed = (c: Context, deps: Deps, caller: Caller, params: Record<string, unknown>) => Promise<unknown>;

// Job videos follow the job rules (issue 36 #4): who writes jobs (`jobWriterRoles`: the company's users, and
// admins on any company's job) uploads and deletes them; the read-only internal user does neither. An
// upload belongs to the user and company that started it (the handlers answer 404 to anyone else).
const jobMedia = roles(jobWriterRoles);
// Ads media: the ads area's roles (employer-work §2); post images: the channel admins (access §6).
const adMedia = roles(adsRoles);

/** The multipart calls, streamed by this module (the JSON router would read their bodies as JSON). */
const streamed: ReadonlyArray<readonly [AnyEndpoint, RouteRule, Streamed]> = [
  [Media.uploadSimple, jobMedia, (c, deps, caller) => uploadSingle("jobs", ["video"])(c, deps, caller)],
  [Media.startUpload, jobMedia, startUpload("jobs")],
  [Media.uploadPart, jobMedia, uploadPart("jobs")],
  [Media.finishUpload, jobMedia, finishUpload("jobs")],
  [Media.uploadJobImage, jobMedia, (c, deps, caller) => uploadJobImage(c, deps, caller)],
  [
    Media.uploadAdMedia,
    adMedia,
    (c, deps, caller) => uploadSingle("ads", ["video", "image"])(c, deps, caller),
  ],
  // An ad's video of 10 MB or more travels in parts, as a job's does.
  [Media.startAdUpload, adMedia, startUpload("ads")],
  [Media.uploadAdPart, adMedia, uploadPart("ads")],
  [Media.finishAdUpload, adMedia, finishUpload("ads")],
  // News (issue 20): the post writers (news admins, contributors, admins; @haulboard/domain News.ts).
  [
    Media.uploadChannelImage,
    roles(newsWriterRoles),
    (c, deps, caller, params) => uploadChannelImage(c, deps, caller, params.channelId as number),
  ],
  [
    Media.uploadCompanyLogo,
    // The logo is company data: the company's own admins, and admins (issue 11).
    roles(companyManagerRoles, "ownCompany"),
    (c, deps, caller, params) => uploadCompanyLogo(c, deps, caller, params.id as number),
  ],
];

/** Names of the endpoints `mountMediaRoutes` serves (the role matrix and the fuzz enumerate them). */
export const streamedEndpointNames: readonly string[] = streamed.map(([endpoint]) => endpoint.name);

/** The access rule of each multipart call, by endpoint name (the OpenAPI document states them). */
export const streamedRules: ReadonlyMap<string, RouteRule> = new Map(
  streamed.map(([endpoint, rule]) => [endpoint.name, rule]),
);

/** The JSON media calls, mounted by the contract router like every other call. */
export const mediaRoutes: Routes = {
  "media.listParts": { access: jobMedia, handle: listParts("jobs") },
  "media.listAdParts": { access: adMedia, handle: listParts("ads") },
  "media.delete": {
    access: jobMedia,
    handle: ({ params, caller, deps }) => deleteIn("jobs")(deps, caller, params.id),
  },
  "media.deleteAd": {
    access: adMedia,
    handle: ({ params, caller, deps }) => deleteIn("ads")(deps, caller, params.id),
  },
};

const servedName = /^[A-Za-z0-9-]{1,100}\.(mp4|webm|png|jpg|webp|gif)$/;
const servedAreas: ReadonlySet<string> = new Set(["jobs", "ads", "news", "logos"]);
const typeOfExtension: Readonly<Record<string, string>> = {
  mp4: "video/mp4",
  webm: "video/webm",
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
};

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` (one range); null when absent, "invalid" when unsatisfiable. */
export const parseRange = (header: string | undefined, size: number) => {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return "invalid" as const;
  let start: number;
  let end: number;
  if (match[1] === "") {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) return "invalid" as const;
  return { start, end };
};

/**
 * Mounts the multipart calls under `base` (before the JSON router, whose 64 KB body limit they must not
 * meet) and `GET /media/{area}/{fileName}`, which serves stored images and videos only.
 */
export const mountMediaRoutes = (app: Hono, deps: Deps, base: string) => {
  for (const [endpoint, rule, handle] of streamed) {
    const decodeParams = endpoint.params
      ? Schema.decodeUnknownSync(endpoint.params as Schema.Codec<unknown, unknown>)
      : () => ({});
    const encode = Schema.encodeUnknownSync(endpoint.success as Schema.Codec<unknown, unknown>);
    app.on(endpoint.method, `${base}${routePattern(endpoint.path)}`, async (c) => {
      const caller = await resolveCaller(c, deps);
      if (!isAllowed(rule, caller.roles)) throw appError(Errors.forbidden);
      let params: Record<string, unknown>;
      try {
        params = decodeParams(c.req.param()) as Record<string, unknown>;
      } catch {
        throw appError(Errors.paramsInvalid);
      }
      if (rule.scope === "ownCompany") checkOwnCompany(caller, params.id as number);
      // Uploads under impersonation name the admin in the audit log, as every routed write does.
      let data: unknown;
      try {
        data = await handle(c, deps, caller, params);
      } catch (error) {
        if (error instanceof HttpError) await recordImpersonatedWrite(deps, caller, c, error.status);
        throw error;
      }
      await recordImpersonatedWrite(deps, caller, c, 200);
      return c.json({ data: encode(data) });
    });
  }

  app.get("/media/:area/:name", async (c) => {
    const area = c.req.param("area");
    const name = c.req.param("name");
    const extension = servedName.exec(name)?.[1];
    if (!servedAreas.has(area) || extension === undefined) return sendError(c, Errors.notFound);
    const key = `${area}/${name}`;
    const size = await deps.media.statObject(key);
    if (size === null) return sendError(c, Errors.notFound);
    const headers: Record<string, string> = {
      "Content-Type": typeOfExtension[extension] ?? "application/octet-stream",
      // Names are content hashes (images) or never-reused random ids (videos): the bytes never change.
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: `"${name}"`,
      "Accept-Ranges": "bytes",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Content-Disposition": "inline",
    };
    if (c.req.header("if-none-match") === headers.ETag) return new Response(null, { status: 304, headers });
    const range = parseRange(c.req.header("range"), size);
    if (range === "invalid") {
      return new Response(null, { status: 416, headers: { ...headers, "Content-Range": `bytes */${size}` } });
    }
    const body = c.req.method === "HEAD" ? null : await deps.media.getObject(key, range ?? undefined);
    const stream = body ? (Readable.toWeb(body) as ReadableStream<Uint8Array>) : null;
    if (range) {
      return new Response(stream, {
        status: 206,
        headers: {
          ...headers,
          "Content-Range": `bytes ${range.start}-${range.end}/${size}`,
          "Content-Length": String(range.end - range.start + 1),
        },
      });
    }
    return new Response(stream, { status: 200, headers: { ...headers, "Content-Length": String(size) } });
  });
};
