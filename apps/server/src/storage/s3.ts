import { Readable } from "node:stream";
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from "@aws-sdk/client-s3";
import { largestChunkSize } from "@haulboard/domain";
import { exactLength, LengthMismatch } from "./local.ts";
import type { MediaStorage } from "./MediaStorage.ts";

export interface S3Settings {
  readonly bucket: string;
  readonly region: string;
  /** An S3-compatible endpoint (MinIO, fauxqs, R2 …); unset for AWS. */
  readonly endpoint?: string | undefined;
  readonly accessKeyId?: string | undefined;
  readonly secretAccessKey?: string | undefined;
  /** Path-style URLs (`endpoint/bucket/key`), which most S3-compatible servers need. */
  readonly forcePathStyle: boolean;
  /** A prefix for every key, so one bucket can hold several environments. */
  readonly prefix?: string | undefined;
  /**
   * The largest request body the storage takes, in bytes. Unset (AWS S3, up to 5 GiB): each chunk is one
   * S3 part. Set (a store or proxy with a smaller limit, e.g. fauxqs' 11 MiB): a chunk travels as a few
   * equal S3 parts of at most this size (each at least 5 MiB when the limit is 10 MiB or more).
   */
  readonly maxPartBytes?: number | undefined;
}

/** Reads exactly `count` bytes from a shared iterator, keeping what runs over for the next piece. */
async function* takeBytes(
  source: AsyncIterator<Buffer>,
  state: { leftover: Buffer | undefined },
  count: number,
): AsyncGenerator<Buffer> {
  let remaining = count;
  while (remaining > 0) {
    let chunk = state.leftover;
    state.leftover = undefined;
    if (chunk === undefined) {
      const next = await source.next();
      if (next.done) throw new LengthMismatch("The part ended before its declared size");
      chunk = next.value;
    }
    if (chunk.length > remaining) {
      state.leftover = chunk.subarray(remaining);
      chunk = chunk.subarray(0, remaining);
    }
    remaining -= chunk.length;
    yield chunk;
  }
}

/** Sizes of the S3 parts one chunk travels as: equal pieces of at most `max` bytes. */
export const pieceSizes = (size: number, max: number | undefined): number[] => {
  if (max === undefined || size <= max) return [size];
  const count = Math.ceil(size / max);
  const base = Math.floor(size / count);
  return Array.from({ length: count }, (_, index) => (index < size % count ? base + 1 : base));
};

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error instanceof S3ServiceException &&
    (error.$metadata.httpStatusCode === 404 || error.name === "NoSuchUpload"));

/**
 * Media in S3-compatible object storage. A chunk goes straight into a part of an S3 multipart upload
 * (start → CreateMultipartUpload, chunk → UploadPart, finish → CompleteMultipartUpload, expiry →
 * AbortMultipartUpload): nothing is staged on the server's disk, so replicas share uploads.
 */
export const makeS3Storage = (settings: S3Settings): MediaStorage => {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // The server checks each part's SHA-256 itself; no extra CRC pass (and no aws-chunked framing).
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = settings.bucket;
  // S3 part numbers reserved per chunk: chunk n uses S3 parts (n - 1) × slots + 1 … n × slots.
  const slots = settings.maxPartBytes ? Math.ceil(largestChunkSize / settings.maxPartBytes) : 1;
  const s3PartNumber = (partNumber: number, piece: number) => (partNumber - 1) * slots + piece + 1;
  const keyOf = (key: string) => `${settings.prefix ?? ""}${key}`;

  return {
    kind: "s3",
    async createMultipartUpload(key, contentType) {
      const answer = await client.send(
        new CreateMultipartUploadCommand({ Bucket, Key: keyOf(key), ContentType: contentType }),
      );
      if (!answer.UploadId) throw new Error("CreateMultipartUpload answered no UploadId");
      return answer.UploadId;
    },
    async uploadPart(key, uploadId, partNumber, body, size) {
      const pieces = pieceSizes(size, settings.maxPartBytes);
      if (pieces.length > slots || s3PartNumber(partNumber, pieces.length - 1) > 10_000) {
        throw new Error(`Part ${partNumber} of ${size} bytes does not fit S3's 10,000 parts`);
      }
      const counted = body.pipe(exactLength(size));
      body.on("error", (error) => counted.destroy(error));
      // A body that runs short would leave S3 waiting for the declared length: abort the request instead.
      const abort = new AbortController();
      let bodyError: unknown;
      counted.on("error", (error) => {
        bodyError ??= error;
        abort.abort(error);
      });
      const source = counted[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
      const state: { leftover: Buffer | undefined } = { leftover: undefined };
      const etags: string[] = [];
      try {
        for (const [piece, pieceSize] of pieces.entries()) {
          const answer = await client.send(
            new UploadPartCommand({
              Bucket,
              Key: keyOf(key),
              UploadId: uploadId,
              PartNumber: s3PartNumber(partNumber, piece),
              Body: pieces.length === 1 ? counted : Readable.from(takeBytes(source, state, pieceSize)),
              ContentLength: pieceSize,
            }),
            { abortSignal: abort.signal },
          );
          if (!answer.ETag) throw new Error("UploadPart answered no ETag");
          etags.push(answer.ETag);
        }
        if (pieces.length > 1 && !(await source.next()).done) {
          throw LengthMismatch.longer(size);
        }
      } catch (error) {
        throw bodyError ?? error;
      }
      // One chunk's ETag lists its S3 parts' ETags (S3 ETags hold no space).
      return etags.join(" ");
    },
    async completeMultipartUpload(key, uploadId, parts) {
      await client.send(
        new CompleteMultipartUploadCommand({
          Bucket,
          Key: keyOf(key),
          UploadId: uploadId,
          MultipartUpload: {
            Parts: parts.flatMap((part) =>
              part.etag
                .split(" ")
                .map((etag, piece) => ({ PartNumber: s3PartNumber(part.partNumber, piece), ETag: etag })),
            ),
          },
        }),
      );
    },
    async abortMultipartUpload(key, uploadId) {
      try {
        await client.send(new AbortMultipartUploadCommand({ Bucket, Key: keyOf(key), UploadId: uploadId }));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
    async putObject(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: keyOf(key),
          Body: body,
          ContentLength: body.length,
          ContentType: contentType,
        }),
      );
    },
    async getObject(key, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: keyOf(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        return answer.Body instanceof Readable ? answer.Body : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async statObject(key) {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }));
        return answer.ContentLength ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async deleteObject(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
  };
};
