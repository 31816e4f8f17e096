import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { MediaMessages, mediaQuotaBytes, megabyte, planUploadParts } from "@haulboard/domain";
import { getRequestListener } from "@hono/node-server";
import { startFauxqs } from "fauxqs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sweepExpiredUploads } from "../src/mediaStore/sweep.ts";
import { makeLocalStorage } from "../src/storage/local.ts";
import type { MediaStorage } from "../src/storage/MediaStorage.ts";
import { makeS3Storage, pieceSizes } from "../src/storage/s3.ts";
import {
  demoAccounts,
  removeThrowAwayMedia,
  startTestServer,
  type TestServer,
  testConfig,
} from "./support/server.ts";

/**
 * The media calls over HTTP, on both storage adapters: the local disk and S3 (a real S3-compatible
 * server, fauxqs, started here on loopback with S3's multipart rules: 5 MiB minimum part, ETags, abort).
 */

type Adapter = {
  readonly name: string;
  readonly open: () => Promise<{ storage: MediaStorage; close: () => Promise<void>; localDir?: string }>;
};

const adapters: Adapter[] = [
  {
    name: "local disk",
    open: async () => {
      const config = testConfig();
      const dir = config.media.storage === "local" ? config.media.dir : "";
      return {
        storage: makeLocalStorage(dir),
        close: async () => removeThrowAwayMedia(config),
        localDir: dir,
      };
    },
  },
  {
    name: "S3 (fauxqs)",
    open: async () => {
      const server = await startFauxqs({ port: 0, host: "127.0.0.1", logger: false });
      server.createBucket("haulboard-media");
      const storage = makeS3Storage({
        bucket: "haulboard-media",
        region: "us-east-1",
        endpoint: server.address,
        accessKeyId: "test",
        secretAccessKey: "test",
        forcePathStyle: true,
        prefix: "test/",
        // fauxqs takes request bodies up to 11 MiB: larger chunks travel as several S3 parts.
        maxPartBytes: 10 * megabyte,
      });
      return { storage, close: () => server.stop() };
    },
  },
];

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("base64");

/** An MP4 by its first bytes (an ISO base media `ftyp` box) followed by `size` bytes in all. */
const mp4 = (size: number) => {
  const bytes = randomBytes(size);
  Buffer.from([0, 0, 0, 0x18]).copy(bytes, 0);
  Buffer.from("ftypisom\0\0\x02\0isomiso2", "latin1").copy(bytes, 4);
  return bytes;
};
const webm = (size: number) => {
  const bytes = randomBytes(size);
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]).copy(bytes, 0);
  Buffer.from("webm", "latin1").copy(bytes, 12);
  return bytes;
};
const svg = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
);

const form = (
  fields: Record<string, string | number>,
  file?: { field?: string; bytes: Uint8Array; name?: string },
) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, String(value));
  if (file)
    body.append(file.field ?? "file", new Blob([new Uint8Array(file.bytes)]), file.name ?? "upload.bin");
  return body;
};

describe("S3 parts of a chunk", () => {
  it("splits a chunk into equal S3 parts of at most the store's limit, each at least 5 MiB", () => {
    expect(pieceSizes(25 * megabyte, undefined)).toEqual([25 * megabyte]);
    expect(pieceSizes(10 * megabyte, 10 * megabyte)).toEqual([10 * megabyte]);
    const pieces = pieceSizes(25 * megabyte, 10 * megabyte);
    expect(pieces).toHaveLength(3);
    expect(pieces.reduce((a, b) => a + b)).toBe(25 * megabyte);
    expect(Math.min(...pieces)).toBeGreaterThanOrEqual(5 * megabyte);
    expect(Math.max(...pieces)).toBeLessThanOrEqual(10 * megabyte);
  });
});

describe("S3 with a public URL (S3_PUBLIC_URL)", () => {
  it("answers URLs under the bucket's public URL, where the stored bytes are read with their type", async () => {
    const fauxqs = await startFauxqs({ port: 0, host: "127.0.0.1", logger: false });
    fauxqs.createBucket("haulboard-media");
    const settings = {
      bucket: "haulboard-media",
      region: "us-east-1",
      endpoint: fauxqs.address,
      accessKeyId: "test",
      secretAccessKey: "test",
      forcePathStyle: true,
      prefix: "pub/",
      maxPartBytes: 10 * megabyte,
    };
    const publicUrl = `${fauxqs.address}/haulboard-media`;
    const server = await startTestServer({
      mediaStorage: makeS3Storage(settings),
      config: { media: { storage: "s3", ...settings, publicUrl, sweepIntervalSeconds: 600 } },
    });
    try {
      const token = (await server.tokensOf("employer")).accessToken;
      const video = mp4(2 * megabyte + 1);
      const response = await server.app.request("/api/v1/jobs/multimedia/upload", {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
        body: form({ extension: "mp4" }, { bytes: video, name: "a.mp4" }),
      });
      expect(response.status).toBe(200);
      const stored = ((await response.json()) as { data: { file_name: string; url: string } }).data;
      expect(stored.url).toBe(`${publicUrl}/pub/jobs/${stored.file_name}`);
      const read = await fetch(stored.url);
      expect(read.status).toBe(200);
      expect(read.headers.get("content-type")).toBe("video/mp4");
      expect(sha256(new Uint8Array(await read.arrayBuffer()))).toBe(sha256(video));
    } finally {
      await server.close();
      await fauxqs.stop();
    }
  });
});

