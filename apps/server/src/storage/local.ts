import { randomUUID } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import type { MediaStorage } from "./MediaStorage.ts";

/** A part whose body's length differs from the size it declared. */
export class LengthMismatch extends Error {
  static longer(size: number) {
    return new LengthMismatch(`The part is longer than its declared size of ${size} bytes`);
  }
  static shorter(seen: number, size: number) {
    return new LengthMismatch(`The part has ${seen} bytes, not its declared size of ${size}`);
  }
}

/** Fails the stream when it carries more or fewer than `size` bytes. */
export const exactLength = (size: number): Transform => {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > size) done(LengthMismatch.longer(size));
      else done(null, chunk);
    },
    flush(done) {
      if (seen < size) done(LengthMismatch.shorter(seen, size));
      else done();
    },
  });
};

/** How much of a body is gathered before it is written: one call per megabyte, not one per socket read. */
const writeBatchBytes = 1024 * 1024;

/** Writes all of `chunks` at the handle's position, however many calls the kernel takes. */
const writeAll = async (handle: fsp.FileHandle, chunks: Buffer[], bytes: number) => {
  let { bytesWritten } = await handle.writev(chunks);
  if (bytesWritten === bytes) return;
  const all = Buffer.concat(chunks);
  while (bytesWritten < bytes) bytesWritten += (await handle.write(all, bytesWritten)).bytesWritten;
};

/**
 * Writes a body of exactly `size` bytes into a new file and syncs it to the disk: more or fewer bytes
 * fail with LengthMismatch. The body's chunks (a socket's 64 KB reads) are written a megabyte at a time,
 * one write in flight while the next megabyte gathers.
 */
