import { type ChildProcess, spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { megabyte } from "@haulboard/domain";
import { startFauxqs } from "fauxqs";
import { afterAll, describe, expect, it } from "vitest";
import { demoAccounts, demoPassword } from "../src/seed/demo.ts";

/**
 * A fault test, on both storage adapters: the real server process (PGlite on disk, media on the local disk
 * or in S3 — fauxqs, which outlives the server as a real bucket would) is killed with SIGKILL in the middle
 * of a part of a 60-part upload, started again on the same data, and the client resumes from the parts the
 * server lists; the stored file's SHA-256 equals the original's.
 */

const serverDir = path.resolve(import.meta.dirname, "..");
const dataDirs: string[] = [];
const partSize = 5 * megabyte; // S3's minimum part size: the smallest the domain's chunk rule uses.
const partCount = 60;
let child: ChildProcess | undefined;

const startServer = async (
  dataDir: string,
  storage: Record<string, string>,
): Promise<{ base: string; process: ChildProcess }> => {
  const started = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      MEDIA_DIR: path.join(dataDir, "media"),
      ...storage,
      LOG_REQUESTS: "false",
      WEB_DIST: "/nonexistent",
      SCRYPT_COST: "1024",
      PGLITE_THREAD: "main",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child = started;
  let output = "";
  const base = await new Promise<string>((resolve, reject) => {
    started.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/localhost:\d+)/.exec(output);
      if (match) resolve(match[1]!.replace("localhost", "127.0.0.1"));
    });
    started.stderr!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    started.on("exit", (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
  return { base, process: started };
};

const killed = (server: ChildProcess) =>
  new Promise<void>((resolve) => {
    server.on("exit", () => resolve());
    server.kill("SIGKILL");
  });

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) await killed(child);
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

const sha256 = (bytes: Uint8Array, encoding: "base64" | "hex" = "base64") =>
  createHash("sha256").update(bytes).digest(encoding);

describe.each(["local", "s3"] as const)(
  "a server killed in the middle of a 60-part upload (%s)",
  (adapter) => {
    it("resumes after a restart and stores every byte", { timeout: 300_000 }, async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "haulboard-fault-"));
      dataDirs.push(dataDir);
      let storage: Record<string, string> = { MEDIA_STORAGE: "local" };
      let fauxqs: Awaited<ReturnType<typeof startFauxqs>> | undefined;
      if (adapter === "s3") {
        fauxqs = await startFauxqs({ port: 0, host: "127.0.0.1", logger: false });
        fauxqs.createBucket("fault-media");
        storage = {
          MEDIA_STORAGE: "s3",
          S3_BUCKET: "fault-media",
          S3_ENDPOINT: fauxqs.address,
          S3_ACCESS_KEY_ID: "test",
          S3_SECRET_ACCESS_KEY: "test",
          S3_FORCE_PATH_STYLE: "true",
          S3_MAX_PART_MB: "10",
        };
      }
      try {
        const video = randomBytes(partCount * partSize - 12_345);
        Buffer.from("\x00\x00\x00\x18ftypisom\x00\x00\x02\x00isomiso2", "latin1").copy(video, 0);
        const parts = Array.from({ length: partCount }, (_, index) => ({
          partNumber: index + 1,
          bytes: video.subarray(index * partSize, Math.min((index + 1) * partSize, video.length)),
        }));

        let server = await startServer(dataDir, storage);
        const signIn = async (base: string) => {
          const response = await fetch(`${base}/api/v1/auth/login`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({
              email: demoAccounts.employer.email,
              password: demoPassword,
              device_id: "fault-test",
            }),
          });
          expect(response.status).toBe(200);
          return ((await response.json()) as { data: { access_token: string } }).data.access_token;
        };
        let token = await signIn(server.base);
        const auth = () => ({ authorization: `Bearer ${token}` });

        const startForm = new FormData();
        startForm.append("extension", "mp4");
        const started = await fetch(`${server.base}/api/v1/jobs/multimedia/upload/start`, {
          method: "POST",
          headers: auth(),
          body: startForm,
        });
        const upload = ((await started.json()) as { data: { upload_id: string; file_name: string } }).data;

        const partForm = (part: (typeof parts)[number], body: Blob) => {
          const form = new FormData();
          form.append("upload_id", upload.upload_id);
          form.append("part_number", String(part.partNumber));
          form.append("file_name", upload.file_name);
          form.append("size", String(part.bytes.length));
          form.append("checksum", sha256(part.bytes));
          form.append("file", body, "video.mp4");
          return form;
        };
        const sendPart = async (part: (typeof parts)[number]) => {
          const response = await fetch(`${server.base}/api/v1/jobs/multimedia/upload/part`, {
            method: "POST",
            headers: auth(),
            body: partForm(part, new Blob([new Uint8Array(part.bytes)])),
          });
          expect(response.status, await response.clone().text()).toBe(200);
          return ((await response.json()) as { data: { part_number: number; etag: string } }).data;
        };

        // Parts 1–30 arrive; part 31 is cut off half-way by the kill.
        for (const part of parts.slice(0, 30)) await sendPart(part);
        const half = parts[30]!;
        const form = partForm(half, new Blob([new Uint8Array(half.bytes)]));
        const encoded = new Response(form);
        const reader = encoded.body!.getReader();
        let sent = 0;
        const cut = new ReadableStream<Uint8Array>({
          async pull(controller) {
            const { done, value } = await reader.read();
            if (done) return controller.close();
            controller.enqueue(value);
            sent += value.length;
            if (sent > partSize / 2) {
              await killed(server.process);
              controller.error(new Error("the server died"));
            }
          },
        });
        await expect(
          fetch(`${server.base}/api/v1/jobs/multimedia/upload/part`, {
            method: "POST",
            headers: { ...auth(), "content-type": encoded.headers.get("content-type")! },
            body: cut,
            duplex: "half",
          } as RequestInit),
        ).rejects.toThrow();

        // Restarted on the same database and media folder.
        server = await startServer(dataDir, storage);
        token = await signIn(server.base);
        const listed = await fetch(`${server.base}/api/v1/jobs/multimedia/upload/${upload.upload_id}/parts`, {
          headers: auth(),
        });
        expect(listed.status).toBe(200);
        const held = (
          (await listed.json()) as { data: { part_number: number; etag: string; checksum: string }[] }
        ).data;
        expect(held.map((part) => part.part_number)).toEqual(
          parts.slice(0, 30).map((part) => part.partNumber),
        );
        for (const part of held) expect(part.checksum).toBe(sha256(parts[part.part_number - 1]!.bytes));

        // The client resumes after the last acknowledged part.
        const acknowledged = held.map((part) => ({ part_number: part.part_number, etag: part.etag }));
        for (const part of parts.slice(held.length)) acknowledged.push(await sendPart(part));
        const finishForm = new FormData();
        finishForm.append("upload_id", upload.upload_id);
        finishForm.append("file_name", upload.file_name);
        finishForm.append("parts", JSON.stringify(acknowledged));
        const finished = await fetch(`${server.base}/api/v1/jobs/multimedia/upload/finish`, {
          method: "POST",
          headers: auth(),
          body: finishForm,
        });
        expect(finished.status, await finished.clone().text()).toBe(200);
        const stored = ((await finished.json()) as { data: { url: string } }).data;

        const download = await fetch(`${server.base}${new URL(stored.url, server.base).pathname}`);
        const hash = createHash("sha256");
        for await (const chunk of download.body!) hash.update(chunk);
        expect(hash.digest("hex")).toBe(sha256(video, "hex"));
        if (adapter === "local") {
          // On the local disk the finished video is its parts laid end to end, listed in a manifest.
          const manifest = JSON.parse(
            fs.readFileSync(
              path.join(dataDir, "media", "jobs", `${upload.file_name}.parts`, "manifest.json"),
              "utf8",
            ),
          ) as { size: number }[];
          expect(manifest).toHaveLength(partCount);
          expect(manifest.reduce((sum, entry) => sum + entry.size, 0)).toBe(video.length);
        } else {
          // With S3 nothing was staged on the server's disk.
          expect(fs.existsSync(path.join(dataDir, "media", ".uploads"))).toBe(false);
        }
        await killed(server.process);
      } finally {
        await fauxqs?.stop();
      }
    });
  },
);