describe("the local disk's free-space guard (issue 36 #2)", () => {
  it("refuses an upload that would leave the volume less than its minimum free, with a clear message", async () => {
    const config = testConfig();
    const dir = config.media.storage === "local" ? config.media.dir : "";
    const storage = makeLocalStorage(dir);
    expect(await storage.freeBytes?.()).toBeGreaterThan(0);
    const server = await startTestServer({
      mediaStorage: storage,
      config: {
        media: { storage: "local", dir, sweepIntervalSeconds: 600, minFreeBytes: Number.MAX_SAFE_INTEGER },
      },
    });
    try {
      const token = (await server.tokensOf("employer")).accessToken;
      const response = await server.app.request("/api/v1/jobs/multimedia/upload", {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
        body: form({ extension: "mp4" }, { bytes: mp4(4096), name: "a.mp4" }),
      });
      expect(response.status).toBe(507);
      expect(((await response.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe(
        "The server's storage is almost full: media cannot be stored now. Please try again later.",
      );
    } finally {
      await server.close();
    }
  }, 120_000);
});

for (const adapter of adapters) {
  describe(`media on ${adapter.name}`, () => {
    let server: TestServer;
    let storage: MediaStorage;
    let closeStorage: () => Promise<void>;
    let localDir: string | undefined;
    let employer: string;
    let companyAdmin: string;
    let otherCompany: string;
    let ads: string;
    let newsAdmin: string;

    beforeAll(async () => {
      const opened = await adapter.open();
      storage = opened.storage;
      closeStorage = opened.close;
      localDir = opened.localDir;
      server = await startTestServer({ mediaStorage: storage });
      employer = (await server.tokensOf("employer")).accessToken;
      companyAdmin = (await server.tokensOf("companyAdmin")).accessToken;
      otherCompany = (await server.tokensOf("contributor")).accessToken;
      ads = (await server.tokensOf("adsAdmin")).accessToken;
      newsAdmin = (await server.tokensOf("newsAdmin")).accessToken;
    }, 60_000);
    afterAll(async () => {
      await server.close();
      await closeStorage();
    });

    const post = (path: string, token: string, body: FormData) =>
      server.app.request(`/api/v1${path}`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
        body,
      });
    const get = (path: string, headers: Record<string, string> = {}) => server.app.request(path, { headers });
    const errorOf = async (response: Response) =>
      ((await response.json()) as { errors: { message: string }[] }).errors[0]?.message;
    const dataOf = async <T>(response: Response) => {
      expect(response.status, await response.clone().text()).toBe(200);
      return ((await response.json()) as { data: T }).data;
    };
    const mediaPath = (url: string) => new URL(url, "http://any.example").pathname;

    const start = async (token = employer, extension = "mp4") =>
      dataOf<{ upload_id: string; file_name: string }>(
        await post("/jobs/multimedia/upload/start", token, form({ extension })),
      );
    const sendPart = (
      token: string,
      upload: { upload_id: string; file_name: string },
      partNumber: number,
      bytes: Uint8Array,
      checksum = sha256(bytes),
    ) =>
      post(
        "/jobs/multimedia/upload/part",
        token,
        form(
          { ...upload, part_number: partNumber, size: bytes.length, checksum },
          { bytes, name: "video.mp4" },
        ),
      );
    const finish = (token: string, upload: { upload_id: string; file_name: string }, parts: unknown) =>
      post("/jobs/multimedia/upload/finish", token, form({ ...upload, parts: JSON.stringify(parts) }));

    it("stores a video under 10 MB in one request and serves it with its type, ranges and a long cache", async () => {
      const video = mp4(3 * megabyte + 17);
      const stored = await dataOf<{ file_name: string; url: string }>(
        await post(
          "/jobs/multimedia/upload",
          employer,
          form({ extension: "mp4" }, { bytes: video, name: "a.mp4" }),
        ),
      );
      expect(stored.file_name).toMatch(/^[0-9a-f-]{36}\.mp4$/);
      const whole = await get(mediaPath(stored.url));
      expect(whole.status).toBe(200);
      expect(whole.headers.get("content-type")).toBe("video/mp4");
      expect(whole.headers.get("x-content-type-options")).toBe("nosniff");
      expect(whole.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(whole.headers.get("accept-ranges")).toBe("bytes");
      // The route's own policy, not the web app's page policy (issue 36 #5).
      expect(whole.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
      expect(sha256(new Uint8Array(await whole.arrayBuffer()))).toBe(sha256(video));

      const range = await get(mediaPath(stored.url), { range: "bytes=100-199" });
      expect(range.status).toBe(206);
      expect(range.headers.get("content-range")).toBe(`bytes 100-199/${video.length}`);
      expect(Buffer.from(await range.arrayBuffer())).toEqual(video.subarray(100, 200));
      const tail = await get(mediaPath(stored.url), { range: "bytes=-10" });
      expect(Buffer.from(await tail.arrayBuffer())).toEqual(video.subarray(video.length - 10));
      expect((await get(mediaPath(stored.url), { range: `bytes=${video.length}-` })).status).toBe(416);
    });

    it("answers a stored file by its path, and a job posted or edited with that video keeps it (issue 35 #1, #2)", async () => {
      const stored = await dataOf<{ file_name: string; url: string }>(
        await post("/jobs/multimedia/upload", employer, form({ extension: "mp4" }, { bytes: mp4(4096) })),
      );
      expect(stored.url).toBe(`/media/jobs/${stored.file_name}`);
      const job = {
        title: "Regional driver",
        job_type: "dry_van",
        additional_experience: null,
        home_time: "HW",
        required_experience: "Y1",
        job_description: "<p>Weekly pay</p>",
        driver_unload: false,
        expected_pay: 1500,
        signon_bonus: 0,
        starting_bonus: 0,
        benefits: [],
        endorsements: [],
        salary_type: "weekly",
        addons: [],
        addresses: [
          {
            street1: null,
            city: "Tulsa",
            state: "OK",
            coordinates: [-95.99, 36.15],
            country: "US",
            postal_code: "74103",
          },
        ],
      };
      const posted = await dataOf<{ jobs: { id: number }[] }>(
        await server.request("POST", "/jobs", { token: employer, body: { ...job, video_url: stored.url } }),
      );
      const id = posted.jobs[0]?.id;
      const detail = async () =>
        (await dataOf<{ video_url: string }>(await server.request("GET", `/jobs/${id}`, { token: employer })))
          .video_url;
      expect(await detail()).toBe(stored.url);
      // What an older server answered (its first request's host) is kept by its path.
      const edited = await server.request("PATCH", `/jobs/${id}`, {
        token: employer,
        body: { video_url: `http://localhost:3000${stored.url}` },
      });
      expect(edited.status, await edited.clone().text()).toBe(200);
      expect(await detail()).toBe(stored.url);
      const elsewhere = await server.request("PATCH", `/jobs/${id}`, {
        token: employer,
        body: { video_url: "//evil.example/a.mp4" },
      });
      expect(elsewhere.status).toBe(422);
      expect(await errorOf(elsewhere)).toBe("The video address is not valid");
      // Rows written while the server answered absolute addresses keep only their path (migration 0021).
      await server.db.query("update jobs set video_url = $2 where id = $1", [
        id,
        `http://localhost:3000${stored.url}`,
      ]);
      const [oldPost] = await server.db.query<{ id: number }>(
        `insert into news_posts (channel_id, title, body, thumbnail, thumbnail_full, thumbnail_small, user_id)
         values (3, 'Old post', $1, $2, $2, $3, (select id from users order by id limit 1)) returning id`,
        [
          '<p><img src="http://localhost:3000/media/news/aa.png"><img src="https://cdn.example.com/x.png"></p>',
          "http://localhost:3000/media/news/aa.png",
          "http://localhost:3000/media/news/aa-587x226.png",
        ],
      );
      await server.db.exec(
        fs.readFileSync(new URL("../src/migrations/0021_storage_media_paths.sql", import.meta.url), "utf8"),
      );
      expect(await detail()).toBe(stored.url);
      const [migrated] = await server.db.query<Record<string, string>>(
        "select body, thumbnail, thumbnail_small from news_posts where id = $1",
        [oldPost!.id],
      );
      expect(migrated).toEqual({
        body: '<p><img src="/media/news/aa.png"><img src="https://cdn.example.com/x.png"></p>',
        thumbnail: "/media/news/aa.png",
        thumbnail_small: "/media/news/aa-587x226.png",
      });
      await server.db.query("delete from news_posts where id = $1", [oldPost!.id]);
    });

    it("refuses a video of 10 MB or more in one request", async () => {
      const response = await post(
        "/jobs/multimedia/upload",
        employer,
        form({ extension: "mp4" }, { bytes: mp4(10 * megabyte) }),
      );
      expect(response.status).toBe(413);
      expect(await errorOf(response)).toBe("A single upload is under 10 MB: send larger videos in parts");
    });

    it("types by content: an SVG named .png is refused, a WebM named .mp4 too, an image is not a job video", async () => {
      const svgAsPng = await post(
        "/ads/multimedia/upload",
        ads,
        form({ extension: "png" }, { bytes: svg, name: "logo.png" }),
      );
      expect(svgAsPng.status).toBe(415);
      expect(await errorOf(svgAsPng)).toBe(MediaMessages.svgRefused);
      const svgAsMp4 = await post(
        "/jobs/multimedia/upload",
        employer,
        form({ extension: "mp4" }, { bytes: svg }),
      );
      expect(svgAsMp4.status).toBe(415);
      expect(await errorOf(svgAsMp4)).toBe(MediaMessages.svgRefused);
      const mismatch = await post(
        "/jobs/multimedia/upload",
        employer,
        form({ extension: "mp4" }, { bytes: webm(4096) }),
      );
      expect(mismatch.status).toBe(415);
      expect(await errorOf(mismatch)).toBe(MediaMessages.contentMismatch);
      const html = await post(
        "/jobs/multimedia/upload",
        employer,
        form({ extension: "mp4" }, { bytes: Buffer.from("<html><script>alert(1)</script></html>") }),
      );
      expect(html.status).toBe(415);
      expect(await errorOf(html)).toBe(MediaMessages.unsupportedType);
      const declaredSvg = await post("/jobs/multimedia/upload/start", employer, form({ extension: "svg" }));
      expect(declaredSvg.status).toBe(415);
      const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "blue" } })
        .png()
        .toBuffer();
      const imageAsJob = await post(
        "/jobs/multimedia/upload",
        employer,
        form({ extension: "png" }, { bytes: png }),
      );
      expect(imageAsJob.status).toBe(415);
      expect(await errorOf(imageAsJob)).toBe(MediaMessages.videoOnly);
    });

    it("uploads in parts with the domain's chunk sizes (start, chunk …, finish) and keeps every byte", async () => {
      const video = mp4(12 * megabyte + 5);
      const plan = planUploadParts(video.length);
      expect(plan.map((part) => part.end - part.start)).toEqual([
        5 * megabyte,
        5 * megabyte,
        2 * megabyte + 5,
      ]);
      const upload = await start();
      expect(upload.upload_id).toMatch(/^upl_/);
      const parts = [];
      for (const part of plan) {
        const bytes = video.subarray(part.start, part.end);
        const ack = await dataOf<{ part_number: number; etag: string; size: number; checksum: string }>(
          await sendPart(employer, upload, part.partNumber, bytes),
        );
        expect(ack).toMatchObject({
          part_number: part.partNumber,
          size: bytes.length,
          checksum: sha256(bytes),
        });
        parts.push({ part_number: ack.part_number, etag: ack.etag });
      }
      const listed = await dataOf<{ part_number: number }[]>(
        await server.request("GET", `/jobs/multimedia/upload/${upload.upload_id}/parts`, { token: employer }),
      );
      expect(listed.map((part) => part.part_number)).toEqual([1, 2, 3]);
      const stored = await dataOf<{ file_name: string; url: string }>(await finish(employer, upload, parts));
      expect(stored.file_name).toBe(upload.file_name);
      const served = await get(mediaPath(stored.url));
      expect(served.headers.get("content-length")).toBe(String(video.length));
      expect(sha256(new Uint8Array(await served.arrayBuffer()))).toBe(sha256(video));
      // A range across the boundary of parts 1 and 2 (videos seek).
      const across = await get(mediaPath(stored.url), {
        range: `bytes=${5 * megabyte - 10}-${5 * megabyte + 9}`,
      });
      expect(across.status).toBe(206);
      expect(Buffer.from(await across.arrayBuffer())).toEqual(
        video.subarray(5 * megabyte - 10, 5 * megabyte + 10),
      );
      // The upload is closed: its parts can no longer be listed.
      const after = await server.request("GET", `/jobs/multimedia/upload/${upload.upload_id}/parts`, {
        token: employer,
      });
      expect(after.status).toBe(404);
    });

    it("refuses a part whose checksum does not match, and holds no such part", async () => {
      const upload = await start();
      const bytes = mp4(5 * megabyte);
      const response = await sendPart(employer, upload, 1, bytes, sha256(Buffer.from("something else")));
      expect(response.status).toBe(422);
      expect(await errorOf(response)).toBe(MediaMessages.badChecksum);
      const listed = await dataOf<unknown[]>(
        await server.request("GET", `/jobs/multimedia/upload/${upload.upload_id}/parts`, { token: employer }),
      );
      expect(listed).toEqual([]);
      // Sent again intact, it is taken.
      expect((await sendPart(employer, upload, 1, bytes)).status).toBe(200);
    });

    it("answers a refused first part of a large upload at once over a socket: 415 with the message (issue 35 #3)", async () => {
      // Through a real HTTP server, as the browser sends it: the body arrives from the socket.
      const listener = getRequestListener(server.app.fetch);
      const http = createServer((request, response) => void listener(request, response));
      await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
      const { port } = http.address() as AddressInfo;
      try {
        const upload = await start();
        // Not a video's bytes, though named .mp4: several MB, far more than a stream buffers.
        const notVideo = Buffer.alloc(5 * megabyte, "not a video ");
        const send = (partNumber: number) =>
          fetch(`http://127.0.0.1:${port}/api/v1/jobs/multimedia/upload/part`, {
            method: "POST",
            headers: { authorization: `Bearer ${employer}` },
            body: form(
              { ...upload, part_number: partNumber, size: notVideo.length, checksum: sha256(notVideo) },
              { bytes: notVideo, name: "video.mp4" },
            ),
            signal: AbortSignal.timeout(15_000),
          });
        expect((await send(2)).status).toBe(200);
        const first = await send(1);
        expect(first.status).toBe(415);
        expect(await errorOf(first)).toBe(MediaMessages.unsupportedType);
      } finally {
        http.closeAllConnections();
        await new Promise((resolve) => http.close(resolve));
      }
    }, 30_000);

    it("refuses a part longer or shorter than its declared size, and a part over 25 MB", async () => {
      const upload = await start();
      const bytes = mp4(1024);
      const short = await post(
        "/jobs/multimedia/upload/part",
        employer,
        form({ ...upload, part_number: 1, size: 2048, checksum: sha256(bytes) }, { bytes }),
      );
      expect(short.status).toBe(400);
      const long = await post(
        "/jobs/multimedia/upload/part",
        employer,
        form({ ...upload, part_number: 1, size: 10, checksum: sha256(bytes) }, { bytes }),
      );
      expect(long.status).toBe(400);
      const huge = await post(
        "/jobs/multimedia/upload/part",
        employer,
        form({ ...upload, part_number: 1, size: 26 * megabyte, checksum: "x" }, { bytes }),
      );
      expect(huge.status).toBe(413);
    });

    it("answers 404 to anyone but the user who started the upload", async () => {
      const upload = await start(employer);
      const bytes = mp4(5 * megabyte);
      const ack = await dataOf<{ etag: string }>(await sendPart(employer, upload, 1, bytes));
      for (const stranger of [companyAdmin, otherCompany]) {
        expect((await sendPart(stranger, upload, 2, bytes)).status).toBe(404);
        const listed = await server.request("GET", `/jobs/multimedia/upload/${upload.upload_id}/parts`, {
          token: stranger,
        });
        expect(listed.status).toBe(404);
        const finished = await finish(stranger, upload, [{ part_number: 1, etag: ack.etag }]);
        expect(finished.status).toBe(404);
        expect(await errorOf(finished)).toBe(MediaMessages.uploadNotFound);
        const cancelled = await server.request("DELETE", `/jobs/multimedia/delete/${upload.upload_id}`, {
          token: stranger,
        });
        expect(cancelled.status).toBe(404);
      }
    });

    it("ads: a video in parts through /ads/multimedia/upload (start, part, finish), listed, deleted; areas stay apart", async () => {
      const adsApi = "/ads/multimedia/upload";
      const video = mp4(11 * megabyte + 9);
      const plan = planUploadParts(video.length);
      const upload = await dataOf<{ upload_id: string; file_name: string }>(
        await post(`${adsApi}/start`, ads, form({ extension: "mp4" })),
      );
      const sendAdPart = (token: string, partNumber: number, bytes: Uint8Array, checksum = sha256(bytes)) =>
        post(
          `${adsApi}/part`,
          token,
          form({ ...upload, part_number: partNumber, size: bytes.length, checksum }, { bytes }),
        );
      // An ads upload is not a job upload: the jobs calls do not know it, and the employer neither.
      const first = video.subarray(plan[0]!.start, plan[0]!.end);
      expect((await sendPart(ads, upload, 1, first)).status).toBe(403);
      expect((await sendAdPart(employer, 1, first)).status).toBe(403);
      expect((await sendAdPart(ads, 1, first, sha256(svg))).status).toBe(422);

      const parts = [];
      for (const part of plan) {
        const ack = await dataOf<{ part_number: number; etag: string }>(
          await sendAdPart(ads, part.partNumber, video.subarray(part.start, part.end)),
        );
        parts.push({ part_number: ack.part_number, etag: ack.etag });
      }
      const listed = await server.request("GET", `${adsApi}/${upload.upload_id}/parts`, { token: ads });
      expect(
        ((await listed.json()) as { data: { part_number: number }[] }).data.map((p) => p.part_number),
      ).toEqual(plan.map((part) => part.partNumber));
      const missing = await post(
        `${adsApi}/finish`,
        ads,
        form({ ...upload, parts: JSON.stringify([...parts, { part_number: plan.length + 1, etag: "x" }]) }),
      );
      expect(missing.status).toBe(422);
      const stored = await dataOf<{ file_name: string; url: string }>(
        await post(`${adsApi}/finish`, ads, form({ ...upload, parts: JSON.stringify(parts) })),
      );
      expect(mediaPath(stored.url)).toBe(`/media/ads/${stored.file_name}`);
      const served = await get(mediaPath(stored.url));
      expect(served.headers.get("content-type")).toBe("video/mp4");
      expect(sha256(new Uint8Array(await served.arrayBuffer()))).toBe(sha256(video));

      const deleted = await server.request("DELETE", `/ads/multimedia/delete/${stored.file_name}`, {
        token: ads,
      });
      expect(deleted.status).toBe(200);
      expect((await get(mediaPath(stored.url))).status).toBe(404);

      // A job upload id is not an ads one (same user would need both roles; the area alone tells them apart).
      const jobUpload = await start(employer);
      const asAds = await server.request("GET", `${adsApi}/${jobUpload.upload_id}/parts`, { token: ads });
      expect(asAds.status).toBe(404);
    });

    it("audits an upload made while an admin impersonates the employer: each write names the admin", async () => {
      const idOf = async (email: string) =>
        (await server.db.query<{ id: number }>("select id from users where email = $1", [email]))[0]!.id;
      const targetId = await idOf(demoAccounts.employer.email);
      const adminId = await idOf(demoAccounts.superAdmin.email);
      const admin = await server.tokensOf("superAdmin");
      const started = await server.request("POST", `/auth/login/impersonate?user_id=${targetId}`, {
        token: admin.accessToken,
        body: { user_id: targetId, device_id: "impmedia", role: "employer" },
      });
      expect(started.status).toBe(200);
      const acting = ((await started.json()) as { data: { access_token: string } }).data.access_token;
      const since = (await server.db.query<{ now: string }>("select now()::text as now"))[0]!.now;

      const video = mp4(5 * megabyte + 3);
      const plan = planUploadParts(video.length);
      const upload = await start(acting);
      const parts = [];
      for (const part of plan) {
        const ack = await dataOf<{ part_number: number; etag: string }>(
          await sendPart(acting, upload, part.partNumber, video.subarray(part.start, part.end)),
        );
        parts.push({ part_number: ack.part_number, etag: ack.etag });
      }
      // A refused write is audited too (a part whose checksum does not match).
      const refused = await sendPart(acting, upload, 1, video.subarray(0, plan[0]!.end), sha256(svg));
      expect(refused.status).toBe(422);
      const resent = await dataOf<{ part_number: number; etag: string }>(
        await sendPart(acting, upload, 1, video.subarray(0, plan[0]!.end)),
      );
      parts[0] = { part_number: resent.part_number, etag: resent.etag };
      const stored = await dataOf<{ url: string }>(await finish(acting, upload, parts));
      expect(sha256(new Uint8Array(await (await get(mediaPath(stored.url))).arrayBuffer()))).toBe(
        sha256(video),
      );

      const rows = await server.db.query<{
        actor_id: number;
        target_id: number;
        details: { path: string; status: number };
      }>(
        `select actor_id, target_id, details from audit_log
          where action = 'impersonation.write' and target_id = $1 and created_at >= $2::timestamptz order by id`,
        [targetId, since],
      );
      expect(rows.map((row) => [row.details.path, row.details.status])).toEqual([
        ["/api/v1/jobs/multimedia/upload/start", 200],
        ...plan.map(() => ["/api/v1/jobs/multimedia/upload/part", 200]),
        ["/api/v1/jobs/multimedia/upload/part", 422],
        ["/api/v1/jobs/multimedia/upload/part", 200],
        ["/api/v1/jobs/multimedia/upload/finish", 200],
      ]);
      for (const row of rows) expect(row.actor_id).toBe(adminId);
      await server.request("POST", "/auth/logout", { token: admin.accessToken });
    });

    it("fails a finish that lists a part the server does not hold, clearly", async () => {
      const upload = await start();
      const video = mp4(11 * megabyte);
      const first = await dataOf<{ etag: string }>(
        await sendPart(employer, upload, 1, video.subarray(0, 5 * megabyte)),
      );
      const third = await dataOf<{ etag: string }>(
        await sendPart(employer, upload, 3, video.subarray(10 * megabyte)),
      );
      const response = await finish(employer, upload, [
        { part_number: 1, etag: first.etag },
        { part_number: 2, etag: "never-sent" },
        { part_number: 3, etag: third.etag },
      ]);
      expect(response.status).toBe(422);
      expect(await errorOf(response)).toBe("Part 2 has not been received: send it again, then finish");
      const gap = await finish(employer, upload, [
        { part_number: 1, etag: first.etag },
        { part_number: 3, etag: third.etag },
      ]);
      expect(gap.status).toBe(422);
      expect(await errorOf(gap)).toBe("parts: must be numbered 1, 2, 3 … without gaps or repeats");
    });

    it("sweeps an expired upload: its parts leave the storage and the upload is gone", async () => {
      const upload = await start();
      const bytes = mp4(5 * megabyte);
      await dataOf(await sendPart(employer, upload, 1, bytes));
      const [row] = await server.db.query<{ storage_upload_id: string }>(
        "select storage_upload_id from media_uploads where id = $1",
        [upload.upload_id],
      );
      await server.db.query(
        "update media_uploads set expires_at = now() - interval '1 second' where id = $1",
        [upload.upload_id],
      );
      // Expired: already refused before the sweep runs.
      expect((await sendPart(employer, upload, 2, bytes)).status).toBe(404);
      const result = await sweepExpiredUploads(server.db, storage);
      expect(result).toEqual({ locked: true, swept: 1 });
      expect(await server.db.query("select id from media_uploads where id = $1", [upload.upload_id])).toEqual(
        [],
      );
      expect(
        await server.db.query("select 1 from media_upload_parts where upload_id = $1", [upload.upload_id]),
      ).toEqual([]);
      if (localDir) {
        expect(fs.existsSync(path.join(localDir, ".uploads", row!.storage_upload_id))).toBe(false);
      }
      // The storage no longer knows the multipart upload: a part for it is refused there too.
      await expect(
        storage.uploadPart(
          `jobs/${upload.file_name}`,
          row!.storage_upload_id,
          2,
          (await import("node:stream")).Readable.from([bytes]),
          bytes.length,
        ),
      ).rejects.toThrow();
    });

    it("lets the employer cancel an open upload and delete a stored file; not another company", async () => {
      const upload = await start();
      const cancel = await server.request("DELETE", `/jobs/multimedia/delete/${upload.upload_id}`, {
        token: employer,
      });
      expect(cancel.status).toBe(200);
      const stored = await dataOf<{ file_name: string; url: string }>(
        await post("/jobs/multimedia/upload", employer, form({ extension: "mp4" }, { bytes: mp4(4096) })),
      );
      const stranger = await server.request("DELETE", `/jobs/multimedia/delete/${stored.file_name}`, {
        token: otherCompany,
      });
      expect(stranger.status).toBe(404);
      // A colleague of the same company may (job media belong to the company).
      const colleague = await server.request("DELETE", `/jobs/multimedia/delete/${stored.file_name}`, {
        token: companyAdmin,
      });
      expect(colleague.status).toBe(200);
      expect((await get(mediaPath(stored.url))).status).toBe(404);
    });

    it("makes news images in full and small resolution with EXIF and GPS stripped", async () => {
      const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "orange" } })
        .withExif({
          IFD0: { Artist: "Jo Trucker" },
          IFD3: { GPSLatitudeRef: "N", GPSLatitude: "35/1 0/1 0/1" },
        })
        .jpeg()
        .toBuffer();
      expect((await sharp(photo).metadata()).exif).toBeDefined();
      const answer = await dataOf<{ image_url: string; small_image_url: string }>(
        await post(
          "/news/channels/3/upload-image",
          newsAdmin,
          form({}, { field: "image", bytes: photo, name: "i.jpg" }),
        ),
      );
      const full = Buffer.from(await (await get(mediaPath(answer.image_url))).arrayBuffer());
      const small = Buffer.from(await (await get(mediaPath(answer.small_image_url))).arrayBuffer());
      const fullMeta = await sharp(full).metadata();
      const smallMeta = await sharp(small).metadata();
      expect([fullMeta.format, fullMeta.width, fullMeta.height, fullMeta.exif]).toEqual([
        "jpeg",
        1440,
        810,
        undefined,
      ]);
      expect([smallMeta.width, smallMeta.height, smallMeta.exif]).toEqual([587, 226, undefined]);
      expect(full.includes("Jo Trucker")).toBe(false);
      const svgImage = await post(
        "/news/channels/3/upload-image",
        newsAdmin,
        form({}, { field: "image", bytes: svg, name: "x.png" }),
      );
      expect(svgImage.status).toBe(415);
    });

    it("crops the company logo and renders it at 343×133 and 49×19; the crop follows the spec's rule", async () => {
      const [own] = await server.db.query<{ company_id: number }>(
        "select company_id from users where email = 'companyadmin@haulboard.test'",
      );
      const image = await sharp({ create: { width: 900, height: 500, channels: 4, background: "#0a7" } })
        .png()
        .toBuffer();
      const send = (fields: Record<string, number>, token = companyAdmin, companyId = own!.company_id) =>
        post(
          `/companies/${companyId}/logo`,
          token,
          form(fields, { field: "image", bytes: image, name: "logo.png" }),
        );
      const badSize = await send({ size: 205, top: 0, left: 0 });
      expect(badSize.status).toBe(422);
      expect(await errorOf(badSize)).toBe("Choose a size from 200 to 700 in steps of 10");
      expect((await send({ size: 700, top: 0, left: 300 })).status).toBe(422);
      const answer = await dataOf<{
        logo: { file_name: string; size: number };
        url: string;
        small_url: string;
      }>(await send({ size: 400, top: 20, left: 10 }));
      expect(answer.logo).toMatchObject({ size: 400, top: 20, left: 10 });
      const large = await sharp(
        Buffer.from(await (await get(mediaPath(answer.url))).arrayBuffer()),
      ).metadata();
      const small = await sharp(
        Buffer.from(await (await get(mediaPath(answer.small_url))).arrayBuffer()),
      ).metadata();
      expect([large.width, large.height, small.width, small.height]).toEqual([343, 133, 49, 19]);
      const [company] = await server.db.query<{ logo: { file_name: string } }>(
        "select logo from companies where id = $1",
        [own!.company_id],
      );
      expect(company!.logo.file_name).toBe(answer.logo.file_name);
      const logoUrl = await dataOf<{ url: string }>(
        await server.request("GET", `/companies/logo/${answer.logo.file_name}`, { token: companyAdmin }),
      );
      expect(logoUrl.url).toBe(answer.url);
      // Issue 18: the company record answers the new logo (a snake_case logo made this a 500).
      const read = await server.request("GET", `/companies/${own!.company_id}`, { token: companyAdmin });
      expect(read.status).toBe(200);
      expect(((await read.json()) as { data: { logo: unknown } }).data.logo).toEqual(answer.logo);
      const other = await send({ size: 400, top: 0, left: 0 }, otherCompany);
      expect(other.status).toBe(403);
    });

    it("answers ad, news and logo files by path whatever host the upload came through, and serves them there (issue 35 #2)", async () => {
      const [own] = await server.db.query<{ company_id: number }>(
        "select company_id from users where email = 'companyadmin@haulboard.test'",
      );
      const image = await sharp({ create: { width: 900, height: 500, channels: 3, background: "#357" } })
        .png()
        .toBuffer();
      const through = (
        host: string,
        forwarded: string | undefined,
        path: string,
        token: string,
        body: FormData,
      ) =>
        server.app.request(`http://${host}/api/v1${path}`, {
          method: "POST",
          headers: {
            authorization: `Bearer ${token}`,
            host,
            ...(forwarded ? { "x-forwarded-host": forwarded, "x-forwarded-proto": "https" } : {}),
          },
          body,
        });
      const logo = await dataOf<{ url: string; small_url: string }>(
        await through(
          "127.0.0.1:3000",
          undefined,
          `/companies/${own!.company_id}/logo`,
          companyAdmin,
          form({ size: 400, top: 0, left: 0 }, { field: "image", bytes: image, name: "logo.png" }),
        ),
      );
      const news = await dataOf<{ image_url: string; small_image_url: string }>(
        await through(
          "internal:8080",
          "jobs.haulboard.example",
          "/news/channels/3/upload-image",
          newsAdmin,
          form({}, { field: "image", bytes: image, name: "i.png" }),
        ),
      );
      const ad = await dataOf<{ url: string }>(
        await through(
          "127.0.0.1:3000",
          "ads.haulboard.example",
          "/ads/multimedia/upload",
          ads,
          form({ extension: "png" }, { bytes: image, name: "banner.png" }),
        ),
      );
      const urls = [logo.url, logo.small_url, news.image_url, news.small_image_url, ad.url];
      for (const url of urls) {
        expect(url).toMatch(/^\/media\/(logos|news|ads)\/[0-9a-f]{32}(-\d+x\d+)?\.png$/);
        for (const origin of ["http://127.0.0.1:3000", "https://jobs.haulboard.example"]) {
          const served = await server.app.request(`${origin}${url}`);
          expect(served.status, `${origin}${url}`).toBe(200);
          expect(served.headers.get("content-type")).toBe("image/png");
        }
      }
    });

    it("stores job media only for job posters, within the account's and the company's quota (issue 36 #2)", async () => {
      // A sign-up without a company posts no job: it stores no job media.
      const signUp = (await server.tokensOf("newEmployer")).accessToken;
      const refused = await post("/jobs/multimedia/upload/start", signUp, form({ extension: "mp4" }));
      expect(refused.status).toBe(422);
      expect(await errorOf(refused)).toBe(
        "Post jobs as a member of a company (admins: act as one of its users)",
      );
      const [me] = await server.db.query<{ id: number; company_id: number }>(
        "select id, company_id from users where email = 'employer@haulboard.test'",
      );
      const full = async (companyId: number | null, size: number) =>
        server.db.query(
          `insert into media_files (area, file_name, owner_user_id, company_id, content_type, size)
           values ('jobs', 'quota-filler.mp4', $1, $2, 'video/mp4', $3)`,
          [me!.id, companyId, size],
        );
      try {
        await full(null, mediaQuotaBytes.user);
        for (const answer of [
          await post("/jobs/multimedia/upload/start", employer, form({ extension: "mp4" })),
          await post("/jobs/multimedia/upload", employer, form({ extension: "mp4" }, { bytes: mp4(4096) })),
        ]) {
          expect(answer.status).toBe(413);
          expect(await errorOf(answer)).toBe(MediaMessages.userQuota);
        }
        await server.db.query("delete from media_files where file_name = 'quota-filler.mp4'");
        // The company's quota counts every member's files: another member is refused too.
        await full(me!.company_id, mediaQuotaBytes.company);
        const colleague = await post(
          "/jobs/multimedia/upload/start",
          companyAdmin,
          form({ extension: "mp4" }),
        );
        expect(colleague.status).toBe(413);
        expect(await errorOf(colleague)).toBe(MediaMessages.companyQuota);
      } finally {
        await server.db.query("delete from media_files where file_name = 'quota-filler.mp4'");
      }
    });

    it("refuses news images, ad files and logos past the account's quota as it does job media (issue 36 #2)", async () => {
      const image = await sharp({ create: { width: 900, height: 500, channels: 3, background: "#531" } })
        .png()
        .toBuffer();
      const [own] = await server.db.query<{ company_id: number }>(
        "select company_id from users where email = 'companyadmin@haulboard.test'",
      );
      const cases = [
        [
          "newsadmin@haulboard.test",
          newsAdmin,
          "/news/channels/3/upload-image",
          form({}, { field: "image", bytes: image }),
        ],
        ["ads@haulboard.test", ads, "/ads/multimedia/upload", form({ extension: "png" }, { bytes: image })],
        [
          "companyadmin@haulboard.test",
          companyAdmin,
          `/companies/${own!.company_id}/logo`,
          form({ size: 400, top: 0, left: 0 }, { field: "image", bytes: image }),
        ],
      ] as const;
      for (const [email, token, path, body] of cases) {
        await server.db.query(
          `insert into media_files (area, file_name, owner_user_id, company_id, content_type, size)
           select 'jobs', 'quota-filler.mp4', id, null, 'video/mp4', $2 from users where email = $1`,
          [email, mediaQuotaBytes.user],
        );
        try {
          const answer = await post(path, token, body);
          expect(answer.status, path).toBe(413);
          expect(await errorOf(answer)).toBe(MediaMessages.userQuota);
        } finally {
          await server.db.query("delete from media_files where file_name = 'quota-filler.mp4'");
        }
      }
    });

    it("holds the account's and the company's quota when uploads arrive at once (issue 36 #2)", async () => {
      const [me] = await server.db.query<{ id: number; company_id: number }>(
        "select id, company_id from users where email = 'employer@haulboard.test'",
      );
      const size = 64 * 1024;
      const used = async (column: "owner_user_id" | "company_id", id: number) => {
        // What the quota counts: finished files and the parts of open uploads.
        const [row] = await server.db.query<{ total: string }>(
          `select ((select coalesce(sum(size), 0) from media_files where ${column} = $1)
                 + (select coalesce(sum(p.size), 0) from media_upload_parts p
                     join media_uploads u on u.id = p.upload_id where u.${column} = $1))::text as total`,
          [id],
        );
        return Number(row!.total);
      };
      // Room for one more upload and a half: of uploads sent together, one fits and the others are refused.
      const fillTo = async (
        companyId: number | null,
        quota: number,
        column: "owner_user_id" | "company_id",
      ) => {
        await server.db.query("delete from media_files where file_name = 'quota-filler.mp4'");
        const room = Math.floor(size * 1.5);
        const already = await used(column, column === "owner_user_id" ? me!.id : me!.company_id);
        await server.db.query(
          `insert into media_files (area, file_name, owner_user_id, company_id, content_type, size)
           values ('jobs', 'quota-filler.mp4', $1, $2, 'video/mp4', $3)`,
          [me!.id, companyId, quota - room - already],
        );
      };
      const uploadAll = (tokens: readonly string[]) =>
        Promise.all(
          tokens.map((token) =>
            post("/jobs/multimedia/upload", token, form({ extension: "mp4" }, { bytes: mp4(size) })),
          ),
        );
      try {
        await fillTo(null, mediaQuotaBytes.user, "owner_user_id");
        const mine = await uploadAll([employer, employer, employer, employer]);
        expect(mine.map((answer) => answer.status).sort()).toEqual([200, 413, 413, 413]);
        for (const answer of mine.filter((answer) => answer.status === 413))
          expect(await errorOf(answer)).toBe(MediaMessages.userQuota);
        expect(await used("owner_user_id", me!.id)).toBeLessThanOrEqual(mediaQuotaBytes.user);

        // Two members of one company at once: the company's quota holds too.
        await fillTo(me!.company_id, mediaQuotaBytes.company, "company_id");
        const ours = await uploadAll([employer, companyAdmin, employer, companyAdmin]);
        expect(ours.map((answer) => answer.status).sort()).toEqual([200, 413, 413, 413]);
        expect(await used("company_id", me!.company_id)).toBeLessThanOrEqual(mediaQuotaBytes.company);
        // No claim outlives its upload: what was refused or stored leaves no reservation behind.
        const [claims] = await server.db.query<{ count: number }>(
          "select count(*)::int as count from media_reservations",
        );
        expect(claims!.count).toBe(0);
      } finally {
        await server.db.query("delete from media_files where file_name = 'quota-filler.mp4'");
      }
    });

    it("sweeps finished files that no job or ad uses a day after they were stored, and keeps used ones (issue 36 #2)", async () => {
      const upload = async () =>
        dataOf<{ file_name: string; url: string }>(
          await post("/jobs/multimedia/upload", employer, form({ extension: "mp4" }, { bytes: mp4(4096) })),
        );
      const unused = await upload();
      const used = await upload();
      const fresh = await upload();
      await server.db.query("update jobs set video_url = $1 where id = (select min(id) from jobs)", [
        used.url,
      ]);
      await server.db.query(
        "update media_files set created_at = now() - interval '25 hours' where file_name = any($1)",
        [[unused.file_name, used.file_name]],
      );
      const result = await sweepExpiredUploads(server.db, storage);
      expect(result.locked).toBe(true);
      expect((await get(mediaPath(unused.url))).status).toBe(404);
      expect((await get(mediaPath(used.url))).status).toBe(200);
      expect((await get(mediaPath(fresh.url))).status).toBe(200);
      const rows = await server.db.query<{ file_name: string }>(
        "select file_name from media_files where file_name = any($1)",
        [[unused.file_name, used.file_name, fresh.file_name]],
      );
      expect(rows.map((row) => row.file_name).sort()).toEqual([used.file_name, fresh.file_name].sort());
    });

    it("sweeps unused news images, logos and ad files a day on, and keeps those a post, an album, a job, an ad or a company uses (issue 36 #2)", async () => {
      const [own] = await server.db.query<{ company_id: number }>(
        "select company_id from users where email = 'companyadmin@haulboard.test'",
      );
      const [writer] = await server.db.query<{ id: number }>(
        "select id from users where email = 'newsadmin@haulboard.test'",
      );
      let colour = 0;
      const png = () =>
        sharp({
          create: {
            width: 900,
            height: 500,
            channels: 3,
            background: `#${(0x102030 + ++colour * 7919).toString(16)}`,
          },
        })
          .png()
          .toBuffer();
      const newsImage = async () =>
        dataOf<{ image_url: string; small_image_url: string }>(
          await post(
            "/news/channels/3/upload-image",
            newsAdmin,
            form({}, { field: "image", bytes: await png() }),
          ),
        );
      const adFile = async () =>
        dataOf<{ file_name: string; url: string }>(
          await post("/ads/multimedia/upload", ads, form({ extension: "png" }, { bytes: await png() })),
        );
      const logo = async () =>
        dataOf<{ url: string; small_url: string }>(
          await post(
            `/companies/${own!.company_id}/logo`,
            companyAdmin,
            form({ size: 400, top: 0, left: 0 }, { field: "image", bytes: await png(), name: "logo.png" }),
          ),
        );
      const thumbnail = await newsImage();
      const inPostBody = await newsImage();
      const inAlbum = await newsImage();
      const inJobText = await newsImage();
      const unusedNews = await newsImage();
      const usedAd = await adFile();
      const unusedAd = await adFile();
      const replacedLogo = await logo();
      const currentLogo = await logo();

      // The references: a post's thumbnail and, inside its rich text, another image; an album; a job's
      // description (rich text); an ad's creative; the company's logo (the upload set it).
      const [created] = await server.db.query<{ id: number }>(
        `insert into news_posts (channel_id, title, body, thumbnail, thumbnail_full, thumbnail_small, user_id)
         values (3, 'Sweep check', $1, $2, $2, $3, $4) returning id`,
        [
          `<p>Fuel prices</p><p><img src="${inPostBody.image_url}" alt="pump" width="720"></p>`,
          thumbnail.image_url,
          thumbnail.small_image_url,
          writer!.id,
        ],
      );
      const [album] = await server.db.query<{ id: number }>(
        "insert into news_albums (title) values ('Sweep album') returning id",
      );
      await server.db.query("update news_images set album_id = $1 where image_url = $2", [
        album!.id,
        inAlbum.image_url,
      ]);
      const [job] = await server.db.query<{ id: number; job_description: string }>(
        "select id, job_description from jobs order by id limit 1",
      );
      await server.db.query("update jobs set job_description = $2 where id = $1", [
        job!.id,
        `${job!.job_description}<p><img src="${inJobText.small_image_url}" alt="map"></p>`,
      ]);
      const [ad] = await server.db.query<{ id: number }>(
        `insert into ads (name, advertiser, headline, target_url, placements, media_file_name, kind)
         values ('Sweep check', 'Fuel Co', 'Cheap fuel', 'https://fuel.example', array['home_banner'], $1, 'image')
         returning id`,
        [usedAd.file_name],
      );
      try {
        const all = [thumbnail, inPostBody, inAlbum, inJobText, unusedNews].flatMap((image) => [
          image.image_url,
          image.small_image_url,
        ]);
        all.push(usedAd.url, unusedAd.url, replacedLogo.url, replacedLogo.small_url, currentLogo.url);
        all.push(currentLogo.small_url);
        const names = all.map((url) => url.split("/").at(-1)!);
        await server.db.query(
          "update media_files set created_at = now() - interval '25 hours' where file_name = any($1)",
          [names],
        );
        const result = await sweepExpiredUploads(server.db, storage, { batch: 10_000 });
        expect(result.locked).toBe(true);
        const statusOf = async (url: string) => (await get(mediaPath(url))).status;
        const kept = [
          thumbnail.image_url,
          thumbnail.small_image_url,
          inPostBody.image_url,
          inPostBody.small_image_url,
          inAlbum.image_url,
          inAlbum.small_image_url,
          inJobText.image_url,
          inJobText.small_image_url,
          usedAd.url,
          currentLogo.url,
          currentLogo.small_url,
        ];
        const swept = [
          unusedNews.image_url,
          unusedNews.small_image_url,
          unusedAd.url,
          replacedLogo.url,
          replacedLogo.small_url,
        ];
        for (const url of kept) expect(await statusOf(url), `kept ${url}`).toBe(200);
        for (const url of swept) expect(await statusOf(url), `swept ${url}`).toBe(404);
        // A swept news image can no longer be picked as a post's thumbnail.
        const images = await server.db.query("select 1 from news_images where image_url = $1", [
          unusedNews.image_url,
        ]);
        expect(images).toHaveLength(0);
      } finally {
        await server.db.query("update jobs set job_description = $2 where id = $1", [
          job!.id,
          job!.job_description,
        ]);
        await server.db.query("delete from ads where id = $1", [ad!.id]);
        await server.db.query("delete from news_posts where id = $1", [created!.id]);
        await server.db.query("delete from news_albums where id = $1", [album!.id]);
      }
    });

    it("serves images and videos only: no SVG or HTML names, no unknown areas", async () => {
      for (const bad of [
        "/media/jobs/x.svg",
        "/media/jobs/x.html",
        "/media/etc/x.png",
        "/media/jobs/..%2Fx.png",
      ]) {
        expect((await get(bad)).status, bad).toBe(404);
      }
    });

    it("refuses a form that is not multipart, a file before the fields, and two files", async () => {
      const json = await server.request("POST", "/jobs/multimedia/upload/start", {
        token: employer,
        body: { extension: "mp4" },
      });
      expect(json.status).toBe(400);
      const upload = await start();
      const bytes = mp4(1024);
      const fileFirst = new FormData();
      fileFirst.append("file", new Blob([bytes]), "v.mp4");
      for (const [name, value] of Object.entries({
        ...upload,
        part_number: 1,
        size: bytes.length,
        checksum: sha256(bytes),
      })) {
        fileFirst.append(name, String(value));
      }
      const answer = await post("/jobs/multimedia/upload/part", employer, fileFirst);
      expect(answer.status).toBe(400);
    });
  });
}
