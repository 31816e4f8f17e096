import type { Readable } from "node:stream";

/**
 * Where media bytes live: the port the media routes talk to. Two adapters implement it: the local disk
 * (`local.ts`, the default, under `.data/media`) and S3-compatible object storage (`s3.ts`). Keys look
 * like `jobs/<name>.mp4`. Bodies are streams: no adapter holds a whole file in memory.
 */
export interface MediaStorage {
  readonly kind: "local" | "s3";
  /** Opens a multipart upload for `key`; answers the storage's id of it. */
  createMultipartUpload(key: string, contentType: string): Promise<string>;
  /**
   * Stores one part of exactly `size` bytes read from `body` (a part sent again replaces the earlier
   * one). Answers the part's ETag. A body that ends short or runs long fails.
   */
  uploadPart(
    key: string,
    uploadId: string,
    partNumber: number,
    body: Readable,
    size: number,
  ): Promise<string>;
  /** Assembles the listed parts, in order, into the object `key`. */
  completeMultipartUpload(
    key: string,
    uploadId: string,
    parts: readonly { readonly partNumber: number; readonly etag: string }[],
  ): Promise<void>;
  /** Drops an open upload and every part it holds (no error when it is already gone). */
  abortMultipartUpload(key: string, uploadId: string): Promise<void>;
  /** Stores a whole small object (a single-request upload, at most the kind's simple-upload limit). */
  putObject(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Reads an object, or the inclusive byte range `[start, end]` of it; null when there is none. */
  getObject(key: string, range?: { readonly start: number; readonly end: number }): Promise<Readable | null>;
  /** The object's size in bytes, or null when there is none. */
  statObject(key: string): Promise<number | null>;
  /** Removes an object (no error when it is already gone). */
  deleteObject(key: string): Promise<void>;
  /** Bytes free on the volume the files are written to (local disk); absent where there is no bound (S3). */
  freeBytes?(): Promise<number>;
}
