import { randomUUID } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { MediaStorage } from "./MediaStorage.ts";

/** Fails the stream when it carries more or fewer than `size` bytes. */
export const exactLength = (size: number, what = "The part"): Transform => {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > size) done(new LengthMismatch(`${what} is longer than its declared size of ${size} bytes`));
      else done(null, chunk);
    },
    flush(done) {
      if (seen < size)
        done(new LengthMismatch(`${what} has ${seen} bytes, not its declared size of ${size}`));
      else done();
    },
  });
};

/** A body whose length differs from the size it declared. */
export class LengthMismatch extends Error {}

const safeSegment = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * Media on the local disk (zero set-up): objects under `<root>/<area>/<name>`, open multipart uploads
 * under `<root>/.uploads/<uploadId>/<partNumber>`. Every file is written under a temporary name and
 * renamed into place, so a crash never leaves half a part or half an object under its real name.
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
  const writeAtomically = async (target: string, write: (tmp: string) => Promise<void>) => {
    const tmp = await temporary();
    try {
      await write(tmp);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await fsp.rename(tmp, target);
    } catch (error) {
      await fsp.rm(tmp, { force: true });
      throw error;
    }
  };

  return {
    kind: "local",
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
      await writeAtomically(path.join(dir, String(partNumber)), (tmp) =>
        pipeline(body, exactLength(size), fs.createWriteStream(tmp)),
      );
      await fsp.writeFile(path.join(dir, `${partNumber}.etag`), etag);
      return etag;
    },
    async completeMultipartUpload(key, uploadId, parts) {
      const dir = uploadDir(uploadId);
      for (const part of parts) {
        const etag = await fsp.readFile(path.join(dir, `${part.partNumber}.etag`), "utf8").catch(() => null);
        if (etag !== part.etag) throw new Error(`Part ${part.partNumber} is not held with ETag ${part.etag}`);
      }
      await writeAtomically(objectPath(key), async (tmp) => {
        const out = fs.createWriteStream(tmp);
        for (const part of parts) {
          await pipeline(fs.createReadStream(path.join(dir, String(part.partNumber))), out, { end: false });
        }
        await new Promise<void>((resolve, reject) =>
          out.end((error?: Error | null) => (error ? reject(error) : resolve())),
        );
      });
      await fsp.rm(dir, { recursive: true, force: true });
    },
    async abortMultipartUpload(_key, uploadId) {
      await fsp.rm(uploadDir(uploadId), { recursive: true, force: true });
    },
    async putObject(key, body) {
      await writeAtomically(objectPath(key), (tmp) => fsp.writeFile(tmp, body));
    },
    async getObject(key, range) {
      const file = objectPath(key);
      try {
        await fsp.access(file);
      } catch {
        return null;
      }
      return fs.createReadStream(file, range ? { start: range.start, end: range.end } : {});
    },
    async statObject(key) {
      try {
        const stat = await fsp.stat(objectPath(key));
        return stat.isFile() ? stat.size : null;
      } catch {
        return null;
      }
    },
    async deleteObject(key) {
      await fsp.rm(objectPath(key), { force: true });
    },
  };
};
