import { createHash } from "node:crypto";
import { megabyte, uploadPartsInFlight } from "@haulboard/domain";
import { Effect, Exit, Fiber, Stream } from "effect";
import { describe, expect, it } from "vitest";
import { type FakeHandler, failure, makeFakeTransport, ok } from "../internal/fakeTransport.ts";
import { makeApiClient } from "./Client.ts";
import { makeMemoryStorage, makeTokenStore } from "./TokenStore.ts";
import {
  readUploadRecord,
  resumeKey,
  type UploadProgress,
  uploadMedia,
  uploadMediaStream,
} from "./Upload.ts";

const fileOf = (bytes: number, name = "walkaround.mp4") =>
  new File([new Uint8Array(bytes)], name, { type: "video/mp4", lastModified: 1_767_225_600_000 });

/** The server's answer to a part: it echoes the size and checksum it verified. */
const ackOf = (body: Record<string, unknown>) => ({
  part_number: Number(body.part_number),
  etag: `etag-${body.part_number}`,
  size: Number(body.size),
  checksum: String(body.checksum),
});

const stored = { file_name: "jobs/9310/walkaround.mp4", url: "https://media.test/walkaround.mp4" };

const setup = (overrides: Record<string, FakeHandler> = {}) => {
  const transport = makeFakeTransport({
    "POST /jobs/multimedia/upload": () => ok(stored),
    "POST /jobs/multimedia/upload/start": () =>
      ok({ upload_id: "upl_1", file_name: "jobs/9310/walkaround.mp4" }),
    "POST /jobs/multimedia/upload/part": (request) => {
      const body = request.body as Record<string, unknown>;
      return ok(ackOf(body));
    },
    "POST /jobs/multimedia/upload/finish": () => ok(stored),
    ...overrides,
  });
  const tokenStore = makeTokenStore(makeMemoryStorage());
  tokenStore.set("accessToken", "access");
  const client = makeApiClient({ baseUrl: "http://test/api/v1", fetch: transport.fetch, tokenStore });
  return { client, transport, storage: makeMemoryStorage() };
};

/** The part requests in part-number order (up to `uploadPartsInFlight` travel at once, in any order). */
const partBodies = (transport: ReturnType<typeof makeFakeTransport>) =>
  transport.requests
    .filter((request) => request.url.pathname.endsWith("/upload/part"))
    .map((request) => request.body as Record<string, FormDataEntryValue>)
    .sort((a, b) => Number(a.part_number) - Number(b.part_number));

/** Hashing tens of MB takes a while on a loaded machine. */
const slow = { timeout: 30_000 };