const writeExactly = async (body: Readable, file: string, size: number) => {
  const handle = await fsp.open(file, "wx");
  try {
    let seen = 0;
    let batch: Buffer[] = [];
    let batchBytes = 0;
    let writing: Promise<void> = Promise.resolve();
    const flush = async () => {
      await writing;
      writing = writeAll(handle, batch, batchBytes);
      // Observed by the next flush or the finally below; meanwhile not an unhandled rejection.
      writing.catch(() => {});
      batch = [];
      batchBytes = 0;
    };
    try {
      for await (const chunk of body as AsyncIterable<Buffer>) {
        seen += chunk.length;
        if (seen > size) throw LengthMismatch.longer(size);
        batch.push(chunk);
        batchBytes += chunk.length;
        if (batchBytes >= writeBatchBytes) await flush();
      }
      if (seen < size) throw LengthMismatch.shorter(seen, size);
      if (batchBytes > 0) await flush();
    } finally {
      // A failed write must not be left unobserved, whatever ended the loop.
      await writing;
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
};

interface ManifestEntry {
  readonly file: string;
  readonly size: number;
}
const partsSuffix = ".parts";
const manifestName = "manifest.json";

const readManifest = async (file: string): Promise<ManifestEntry[] | null> => {
  try {
    return JSON.parse(
      await fsp.readFile(path.join(`${file}${partsSuffix}`, manifestName), "utf8"),
    ) as ManifestEntry[];
  } catch {
    return null;
  }
};

/** The bytes [start, end] of the parts laid end to end. */
async function* readParts(
  dir: string,
  manifest: readonly ManifestEntry[],
  range: { start: number; end: number },
) {
  let offset = 0;
  for (const entry of manifest) {
    const first = Math.max(range.start, offset);
    const last = Math.min(range.end, offset + entry.size - 1);
    if (first <= last) {
      yield* fs.createReadStream(path.join(dir, entry.file), {
        start: first - offset,
        end: last - offset,
        highWaterMark: 1024 * 1024,
      });
    }
    offset += entry.size;
    if (offset > range.end) break;
  }
}

const safeSegment = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * Makes the names in a folder (a file renamed into it, a folder renamed away) last through a power cut.
 * Windows opens no folder as a file, so there this is left to its file system.
 */
const syncFolder = async (dir: string) => {
  if (process.platform === "win32") return;
  const handle = await fsp.open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
};

/**
 * Media on the local disk (zero set-up): objects under `<root>/<area>/<name>`, open multipart uploads
 * under `<root>/.uploads/<uploadId>/<partNumber>`. Every file is written under a temporary name and
 * renamed into place, so a crash never leaves half a part or half an object under its real name; and
 * each write reaches the disk (file and folder synced) before it is answered, so a part or an object
 * that was acknowledged is still there after a power cut, as S3 promises for its own.
 * Finishing a multipart upload copies nothing: the part folder is renamed to `<name>.parts` with a
 * manifest of its parts in order, and reads run through the parts (a 500 MB video is not written twice).
 */
export const makeLocalStorage = (root: string): MediaStorage => {
  const objectPath = (key: string) => {
    const segments = key.split("/");
    if (segments.length !== 2 || !segments.every((segment) => safeSegment.test(segment))) {
      throw new Error(`Invalid media key: ${key}`);
    }
    return path.join(root, ...segments);
  };
  const uploadDir = (uploadId: string) => {
    if (!safeSegment.test(uploadId)) throw new Error(`Invalid upload id: ${uploadId}`);
    return path.join(root, ".uploads", uploadId);
  };
  const temporary = async () => {
    const dir = path.join(root, ".tmp");
    await fsp.mkdir(dir, { recursive: true });
    return path.join(dir, randomUUID());
  };
  /** `write` must flush what it writes to the disk (`flush: true`) before it resolves. */
  const writeAtomically = async (target: string, write: (tmp: string) => Promise<void>) => {
    const tmp = await temporary();
    try {
      await write(tmp);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await fsp.rename(tmp, target);
      await syncFolder(path.dirname(target));
    } catch (error) {
      await fsp.rm(tmp, { force: true });
      throw error;
    }
  };

  return {
    kind: "local",
    /** statfs of the media folder's volume (the nearest existing folder before the first write). */
    async freeBytes() {
      let dir = root;
      while (!fs.existsSync(dir) && path.dirname(dir) !== dir) dir = path.dirname(dir);
      const stats = await fsp.statfs(dir);
      return stats.bavail * stats.bsize;
    },
    async createMultipartUpload() {
      const uploadId = randomUUID();
      await fsp.mkdir(uploadDir(uploadId), { recursive: true });
      return uploadId;
    },
    async uploadPart(_key, uploadId, partNumber, body, size) {
      const dir = uploadDir(uploadId);
      if (!fs.existsSync(dir)) throw new Error(`No open upload ${uploadId}`);
      // The ETag of a local part is a fresh random id: finish checks the client lists the latest one.
      const etag = randomUUID();
      await writeAtomically(path.join(dir, String(partNumber)), (tmp) => writeExactly(body, tmp, size));
      await fsp.writeFile(path.join(dir, `${partNumber}.etag`), etag, { flush: true });
      await syncFolder(dir);
      return etag;
    },
    async completeMultipartUpload(key, uploadId, parts) {
      const dir = uploadDir(uploadId);
      const manifest: ManifestEntry[] = [];
      for (const part of parts) {
        const etag = await fsp.readFile(path.join(dir, `${part.partNumber}.etag`), "utf8").catch(() => null);
        if (etag !== part.etag) throw new Error(`Part ${part.partNumber} is not held with ETag ${part.etag}`);
        const { size } = await fsp.stat(path.join(dir, String(part.partNumber)));
        manifest.push({ file: String(part.partNumber), size });
      }
      await fsp.writeFile(path.join(dir, manifestName), JSON.stringify(manifest), { flush: true });
      await syncFolder(dir);
      const target = `${objectPath(key)}${partsSuffix}`;
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await fsp.rm(target, { recursive: true, force: true });
      await fsp.rename(dir, target);
      await syncFolder(path.dirname(target));
    },
    async abortMultipartUpload(_key, uploadId) {
      await fsp.rm(uploadDir(uploadId), { recursive: true, force: true });
    },
    async putObject(key, body) {
      await writeAtomically(objectPath(key), (tmp) => fsp.writeFile(tmp, body, { flush: true }));
    },
    async getObject(key, range) {
      const file = objectPath(key);
      if (fs.existsSync(file))
        return fs.createReadStream(file, range ? { start: range.start, end: range.end } : {});
      const manifest = await readManifest(file);
      if (manifest === null) return null;
      const total = manifest.reduce((sum, entry) => sum + entry.size, 0);
      return Readable.from(
        readParts(`${file}${partsSuffix}`, manifest, range ?? { start: 0, end: total - 1 }),
      );
    },
    async statObject(key) {
      const file = objectPath(key);
      try {
        const stat = await fsp.stat(file);
        if (stat.isFile()) return stat.size;
      } catch {
        // Not a single file: maybe an assembled multipart upload.
      }
      const manifest = await readManifest(file);
      return manifest === null ? null : manifest.reduce((sum, entry) => sum + entry.size, 0);
    },
    async deleteObject(key) {
      await fsp.rm(objectPath(key), { force: true });
      await fsp.rm(`${objectPath(key)}${partsSuffix}`, { recursive: true, force: true });
    },
  };
};
