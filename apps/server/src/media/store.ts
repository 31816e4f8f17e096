import { mediaMaxBytes } from "@haulboard/domain";
import type { Context } from "hono";
import type { Deps } from "../deps.ts";
import { appError, appErrorOf, ErrorFamilies, Errors } from "../errors/catalogue.ts";
import type { Caller } from "../http/context.ts";
import { HttpError } from "../http/errors.ts";
import { CropOutside, type ProcessedImage } from "../mediaStore/images.ts";
import { readMultipart } from "../mediaStore/multipart.ts";
import { readAtMost } from "../mediaStore/streams.ts";
import { LengthMismatch } from "../storage/local.ts";
import { checkContent } from "./checks.ts";
import { type Area, keyOf } from "./rules.ts";

// ---------- storing ----------

export const recordFile = async (
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
export const storeImage = async (
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

export const storageFailure = (error: unknown): HttpError => {
  if (error instanceof HttpError) return error;
  if (error instanceof LengthMismatch) return new HttpError(400, error.message, { field: "size" });
  const status = storageStatusOf(error);
  if (status !== undefined && status >= 400 && status < 500) {
    return appErrorOf(ErrorFamilies.storageRefused, [error instanceof Error ? error.name : "S3"]);
  }
  return appError(Errors.storageDown);
};

/** Images are decoded and re-encoded by sharp; a file it cannot read is refused, not a 500. */
export const processImage = async <A>(work: () => Promise<A>): Promise<A> => {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CropOutside) throw new HttpError(422, error.message, { field: "size" });
    throw appError(Errors.contentMismatch);
  }
};

// ---------- images: news post images and company logos ----------

export const readImage = async (
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