describe("media upload planning", () => {
  it("sends a file under 10 MB in one request with its extension", async () => {
    const { client, transport, storage } = setup();
    const result = await Effect.runPromise(uploadMedia(client, fileOf(10 * megabyte - 1), { storage }));
    expect(result.fileName).toBe("jobs/9310/walkaround.mp4");
    expect(transport.requests).toHaveLength(1);
    const body = transport.requests[0]!.body as Record<string, FormDataEntryValue>;
    expect(body.extension).toBe("mp4");
    expect((body.file as File).size).toBe(10 * megabyte - 1);
  });

  it("splits a 35 MB file into 10 MB parts (start, 4 parts, finish with the parts JSON)", slow, async () => {
    const { client, transport, storage } = setup();
    await Effect.runPromise(uploadMedia(client, fileOf(35 * megabyte), { storage }));
    const paths = transport.requests.map((request) =>
      request.url.pathname.replace("/api/v1/jobs/multimedia", ""),
    );
    expect(paths).toEqual([
      "/upload/start",
      "/upload/part",
      "/upload/part",
      "/upload/part",
      "/upload/part",
      "/upload/finish",
    ]);
    const sizes = partBodies(transport).map((body) => (body.file as File).size);
    expect(sizes).toEqual([10 * megabyte, 10 * megabyte, 10 * megabyte, 5 * megabyte]);
    expect(partBodies(transport).map((body) => body.part_number)).toEqual(["1", "2", "3", "4"]);
    expect(partBodies(transport)[0]!.upload_id).toBe("upl_1");
    // Each part carries its size and its SHA-256 (base64) for the server to verify.
    expect(partBodies(transport).map((body) => body.size)).toEqual([
      "10485760",
      "10485760",
      "10485760",
      "5242880",
    ]);
    const zeros = createHash("sha256")
      .update(new Uint8Array(10 * megabyte))
      .digest("base64");
    expect(partBodies(transport)[0]!.checksum).toBe(zeros);
    const finish = transport.requests.at(-1)!.body as Record<string, string>;
    expect(JSON.parse(finish.parts!)).toEqual(
      [1, 2, 3, 4].map((n) => ({ part_number: n, etag: `etag-${n}` })),
    );
    expect(readUploadRecord(storage, resumeKey(fileOf(35 * megabyte)))).toBeNull();
  });

  it("reports progress in acknowledged bytes up to 100 percent", slow, async () => {
    const { client, storage } = setup();
    const seen: UploadProgress[] = [];
    await Effect.runPromise(
      uploadMedia(client, fileOf(35 * megabyte), { storage, onProgress: (p) => seen.push(p) }),
    );
    // 0 before start, 0 after it, then one report per acknowledged part (acknowledged in any order).
    expect(seen.slice(0, 2).map((p) => p.bytesSent)).toEqual([0, 0]);
    const steps = seen.slice(2).map((p, i) => p.bytesSent - seen[i + 1]!.bytesSent);
    expect(steps.sort((a, b) => a - b)).toEqual([5, 10, 10, 10].map((mb) => mb * megabyte));
    for (const p of seen) expect(p.percent).toBe(Math.floor((p.bytesSent / (35 * megabyte)) * 100));
    expect(seen.at(-1)).toEqual({ bytesSent: 35 * megabyte, totalBytes: 35 * megabyte, percent: 100 });
  });

  it("streams progress events and ends with Done", async () => {
    const { client, storage } = setup();
    const events = await Effect.runPromise(
      Stream.runCollect(uploadMediaStream(client, fileOf(12 * megabyte), { storage })),
    );
    expect(events.at(-1)).toEqual({
      _tag: "Done",
      file: { fileName: "jobs/9310/walkaround.mp4", url: "https://media.test/walkaround.mp4" },
    });
    expect(events.filter((event) => event._tag === "Progress").at(-1)).toMatchObject({ percent: 100 });
  });
});

