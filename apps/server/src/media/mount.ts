import { Readable } from "node:stream";
import { routePattern } from "@haulboard/api/contract";
import { Schema } from "effect";
import type { Hono } from "hono";
import type { Deps } from "../deps.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import { isAllowed } from "../http/access.ts";
import { HttpError, sendError } from "../http/errors.ts";
import { checkOwnCompany, recordImpersonatedWrite, resolveCaller } from "../http/mount.ts";
import { streamed } from "./index.ts";

const servedName = /^[A-Za-z0-9-]{1,100}\.(mp4|webm|png|jpg|webp|gif)$/;

const servedAreas: ReadonlySet<string> = new Set(["jobs", "ads", "news", "logos"]);

const typeOfExtension: Readonly<Record<string, string>> = {
  mp4: "video/mp4",
  webm: "video/webm",
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
};

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` (one range); null when absent, "invalid" when unsatisfiable. */
export const parseRange = (header: string | undefined, size: number) => {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return "invalid" as const;
  let start: number;
  let end: number;
  if (match[1] === "") {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) return "invalid" as const;
  return { start, end };
};

/**
 * Mounts the multipart calls under `base` (before the JSON router, whose 64 KB body limit they must not
 * meet) and `GET /media/{area}/{fileName}`, which serves stored images and videos only.
 */
export const mountMediaRoutes = (app: Hono, deps: Deps, base: string) => {
  for (const [endpoint, rule, handle] of streamed) {
    const decodeParams = endpoint.params
      ? Schema.decodeUnknownSync(endpoint.params as Schema.Codec<unknown, unknown>)
      : () => ({});
    const encode = Schema.encodeUnknownSync(endpoint.success as Schema.Codec<unknown, unknown>);
    app.on(endpoint.method, `${base}${routePattern(endpoint.path)}`, async (c) => {
      const caller = await resolveCaller(c, deps);
      if (!isAllowed(rule, caller.roles)) throw appError(Errors.forbidden);
      let params: Record<string, unknown>;
      try {
        params = decodeParams(c.req.param()) as Record<string, unknown>;
      } catch {
        throw appError(Errors.paramsInvalid);
      }
      if (rule.scope === "ownCompany") checkOwnCompany(caller, params.id as number);
      // Uploads under impersonation name the admin in the audit log, as every routed write does.
      let data: unknown;
      try {
        data = await handle(c, deps, caller, params);
      } catch (error) {
        if (error instanceof HttpError) await recordImpersonatedWrite(deps, caller, c, error.status);
        throw error;
      }
      await recordImpersonatedWrite(deps, caller, c, 200);
      return c.json({ data: encode(data) });
    });
  }

  app.get("/media/:area/:name", async (c) => {
    const area = c.req.param("area");
    const name = c.req.param("name");
    const extension = servedName.exec(name)?.[1];
    if (!servedAreas.has(area) || extension === undefined) return sendError(c, Errors.notFound);
    const key = `${area}/${name}`;
    const size = await deps.media.statObject(key);
    if (size === null) return sendError(c, Errors.notFound);
    const headers: Record<string, string> = {
      "Content-Type": typeOfExtension[extension] ?? "application/octet-stream",
      // Names are content hashes (images) or never-reused random ids (videos): the bytes never change.
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: `"${name}"`,
      "Accept-Ranges": "bytes",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Content-Disposition": "inline",
    };
    if (c.req.header("if-none-match") === headers.ETag) return new Response(null, { status: 304, headers });
    const range = parseRange(c.req.header("range"), size);
    if (range === "invalid") {
      return new Response(null, { status: 416, headers: { ...headers, "Content-Range": `bytes */${size}` } });
    }
    const body = c.req.method === "HEAD" ? null : await deps.media.getObject(key, range ?? undefined);
    const stream = body ? (Readable.toWeb(body) as ReadableStream<Uint8Array>) : null;
    if (range) {
      return new Response(stream, {
        status: 206,
        headers: {
          ...headers,
          "Content-Range": `bytes ${range.start}-${range.end}/${size}`,
          "Content-Length": String(range.end - range.start + 1),
        },
      });
    }
    return new Response(stream, { status: 200, headers: { ...headers, "Content-Length": String(size) } });
  });
};
