/**
 * Media upload benchmark (issue 15): a 500 MB video through the HTTP API with the domain's chunk sizes,
 * against the real server process, for the local-disk and the S3 adapter (fauxqs on loopback, objects
 * as files on the same disk). Compares the throughput with a plain copy of the same file on the same
 * disk and samples the server's resident memory (VmRSS) while it runs.
 *
 * Each adapter runs `--rounds` uploads (default 5) in one server; a plain copy is timed just before each
 * upload, so both meet the same load (the machine is shared), and the row reports the medians.
 *
 * For S3, each round also sends the same bytes straight to the S3-compatible server with the SDK (its own
 * plain copy timed just before): the same S3 parts, as many in flight, no Haulboard server between. That
 * is the store's own ceiling on this machine, printed beside the adapter's figure: the adapter cannot
 * go faster than the store it writes to.
 *
 *   tsx bench/media.ts [--json] [--size-mb=500] [--rounds=5] [--only=local,s3]
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import {
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  HeadObjectCommand,
  S3Client,
  UploadPartCommand,
} from "@aws-sdk/client-s3";
import { largestChunkSize, megabyte, planUploadParts, uploadPartsInFlight } from "@haulboard/domain";
import { pieceSizes } from "../src/storage/s3.ts";

const args = process.argv.slice(2);
const asJson = args.includes("--json");
const sizeMb = Number(args.find((a) => a.startsWith("--size-mb="))?.slice(10) ?? 500);
const rounds = Math.max(1, Number(args.find((a) => a.startsWith("--rounds="))?.slice(9) ?? 5));
const only = args
  .find((a) => a.startsWith("--only="))
  ?.slice(7)
  .split(",");
const log = (line: string) => {
  if (!asJson) console.log(line);
  else console.error(line);
};

const serverDir = path.resolve(import.meta.dirname, "..");
const repoRoot = path.resolve(serverDir, "../..");
// Under the repository's .data: the same disk as the server's media folder.
const workDir = path.join(repoRoot, ".data/bench-media");
fs.rmSync(workDir, { recursive: true, force: true });
fs.mkdirSync(workDir, { recursive: true });

const videoPath = path.join(workDir, "video.mp4");
const videoBytes = sizeMb * 1000 * 1000;
{
  // An MP4 by its first bytes, then pseudo-random content (not compressible, not all zeros).
  const out = fs.openSync(videoPath, "w");
  const block = Buffer.alloc(megabyte);
  let seed = 2026;
  for (let i = 0; i < block.length; i += 4) {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    block.writeUInt32LE(seed, i);
  }
  let written = 0;
  let first = true;
  while (written < videoBytes) {
    const chunk = block.subarray(0, Math.min(block.length, videoBytes - written));
    if (first) Buffer.from("\x00\x00\x00\x18ftypisom\x00\x00\x02\x00isomiso2", "latin1").copy(chunk, 0);
    first = false;
    block[written % 997] = (written / megabyte) & 0xff; // every megabyte differs
    fs.writeSync(out, chunk);
    written += chunk.length;
  }
  fs.closeSync(out);
}
const sha256OfFile = async (file: string) => {
  const hash = createHash("sha256");
  await pipeline(fs.createReadStream(file, { highWaterMark: megabyte }), hash);
  return hash.digest("hex");
};
const originalSha = await sha256OfFile(videoPath);

/** A plain copy of the file on the same disk (read and write through the page cache, then fsync). */
const plainCopy = async () => {
  const target = path.join(workDir, "copy.mp4");
  fs.rmSync(target, { force: true });
  flushDisk();
  const started = performance.now();
  await pipeline(
    fs.createReadStream(videoPath, { highWaterMark: megabyte }),
    fs.createWriteStream(target, { highWaterMark: megabyte }),
  );
  const fd = fs.openSync(target, "r");
  fs.fsyncSync(fd);
  fs.closeSync(fd);
  const seconds = (performance.now() - started) / 1000;
  fs.rmSync(target, { force: true });
  return videoBytes / 1e6 / seconds;
};

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** CPU seconds (user and system, every thread) a process has used so far. */
const cpuSecondsOf = (pid: number | "self"): number => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  // utime and stime, fields 14 and 15 of stat(5), in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

/**
 * Writes every dirty page to the disk (sync(1)) before a timed run, so that no run pays for the
 * writeback of what the one before it left: the video just generated, or an upload's parts.
 */
