import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "../src/config.ts";
import { startTestServer, type TestServer } from "./support/server.ts";

// A stand-in for apps/web/dist: an index page, a hashed asset and its source map, and public files.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), "haulboard-web-"));
fs.mkdirSync(path.join(webDist, "assets"));
fs.writeFileSync(
  path.join(webDist, "index.html"),
  '<!doctype html><html><head><script type="module" src="/assets/index-abc.js"></script></head><body></body></html>',
);
fs.writeFileSync(
  path.join(webDist, "assets/index-abc.js"),
  "console.log(1)\n//# sourceMappingURL=index-abc.js.map\n",
);
fs.writeFileSync(path.join(webDist, "assets/index-abc.js.map"), '{"version":3,"sources":["secret.ts"]}');
fs.writeFileSync(path.join(webDist, "theme.js"), "document.documentElement.dataset.theme = 'dark';\n");
fs.writeFileSync(path.join(webDist, "favicon.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');

let trial: TestServer;
let production: TestServer;
beforeAll(async () => {
  [trial, production] = await Promise.all([
    startTestServer({ config: { webDist } }),
    startTestServer({ config: { webDist, mode: "production", isProduction: true, devOutbox: false } }),
  ]);
});
afterAll(async () => {
  await Promise.all([trial.close(), production.close()]);
  fs.rmSync(webDist, { recursive: true, force: true });
});

const expectCommonHeaders = (response: Response, what: string) => {
  expect(response.headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(response.headers.get("referrer-policy"), what).toBe("no-referrer");
  expect(response.headers.get("permissions-policy"), what).toMatch(
    /camera=\(\).*geolocation=\(\).*microphone=\(\)/,
  );
  expect(response.headers.get("cross-origin-opener-policy"), what).toBe("same-origin");
  expect(response.headers.get("x-frame-options"), what).toBe("DENY");
  expect(response.headers.get("content-security-policy"), what).toContain("frame-ancestors 'none'");
};

describe("security headers", () => {
  it("the web app's pages get a strict CSP: scripts and styles from this origin only, no framing", async () => {
    for (const pathname of ["/", "/login", "/company/jobs"]) {
      const response = await trial.app.request(pathname);
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get("content-type"), pathname).toMatch(/text\/html/);
      expectCommonHeaders(response, pathname);
      const csp = response.headers.get("content-security-policy")!;
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).not.toContain("unsafe-inline");
      expect(csp).not.toContain("unsafe-eval");
    }
  });

  it("every API answer, errors and 404s included, says no-store and carries the headers", async () => {
    const token = (await trial.tokensOf("employer")).accessToken;
    const answers: [string, Promise<Response>, number][] = [
      ["health", trial.request("GET", "/health"), 200],
      ["signed-in read", trial.request("GET", "/employer", { token }), 200],
      ["unknown path", trial.request("GET", "/no-such-call"), 404],
      ["unknown path, POST", trial.request("POST", "/no-such-call", { body: {} }), 404],
      ["bad JSON", trial.request("POST", "/auth/login", { rawBody: "{" }), 400],
      ["no token", trial.request("GET", "/employer"), 401],
      ["wrong role", trial.request("GET", "/admin/get-admins", { token }), 403],
      [
        "wrong password",
        trial.request("POST", "/auth/login", {
          body: { email: "nobody@example.com", password: "Wrong#pass1", device_id: "headers1" },
        }),
        401,
      ],
      [
        "too large",
        trial.request("POST", "/auth/login", { rawBody: JSON.stringify({ x: "a".repeat(70_000) }) }),
        413,
      ],
      ["production health", production.request("GET", "/health"), 200],
      ["production outbox", production.request("GET", "/dev/outbox"), 404],
    ];
    for (const [what, pending, status] of answers) {
      const response = await pending;
      expect(response.status, what).toBe(status);
      expect(response.headers.get("cache-control"), what).toBe("no-store");
      expectCommonHeaders(response, what);
      expect(response.headers.get("content-security-policy"), what).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
  });

  it("with S3 serving media from a public URL, img-src and media-src add that origin (and only those)", async () => {
    const s3 = (publicUrl: string | undefined): Config["media"] => ({
      storage: "s3",
      bucket: "haulboard-media",
      region: "us-east-1",
      endpoint: "http://127.0.0.1:9",
      accessKeyId: "test",
      secretAccessKey: "test",
      forcePathStyle: true,
      prefix: undefined,
      maxPartBytes: undefined,
      publicUrl,
      sweepIntervalSeconds: 600,
    });
    const directives = (csp: string) =>
      new Map(csp.split("; ").map((directive) => [directive.split(" ")[0], directive] as const));
    const [withPublicUrl, streamed] = await Promise.all([
      startTestServer({ config: { webDist, media: s3("https://media.haulboard.example/bucket/") } }),
      startTestServer({ config: { webDist, media: s3(undefined) } }),
    ]);
    try {
      const page = await withPublicUrl.app.request("/company/jobs");
      expect(page.status).toBe(200);
      const csp = directives(page.headers.get("content-security-policy")!);
      expect(csp.get("img-src")).toBe("img-src 'self' data: blob: https://media.haulboard.example");
      expect(csp.get("media-src")).toBe("media-src 'self' blob: https://media.haulboard.example");
      for (const name of ["default-src", "script-src", "style-src", "connect-src", "font-src", "worker-src"])
        expect(csp.get(name), name).not.toContain("media.haulboard.example");
      // The API's own policy stays closed.
      const api = await withPublicUrl.request("GET", "/health");
      expect(api.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");

      // S3 streamed through this server (no public URL) and the local disk need no other origin.
      for (const [what, server] of [
        ["S3 through /media", streamed],
        ["local disk", trial],
      ] as const) {
        const other = directives((await server.app.request("/")).headers.get("content-security-policy")!);
        expect(other.get("img-src"), what).toBe("img-src 'self' data: blob:");
        expect(other.get("media-src"), what).toBe("media-src 'self' blob:");
      }
    } finally {
      await Promise.all([withPublicUrl.close(), streamed.close()]);
    }
  });

  it("scripts carry only what a sub-resource acts on; a missing one, the app's page or an SVG has every header", async () => {
    // The build's chunks and the public theme.js (it carried the page policies: ~640 bytes on each visit).
    for (const pathname of ["/assets/index-abc.js", "/theme.js"]) {
      const script = await trial.app.request(pathname);
      expect(script.status, pathname).toBe(200);
      expect(script.headers.get("content-type"), pathname).toMatch(/javascript/);
      expect(script.headers.get("x-content-type-options"), pathname).toBe("nosniff");
      expect(script.headers.get("cross-origin-resource-policy"), pathname).toBe("same-origin");
      for (const pagePolicy of [
        "content-security-policy",
        "x-frame-options",
        "permissions-policy",
        "cross-origin-opener-policy",
        "referrer-policy",
      ]) {
        expect(script.headers.get(pagePolicy), `${pathname} ${pagePolicy}`).toBeNull();
      }
    }
    // Not a file of the build: the app's page answers (or a 404), and it is a document with every policy.
    const missing = await trial.app.request("/assets/no-such-file.js");
    expect(missing.status).not.toBe(200);
    expectCommonHeaders(missing, "a missing asset");
    // A name that looks like a script outside assets/ answers the app's page: a document, whatever its name.
    const namedLikeScript = await trial.app.request("/no-such-file.js");
    expect(namedLikeScript.headers.get("content-type")).toMatch(/text\/html/);
    expectCommonHeaders(namedLikeScript, "the app's page at a .js path");
    // An SVG opened on its own is a document that can hold scripts: it keeps the policies.
    const icon = await trial.app.request("/favicon.svg");
    expect(icon.headers.get("content-type")).toMatch(/image\/svg\+xml/);
    expectCommonHeaders(icon, "an SVG");
  });

  it("source maps are served in a local trial but not in production", async () => {
    expect((await trial.app.request("/assets/index-abc.js.map")).status).toBe(200);
    const refused = await production.app.request("/assets/index-abc.js.map");
    expect(refused.status).toBe(404);
    expect(await refused.text()).not.toContain("secret.ts");
    expectCommonHeaders(refused, "refused map");
    expect((await production.app.request("/index-abc.js.map")).status).toBe(404);
    expect((await production.app.request("/assets/index-abc.js")).status).toBe(200);
  });
});
