import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./support/server.ts";
import { writeWithCopies } from "./support/webDist.ts";

/**
 * Issue 13, "pages that arrive fast": built assets go out precompressed by Accept-Encoding, API answers
 * above 1 KB gzip-compressed, and /robots.txt is a real robots file (it answered the app's HTML).
 * The build writes the .br and .gz copies (apps/web/precompress.ts); here a small build is made by hand.
 */
let server: TestServer;
let dist: string;
const script = `console.log(${JSON.stringify("haulboard ".repeat(400))});`;
const page = `<!doctype html><html><head><title>Haulboard</title></head><body>${"<div></div>".repeat(200)}</body></html>`;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "haulboard-dist-"));
  writeWithCopies(path.join(dist, "index.html"), page);
  writeWithCopies(path.join(dist, "assets", "app-3f2a1b.js"), script);
  for (const file of ["robots.txt", "favicon.svg"]) {
    fs.copyFileSync(path.resolve(import.meta.dirname, "../../web/public", file), path.join(dist, file));
  }
  server = await startTestServer({ config: { webDist: dist } });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  server.app.request(url, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

describe("compressed answers", () => {
  it("sends a built asset as brotli, else gzip, else as is, and says so", async () => {
    const br = await get("/assets/app-3f2a1b.js", "gzip, deflate, br");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toContain("Accept-Encoding");
    // Named by content, cached for a year, never revalidated: no date to send.
    expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(br.headers.get("last-modified")).toBeNull();
    expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);
    const gz = await get("/assets/app-3f2a1b.js", "gzip");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);
    const plain = await get("/assets/app-3f2a1b.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it("sends the app's page for a client-side route compressed too", async () => {
    const answer = await get("/company/jobs", "br;q=1.0, gzip;q=0.8");
    expect(answer.headers.get("content-type")).toContain("text/html");
    expect(answer.headers.get("content-encoding")).toBe("br");
    expect(zlib.brotliDecompressSync(Buffer.from(await answer.arrayBuffer())).toString()).toBe(page);
    const refusesBrotli = await get("/login", "br;q=0, gzip");
    expect(refusesBrotli.headers.get("content-encoding")).toBe("gzip");
  });

  it("compresses API answers above 1 KB when the client accepts gzip", async () => {
    const { accessToken } = await server.tokensOf("admin");
    const answer = await server.app.request("/api/v1/companies/search", {
      method: "POST",
      headers: {
        authorization: `Bearer ${accessToken}`,
        "content-type": "application/json",
        "accept-encoding": "gzip",
      },
      body: "{}",
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-encoding")).toBe("gzip");
    const small = await server.app.request("/api/v1/health", { headers: { "accept-encoding": "gzip" } });
    expect(small.headers.get("content-encoding")).toBeNull();
  });

  it("answers /robots.txt with a robots file, not the app's page", async () => {
    const answer = await get("/robots.txt");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toContain("text/plain");
    const text = await answer.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Disallow: /");
    expect(text).not.toContain("<html");
  });

  it("answers the icon with an image, and /favicon.ico (it answered the app's page) with the way to it", async () => {
    const icon = await get("/favicon.svg");
    expect(icon.status).toBe(200);
    expect(icon.headers.get("content-type")).toContain("image/svg+xml");
    expect(await icon.text()).toMatch(/^<svg /);
    const old = await get("/favicon.ico");
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/favicon.svg");
  });
});