const flushDisk = () => execFileSync("sync");

const rssOf = (pid: number): number => {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
};

const startServer = async (env: Record<string, string>): Promise<{ base: string; child: ChildProcess }> => {
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_REQUESTS: "false",
      WEB_DIST: "/nonexistent",
      SCRYPT_COST: "1024",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  // Nor its server.
  process.on("exit", () => child.kill());
  let output = "";
  const base = await new Promise<string>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve(`http://127.0.0.1:${match[1]}`);
    });
    child.on("exit", (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
  return { base, child };
};

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.on("exit", () => resolve());
    child.kill("SIGTERM");
  });

/**
 * fauxqs in its own process, as a real S3-compatible server would be: its request parsing, MD5s and
 * writes then run beside the client and the server instead of in the client's event loop.
 */
const startFauxqsProcess = async (storageDir: string): Promise<{ address: string; child: ChildProcess }> => {
  const script = `
    import { startFauxqs } from "fauxqs";
    const server = await startFauxqs({ port: 0, host: "127.0.0.1", logger: false, s3StorageDir: ${JSON.stringify(storageDir)} });
    server.createBucket(${JSON.stringify(benchBucket)});
    console.log("fauxqs at " + server.address);
  `;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
    cwd: serverDir,
    stdio: ["ignore", "pipe", "inherit"],
  });
  // A bench that fails part-way must not leave its fauxqs behind.
  process.on("exit", () => child.kill());
  let output = "";
  const address = await new Promise<string>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /fauxqs at (\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.on("exit", (code) => reject(new Error(`fauxqs exited (${code}):\n${output}`)));
  });
  return { address, child };
};

/** The S3 adapter's largest part for fauxqs (its request bodies stop at 11 MiB): S3_MAX_PART_MB. */
const fauxqsPartMb = 10;
const benchBucket = "bench-media";

/**
 * The store alone: the video sent straight to the S3-compatible server with the SDK, cut as the S3 adapter
 * cuts it (the domain's chunks, each in pieces of at most the store's largest part), with as many pieces
 * in flight as the web client sends parts. No Haulboard server, form or checksum: the best the S3 adapter
 * could do against this store. Answers the seconds it took; the stored object is checked and removed.
 */
