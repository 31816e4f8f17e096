import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { makeLocalStorage } from "../src/storage/local.ts";

/**
 * The local adapter's part writing, below the HTTP calls (media.test.ts covers those on both adapters):
 * bodies arrive as a socket delivers them, in many small chunks, and are written a megabyte at a time.
 */

const root = fs.mkdtempSync(path.join(os.tmpdir(), "haulboard-local-storage-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const storage = makeLocalStorage(root);
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** `bytes` as a stream of chunks of `chunkSize` (the last one shorter), as a socket would hand them over. */
const inChunks = (bytes: Buffer, chunkSize: number) =>
  Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += chunkSize) yield bytes.subarray(at, at + chunkSize);
    })(),
  );

const readAll = async (stream: Readable | null) => {
  if (stream === null) throw new Error("no object");
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** Files left anywhere under the adapter's folder for temporary writes. */
const temporaryFiles = () => {
  const dir = path.join(root, ".tmp");
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe("local storage: writing parts", () => {
  it("stores parts sent in 64 KB and odd-sized chunks byte for byte, across several megabyte writes", async () => {
    const key = "jobs/chunks.mp4";
    const uploadId = await storage.createMultipartUpload(key, "video/mp4");
    // 3 MB and a bit: three full megabyte writes and a short last one; 7,919-byte chunks cross every edge.
    const first = randomBytes(3 * 1024 * 1024 + 12_345);
    const second = randomBytes(1024 * 1024 - 1);
    const firstEtag = await storage.uploadPart(key, uploadId, 1, inChunks(first, 64 * 1024), first.length);
    const secondEtag = await storage.uploadPart(key, uploadId, 2, inChunks(second, 7_919), second.length);
    await storage.completeMultipartUpload(key, uploadId, [
      { partNumber: 1, etag: firstEtag },
      { partNumber: 2, etag: secondEtag },
    ]);

    const stored = await readAll(await storage.getObject(key));
    expect(stored.length).toBe(first.length + second.length);
    expect(sha256(stored)).toBe(sha256(Buffer.concat([first, second])));
    expect(temporaryFiles()).toEqual([]);
  });

  it("refuses a body shorter or longer than its declared size and keeps nothing of it", async () => {
    const key = "jobs/wrong-size.mp4";
    const uploadId = await storage.createMultipartUpload(key, "video/mp4");
    const bytes = randomBytes(2 * 1024 * 1024 + 5);

    await expect(
      storage.uploadPart(key, uploadId, 1, inChunks(bytes, 64 * 1024), bytes.length + 1),
    ).rejects.toThrow(`The part has ${bytes.length} bytes, not its declared size of ${bytes.length + 1}`);
    await expect(
      storage.uploadPart(key, uploadId, 1, inChunks(bytes, 64 * 1024), bytes.length - 1),
    ).rejects.toThrow(`The part is longer than its declared size of ${bytes.length - 1} bytes`);
    expect(temporaryFiles()).toEqual([]);
    expect(fs.readdirSync(path.join(root, ".uploads", uploadId))).toEqual([]);

    // The same part, sent again whole, is taken.
    const etag = await storage.uploadPart(key, uploadId, 1, inChunks(bytes, 64 * 1024), bytes.length);
    await storage.completeMultipartUpload(key, uploadId, [{ partNumber: 1, etag }]);
    expect(sha256(await readAll(await storage.getObject(key)))).toBe(sha256(bytes));
  });

  it("fails the part when its body fails part-way, and keeps nothing of it", async () => {
    const key = "jobs/cut.mp4";
    const uploadId = await storage.createMultipartUpload(key, "video/mp4");
    const body = Readable.from(
      (async function* () {
        yield randomBytes(1024 * 1024 + 1);
        throw new Error("connection reset");
      })(),
    );
    await expect(storage.uploadPart(key, uploadId, 1, body, 4 * 1024 * 1024)).rejects.toThrow(
      "connection reset",
    );
    expect(temporaryFiles()).toEqual([]);
    expect(fs.readdirSync(path.join(root, ".uploads", uploadId))).toEqual([]);
  });
});
