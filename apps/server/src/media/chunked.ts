import { randomBytes, randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { Media } from "@haulboard/api/contract";
import { largestChunkSize, mediaMaxBytes } from "@haulboard/domain";
import type { Context } from "hono";
import { onlyRow } from "../db/Database.ts";
import type { Deps } from "../deps.ts";
import { appError, appErrorOf, ErrorFamilies, Errors } from "../errors/catalogue.ts";
import type { Caller, HandlerInput } from "../http/context.ts";
import { readMultipart } from "../mediaStore/multipart.ts";
import { contentTypes, extensionOf, type SniffedType, sniffBytes } from "../mediaStore/sniff.ts";
import { hashing, peek } from "../mediaStore/streams.ts";
import { checkContent, checkExtension, decodeFields, readFieldsOnly } from "./checks.ts";
import { checkMisses, checkUploadRate, notFound, reserveStorage, uploadLifetimeHours } from "./limits.ts";
import { checkJobPoster, keyOf, mediaUrl, reachesAnyCompany } from "./rules.ts";
import { storageFailure } from "./store.ts";

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

export const startUpload = (area: "jobs" | "ads") => async (c: Context, deps: Deps, caller: Caller) => {
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

export const uploadPart = (area: "jobs" | "ads") => async (c: Context, deps: Deps, caller: Caller) => {
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

export const finishUpload = (area: "jobs" | "ads") => async (c: Context, deps: Deps, caller: Caller) => {
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

export const listParts =
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
export const deleteIn = (area: "jobs" | "ads") => async (deps: Deps, caller: Caller, id: string) => {
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
