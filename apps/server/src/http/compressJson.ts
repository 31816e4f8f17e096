import { promisify } from "node:util";
import zlib from "node:zlib";
import type { MiddlewareHandler } from "hono";

const gzip = promisify(zlib.gzip);

/** Below this an answer is sent as is: compressing it would save less than it costs. */
export const compressAboveBytes = 1024;

/**
 * JSON answers of at least `compressAboveBytes` travel gzip-compressed when the client accepts gzip
 * (issue 13); smaller ones, and clients that do not ask, get them as they are. The answer says `Vary:
 * Accept-Encoding` either way, so no cache mixes the two.
 */
export const compressJson: MiddlewareHandler = async (c, next) => {
  await next();
  const type = c.res.headers.get("content-type") ?? "";
  if (!type.includes("json") || c.res.headers.has("content-encoding") || c.res.body === null) return;
  c.header("Vary", "Accept-Encoding", { append: true });
  if (!/\bgzip\b/i.test(c.req.header("accept-encoding") ?? "")) return;
  const body = new Uint8Array(await c.res.arrayBuffer());
  const headers = new Headers(c.res.headers);
  if (body.length < compressAboveBytes) {
    c.res = new Response(body, { status: c.res.status, headers });
    return;
  }
  const compressed = await gzip(body, { level: 6 });
  headers.set("Content-Encoding", "gzip");
  headers.set("Content-Length", String(compressed.length));
  c.res = new Response(new Uint8Array(compressed), { status: c.res.status, headers });
};