const uploadStraightToStore = async (address: string): Promise<number> => {
  const client = new S3Client({
    region: "us-east-1",
    endpoint: address,
    forcePathStyle: true,
    credentials: { accessKeyId: "bench", secretAccessKey: "bench" },
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = benchBucket;
  const Key = `straight/${Date.now()}.mp4`;
  const pieces: { partNumber: number; start: number; end: number }[] = [];
  for (const part of planUploadParts(videoBytes)) {
    let start = part.start;
    for (const size of pieceSizes(part.end - part.start, fauxqsPartMb * 1024 * 1024)) {
      pieces.push({ partNumber: pieces.length + 1, start, end: start + size });
      start += size;
    }
  }
  try {
    const started = performance.now();
    const { UploadId } = await client.send(
      new CreateMultipartUploadCommand({ Bucket, Key, ContentType: "video/mp4" }),
    );
    const etags = new Map<number, string>();
    const queue = [...pieces];
    const lane = async () => {
      for (let piece = queue.shift(); piece !== undefined; piece = queue.shift()) {
        const answer = await client.send(
          new UploadPartCommand({
            Bucket,
            Key,
            UploadId,
            PartNumber: piece.partNumber,
            ContentLength: piece.end - piece.start,
            Body: fs.createReadStream(videoPath, {
              start: piece.start,
              end: piece.end - 1,
              highWaterMark: megabyte,
            }),
          }),
        );
        if (!answer.ETag) throw new Error(`store part ${piece.partNumber}: no ETag`);
        etags.set(piece.partNumber, answer.ETag);
      }
    };
    await Promise.all(Array.from({ length: uploadPartsInFlight }, lane));
    await client.send(
      new CompleteMultipartUploadCommand({
        Bucket,
        Key,
        UploadId,
        MultipartUpload: {
          Parts: pieces.map((piece) => ({ PartNumber: piece.partNumber, ETag: etags.get(piece.partNumber) })),
        },
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
    if (head.ContentLength !== videoBytes) {
      throw new Error(`the store holds ${head.ContentLength} bytes, not ${videoBytes}`);
    }
    await client.send(new DeleteObjectCommand({ Bucket, Key }));
    return seconds;
  } finally {
    client.destroy();
  }
};

/** One multipart request with the text `fields`, then `file` (the part's bytes) when given. */
const postForm = (
  agent: http.Agent,
  url: string,
  token: string,
  fields: Record<string, string>,
  file?: Buffer,
): Promise<{ status: number; body: string }> =>
  new Promise((resolve, reject) => {
    const boundary = `----bench${Math.random().toString(16).slice(2)}`;
    let head = "";
    for (const [name, value] of Object.entries(fields)) {
      head += `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    }
    if (file) {
      head += `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="video.mp4"\r\nContent-Type: video/mp4\r\n\r\n`;
    }
    const tail = `${file ? "\r\n" : ""}--${boundary}--\r\n`;
    const length = Buffer.byteLength(head) + (file?.length ?? 0) + Buffer.byteLength(tail);
    const request = http.request(url, {
      method: "POST",
      agent,
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "content-length": length,
      },
    });
    request.on("response", (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        body += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
    request.write(head);
    if (file) request.write(file);
    request.end(tail);
  });

/** Reads the video's bytes [start, end) into the start of `buffer`; answers that part of it. */
const readRange = async (buffer: Buffer, start: number, end: number) => {
  const handle = await fs.promises.open(videoPath, "r");
  try {
    let filled = 0;
    while (filled < end - start) {
      const { bytesRead } = await handle.read(buffer, filled, end - start - filled, start + filled);
      if (bytesRead === 0) throw new Error(`the video ends before byte ${end}`);
      filled += bytesRead;
    }
    return buffer.subarray(0, filled);
  } finally {
    await handle.close();
  }
};

/**
 * What the web client does (packages/api uploadMedia): start, then the domain's parts, each with its
 * SHA-256, then finish with the parts as JSON; the first `bytes` bytes of the video are sent. Like the
 * browser, which reads a part's Blob slice into one ArrayBuffer to hash it, each lane reads its part
 * once, into one buffer it keeps for the whole upload, hashes it and sends it. (Read in 1 MB stream
 * chunks, twice, the client made some 80 full garbage collections an upload and took 2.5-3 of the two
 * cores' CPU seconds from the server it measures; a browser runs on the user's machine.)
 */
const uploadFile = async (base: string, token: string, bytes: number) => {
  // The web client's number of parts in flight (packages/api uploadMedia), on sockets of this upload's
  // own: a socket kept from the round before may have been closed by the server's keep-alive timeout.
  const agent = new http.Agent({ keepAlive: true, maxSockets: uploadPartsInFlight });
  try {
    const api = `${base}/api/v1/jobs/multimedia/upload`;
    const started = JSON.parse((await postForm(agent, `${api}/start`, token, { extension: "mp4" })).body) as {
      data: { upload_id: string; file_name: string };
    };
    const { upload_id, file_name } = started.data;
    const parts: { part_number: number; etag: string }[] = [];
    // As the web client: up to `uploadPartsInFlight` parts at once, each hashed just before it is sent.
    const queue = [...planUploadParts(bytes)];
    const sendNext = async (buffer: Buffer): Promise<void> => {
      const part = queue.shift();
      if (part === undefined) return;
      const t0 = performance.now();
      const body = await readRange(buffer, part.start, part.end);
      const checksum = createHash("sha256").update(body).digest("base64");
      const t1 = performance.now();
      const fields = {
        upload_id,
        part_number: String(part.partNumber),
        file_name,
        size: String(part.end - part.start),
        checksum,
      };
      // Like the web client (uploadStepRetryTimes): a step cut off on the network is sent once more (a
      // kept-alive socket the server closed while the store was finishing can reset).
      const answer = await postForm(agent, `${api}/part`, token, fields, body).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code !== "ECONNRESET") throw error;
          log(`part ${part.partNumber}: ${error.code}, sent again`);
          return postForm(agent, `${api}/part`, token, fields, body);
        },
      );
      if (answer.status !== 200) throw new Error(`part ${part.partNumber}: ${answer.status} ${answer.body}`);
      if (process.env.BENCH_DEBUG)
        log(
          `part ${part.partNumber}: hash ${(t1 - t0).toFixed(0)} ms, send ${(performance.now() - t1).toFixed(0)} ms`,
        );
      const { data } = JSON.parse(answer.body) as { data: { part_number: number; etag: string } };
      parts.push({ part_number: data.part_number, etag: data.etag });
      return sendNext(buffer);
    };
    await Promise.all(
      Array.from({ length: uploadPartsInFlight }, () => sendNext(Buffer.allocUnsafeSlow(largestChunkSize))),
    );
    parts.sort((a, b) => a.part_number - b.part_number);
    const t2 = performance.now();
    const finished = await postForm(agent, `${api}/finish`, token, {
      upload_id,
      file_name,
      parts: JSON.stringify(parts),
    });
    if (finished.status !== 200) throw new Error(`finish: ${finished.status} ${finished.body}`);
    const finishSeconds = (performance.now() - t2) / 1000;
    if (process.env.BENCH_DEBUG) log(`finish ${(finishSeconds * 1000).toFixed(0)} ms`);
    const stored = (JSON.parse(finished.body) as { data: { url: string; file_name: string } }).data;
    return { ...stored, finishSeconds };
  } finally {
    agent.destroy();
  }
};

interface Row {
  readonly name: string;
  readonly adapter: string;
  readonly bytes: number;
  readonly parts: number;
  readonly seconds: number;
  readonly mbPerSec: number;
  readonly copyMbPerSec: number;
  readonly ratio: number;
  readonly rssBaselineMb: number;
  readonly rssPeakMb: number;
  readonly rssGrowthMb: number;
  readonly sha256Matches: boolean;
  /** Rounds run; seconds, MB/s, copy MB/s and ratio are their medians, RSS growth their largest. */
  readonly rounds: number;
  /** Every round's share of its plain copy. */
  readonly ratios: readonly number[];
  /** Median seconds of the finish call (for S3: CompleteMultipartUpload, the store assembling the parts). */
  readonly finishSeconds: number;
  /**
   * S3 only: the store alone (uploadStraightToStore), each round's share of its own plain copy, and their
   * median. The adapter's ratio cannot exceed it.
   */
  readonly storeRatios?: readonly number[];
  readonly storeRatio?: number;
  /**
   * Median CPU seconds an upload took, of the server process and of this client (both on this machine's
   * cores): beside the seconds, they show whether the run was bound by the processor.
   */
  readonly cpuSeconds: { readonly server: number; readonly client: number };
}

const measure = async (adapter: "local" | "s3"): Promise<Row> => {
  const dataDir = path.join(workDir, `server-${adapter}`);
  let fauxqs: Awaited<ReturnType<typeof startFauxqsProcess>> | undefined;
  const env: Record<string, string> = { DATA_DIR: dataDir, MEDIA_DIR: path.join(dataDir, "media") };
  if (adapter === "s3") {
    fauxqs = await startFauxqsProcess(path.join(workDir, "s3"));
    Object.assign(env, {
      MEDIA_STORAGE: "s3",
      S3_BUCKET: benchBucket,
      S3_ENDPOINT: fauxqs.address,
      S3_ACCESS_KEY_ID: "bench",
      S3_SECRET_ACCESS_KEY: "bench",
      S3_FORCE_PATH_STYLE: "true",
      S3_MAX_PART_MB: String(fauxqsPartMb),
    });
  }
  const { base, child } = await startServer(env);
  try {
    const login = await fetch(`${base}/api/v1/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        email: "employer@haulboard.test",
        password: "Haulboard#2026",
        device_id: "bench-media",
      }),
    });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    const warm = await uploadFile(base, token, 11 * megabyte);
    if (!warm.url) throw new Error("the warm-up upload failed");
    const pid = child.pid!;
    const results: {
      seconds: number;
      copy: number;
      growth: number;
      finish: number;
      sha: boolean;
      cpu: { server: number; client: number };
    }[] = [];
    const storeRatios: number[] = [];
    let baselineMb = 0;
    let peakMb = 0;
    for (let round = 0; round < rounds; round++) {
      const copy = await plainCopy();
      const baseline = rssOf(pid);
      let peak = baseline;
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssOf(pid));
      }, 50);
      flushDisk();
      const cpuBefore = { server: cpuSecondsOf(pid), client: cpuSecondsOf("self") };
      const started = performance.now();
      const stored = await uploadFile(base, token, videoBytes);
      const seconds = (performance.now() - started) / 1000;
      const cpu = {
        server: cpuSecondsOf(pid) - cpuBefore.server,
        client: cpuSecondsOf("self") - cpuBefore.client,
      };
      clearInterval(sampler);
      peak = Math.max(peak, rssOf(pid));

      const download = await fetch(`${base}${new URL(stored.url).pathname}`);
      const hash = createHash("sha256");
      for await (const chunk of download.body!) hash.update(chunk);
      const sha = hash.digest("hex") === originalSha;
      // Free the disk for the next round.
      await fetch(`${base}/api/v1/jobs/multimedia/delete/${stored.file_name}`, {
        method: "DELETE",
        headers: { authorization: `Bearer ${token}` },
      });
      const ratio = videoBytes / 1e6 / seconds / copy;
      log(
        `  ${adapter} round ${round + 1}: copy ${copy.toFixed(0)} MB/s, upload ${(videoBytes / 1e6 / seconds).toFixed(0)} MB/s (${(ratio * 100).toFixed(0)}%), finish ${stored.finishSeconds.toFixed(2)} s, RSS +${((peak - baseline) / 1e6).toFixed(1)} MB, CPU ${cpu.server.toFixed(1)} s server + ${cpu.client.toFixed(1)} s client in ${seconds.toFixed(1)} s on ${os.availableParallelism()} cores`,
      );
      results.push({
        seconds,
        copy,
        growth: (peak - baseline) / 1e6,
        finish: stored.finishSeconds,
        sha,
        cpu,
      });
      if (round === 0) baselineMb = baseline / 1e6;
      peakMb = Math.max(peakMb, peak / 1e6);
      if (fauxqs) {
        const storeCopy = await plainCopy();
        flushDisk();
        const storeSeconds = await uploadStraightToStore(fauxqs.address);
        const storeRatio = videoBytes / 1e6 / storeSeconds / storeCopy;
        storeRatios.push(storeRatio);
        log(
          `  ${adapter} round ${round + 1}, the store alone: copy ${storeCopy.toFixed(0)} MB/s, upload ${(videoBytes / 1e6 / storeSeconds).toFixed(0)} MB/s (${(storeRatio * 100).toFixed(0)}%)`,
        );
      }
    }
    const ratios = results.map((r) => videoBytes / 1e6 / r.seconds / r.copy);
    const seconds = median(results.map((r) => r.seconds));
    return {
      name: `media upload ${sizeMb} MB (${adapter})`,
      adapter,
      bytes: videoBytes,
      parts: planUploadParts(videoBytes).length,
      seconds,
      mbPerSec: videoBytes / 1e6 / seconds,
      copyMbPerSec: median(results.map((r) => r.copy)),
      ratio: median(ratios),
      rssBaselineMb: baselineMb,
      rssPeakMb: peakMb,
      rssGrowthMb: Math.max(...results.map((r) => r.growth)),
      sha256Matches: results.every((r) => r.sha),
      rounds,
      ratios,
      finishSeconds: median(results.map((r) => r.finish)),
      cpuSeconds: {
        server: median(results.map((r) => r.cpu.server)),
        client: median(results.map((r) => r.cpu.client)),
      },
      ...(storeRatios.length > 0 ? { storeRatios, storeRatio: median(storeRatios) } : {}),
    };
  } finally {
    await stop(child);
    if (fauxqs) await stop(fauxqs.child);
  }
};

const rows: Row[] = [];
for (const adapter of ["local", "s3"] as const) {
  if (only && !only.includes(adapter)) continue;
  const row = await measure(adapter);
  log(
    `${row.name}, median of ${row.rounds}: ${row.mbPerSec.toFixed(0)} MB/s in ${row.seconds.toFixed(1)} s (${(row.ratio * 100).toFixed(0)}% of a copy at ${row.copyMbPerSec.toFixed(0)} MB/s), finish ${row.finishSeconds.toFixed(2)} s, ${row.parts} parts, RSS +${row.rssGrowthMb.toFixed(1)} MB at most, sha256 ${row.sha256Matches ? "equal" : "DIFFERENT"}${row.storeRatio === undefined ? "" : `; the store alone ${(row.storeRatio * 100).toFixed(0)}% of a copy`}`,
  );
  rows.push(row);
}
fs.rmSync(workDir, { recursive: true, force: true });
if (asJson) console.log(JSON.stringify(rows));