describe("media upload retries and resume", () => {
  it("sends at most uploadPartsInFlight parts at once, and more than one", slow, async () => {
    let inFlight = 0;
    let most = 0;
    const { client, storage } = setup({
      "POST /jobs/multimedia/upload/part": async (request) => {
        inFlight++;
        most = Math.max(most, inFlight);
        // Answer only once the next part had its chance to start.
        await new Promise((resolve) => setTimeout(resolve, 0));
        inFlight--;
        return ok(ackOf(request.body as Record<string, unknown>));
      },
    });
    await Effect.runPromise(uploadMedia(client, fileOf(55 * megabyte), { storage }));
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(uploadPartsInFlight);
  });

  it("retries a failed step once", slow, async () => {
    let attempts = 0;
    const { client, transport, storage } = setup({
      "POST /jobs/multimedia/upload/part": (request) => {
        const body = request.body as Record<string, unknown>;
        if (body.part_number === "2" && attempts++ === 0)
          return Promise.reject(new TypeError("connection reset"));
        return ok(ackOf(body));
      },
    });
    await Effect.runPromise(uploadMedia(client, fileOf(25 * megabyte), { storage }));
    expect(partBodies(transport).map((body) => body.part_number)).toEqual(["1", "2", "2", "3", "4", "5"]);
  });

  it("fails after the one retry, then resumes after the parts the server holds", slow, async () => {
    let failing = true;
    const parts: Array<ReturnType<typeof ackOf>> = [];
    const { client, transport, storage } = setup({
      "POST /jobs/multimedia/upload/part": (request) => {
        const body = request.body as Record<string, unknown>;
        if (body.part_number === "3" && failing) return Promise.reject(new TypeError("offline"));
        const part = ackOf(body);
        parts.push(part);
        return ok(part);
      },
      "GET /jobs/multimedia/upload/upl_1/parts": () => ok(parts),
    });
    const file = fileOf(35 * megabyte);
    const first = await Effect.runPromiseExit(uploadMedia(client, file, { storage }));
    expect(Exit.isFailure(first)).toBe(true);
    // Part 3 failed twice; the parts in flight beside it may or may not have been acknowledged (three
    // travel at once), but the record lists only parts the server acknowledged, never part 3.
    const remembered = readUploadRecord(storage, resumeKey(file))?.parts.map((p) => p.partNumber) ?? [];
    expect(parts.map((part) => part.part_number)).toEqual(expect.arrayContaining(remembered));
    expect(remembered).not.toContain(3);

    // The page reloads: a new attempt with the same file and storage.
    failing = false;
    const held = parts.map((part) => part.part_number).sort();
    const before = transport.requests.length;
    const seen: number[] = [];
    await Effect.runPromise(
      uploadMedia(client, file, { storage, onProgress: (p) => seen.push(p.bytesSent) }),
    );
    const resumed = transport.requests.slice(before);
    const path = (r: (typeof resumed)[number]) => r.url.pathname.replace("/api/v1/jobs/multimedia", "");
    expect(resumed.map(path)[0]).toBe("/upload/upl_1/parts");
    expect(resumed.map(path).at(-1)).toBe("/upload/finish");
    const resent = resumed
      .filter((r) => path(r) === "/upload/part")
      .map((r) => Number((r.body as Record<string, string>).part_number))
      .sort();
    expect(resent).toEqual([1, 2, 3, 4].filter((n) => !held.includes(n)));
    const heldBytes = held.reduce((sum, n) => sum + (n === 4 ? 5 : 10) * megabyte, 0);
    expect(seen[1]).toBe(heldBytes);
    expect(transport.count("POST", "/jobs/multimedia/upload/start")).toBe(1);
  });

  it("starts over when the server no longer knows the upload", async () => {
    const { client, transport, storage } = setup({
      "GET /jobs/multimedia/upload/upl_old/parts": () => failure(404, "Upload not found"),
    });
    const file = fileOf(12 * megabyte);
    storage.setItem(resumeKey(file), JSON.stringify({ uploadId: "upl_old", fileName: "x.mp4", parts: [] }));
    await Effect.runPromise(uploadMedia(client, file, { storage }));
    expect(transport.count("POST", "/jobs/multimedia/upload/start")).toBe(1);
  });

  it("cancels by interruption: no further parts are sent", slow, async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let partTwoArrived: () => void = () => {};
    const arrived = new Promise<void>((resolve) => {
      partTwoArrived = resolve;
    });
    const { client, transport, storage } = setup({
      "POST /jobs/multimedia/upload/part": async (request) => {
        const body = request.body as Record<string, unknown>;
        if (body.part_number === "2") {
          partTwoArrived();
          await gate;
        }
        return ok(ackOf(body));
      },
    });
    const fiber = Effect.runFork(uploadMedia(client, fileOf(75 * megabyte), { storage }));
    // Part 2 is in flight (each part is hashed first, which takes a moment for 15 MB).
    await arrived;
    await Effect.runPromise(Fiber.interrupt(fiber));
    const sentBefore = partBodies(transport).length;
    release();
    await transport.settled();
    // Of the 5 parts, only those already on their way were sent; nothing after the interruption.
    expect(partBodies(transport).length).toBe(sentBefore);
    expect(sentBefore).toBeLessThan(5);
    expect(transport.count("POST", "/jobs/multimedia/upload/finish")).toBe(0);
  });
});
