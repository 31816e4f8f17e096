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
import { exactLength } from "./local.ts";
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
}

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
      const counted = body.pipe(exactLength(size));
      body.on("error", (error) => counted.destroy(error));
      // A body that runs short would leave S3 waiting for the declared length: abort the request instead.
      const abort = new AbortController();
      let bodyError: unknown;
      counted.on("error", (error) => {
        bodyError ??= error;
        abort.abort(error);
      });
      let answer: { ETag?: string | undefined };
      try {
        answer = await client.send(
          new UploadPartCommand({
            Bucket,
            Key: keyOf(key),
            UploadId: uploadId,
            PartNumber: partNumber,
            Body: counted,
            ContentLength: size,
          }),
          { abortSignal: abort.signal },
        );
      } catch (error) {
        throw bodyError ?? error;
      }
      if (!answer.ETag) throw new Error("UploadPart answered no ETag");
      return answer.ETag;
    },
    async completeMultipartUpload(key, uploadId, parts) {
      await client.send(
        new CompleteMultipartUploadCommand({
          Bucket,
          Key: keyOf(key),
          UploadId: uploadId,
          MultipartUpload: { Parts: parts.map((part) => ({ PartNumber: part.partNumber, ETag: part.etag })) },
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
