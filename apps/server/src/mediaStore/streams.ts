import { createHash, type Hash } from "node:crypto";
import { PassThrough, type Readable, Transform } from "node:stream";

/** Reads the first `count` bytes of a stream (fewer when it ends sooner) and gives back the whole stream. */
export const peek = (stream: Readable, count: number): Promise<{ head: Buffer; rest: Readable }> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const finish = (ended: boolean) => {
      stream.off("data", onData);
      stream.off("end", onEnd);
      stream.off("error", reject);
      stream.pause();
      const head = Buffer.concat(chunks);
      const rest = new PassThrough();
      if (ended) rest.end(head);
      else {
        rest.write(head);
        stream.on("error", (error) => rest.destroy(error));
        stream.pipe(rest);
      }
      resolve({ head: head.subarray(0, count), rest });
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= count) finish(false);
    };
    const onEnd = () => finish(true);
    stream.on("data", onData);
    stream.on("end", onEnd);
    stream.on("error", reject);
  });

/** Passes bytes through while hashing them (SHA-256) and counting them. */
export const hashing = (): { transform: Transform; digest: () => { sha256: string; bytes: number } } => {
  const hash: Hash = createHash("sha256");
  let bytes = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { transform, digest: () => ({ sha256: hash.digest("base64"), bytes }) };
};

/**
 * Reads a whole stream into memory, refusing more than `maxBytes` (small single-request uploads only):
 * past the limit it answers null at once and discards the rest as it arrives.
 */
export const readAtMost = (stream: Readable, maxBytes: number): Promise<Buffer | null> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    let over = false;
    stream.on("data", (chunk: Buffer) => {
      if (over) return;
      length += chunk.length;
      if (length > maxBytes) {
        over = true;
        chunks.length = 0;
        resolve(null);
      } else chunks.push(chunk);
    });
    stream.on("end", () => {
      if (!over) resolve(Buffer.concat(chunks));
    });
    stream.on("error", reject);
  });
