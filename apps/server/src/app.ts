import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { getCookie } from "hono/cookie";
import { type AppDeps, makeDeps } from "./deps.ts";
import { Errors } from "./errors/catalogue.ts";
import { compressJson } from "./http/compressJson.ts";
import { mountDevOutbox } from "./http/devOutbox.ts";
import { HttpError, sendError } from "./http/errors.ts";
import { mountEndpoints } from "./http/mount.ts";
import { mountApiReference, mountOpenApi } from "./http/openapi.ts";
import { securityHeaders } from "./http/securityHeaders.ts";
import { streamedRules } from "./media/index.ts";
import { mountMediaRoutes } from "./media/mount.ts";
import { routes } from "./routes/index.ts";

export type { AppDeps } from "./deps.ts";

export const apiBase = "/api/v1";

/** A file and the compressed copies the build wrote beside it (`.br`, `.gz`), read once at start. */
const readPrecompressed = (file: string) => {
  const read = (suffix: string) =>
    fs.existsSync(file + suffix) ? fs.readFileSync(file + suffix) : undefined;
  return { identity: fs.readFileSync(file), br: read(".br"), gzip: read(".gz") };
};

type PageCopies = ReturnType<typeof readPrecompressed>;

interface PrerenderedPage {
  readonly copies: PageCopies;
  /** The page is not sent to a request carrying this cookie (it would differ from the prerender). */
  readonly unlessCookie: string | undefined;
  /** The page is sent only to a request with this cookie at this value (a portal page's shell). */
  readonly whenCookie: { readonly name: string; readonly value: string } | undefined;
}

/**
 * The web app's prerendered pages (apps/web prerenderPages.ts: `prerendered/pages.json` lists each path's
 * files), by path: a first visitor's public pages, and the portal pages' shells a signed-in browser asks
 * for (one per layout). None when the build has none.
 */
const readPrerenderedPages = (webDist: string): Map<string, PrerenderedPage[]> => {
  const dir = path.join(webDist, "prerendered");
  const list = path.join(dir, "pages.json");
  const pages = new Map<string, PrerenderedPage[]>();
  if (!fs.existsSync(list)) return pages;
  const entries = JSON.parse(fs.readFileSync(list, "utf8")) as {
    path: string;
    file: string;
    unlessCookie?: string;
    whenCookie?: { name: string; value: string };
  }[];
  for (const entry of entries) {
    const page = {
      copies: readPrecompressed(path.join(dir, entry.file)),
      unlessCookie: entry.unlessCookie,
      whenCookie: entry.whenCookie,
    };
    pages.set(entry.path, [...(pages.get(entry.path) ?? []), page]);
  }
  return pages;
};

/** Brotli when the client takes it, else gzip, else none: only encodings the build produced. */
const preferredEncoding = (
  accepted: string | undefined,
  copies: { br?: Buffer; gzip?: Buffer },
): "br" | "gzip" | undefined => {
  const names = (accepted ?? "")
    .split(",")
    .filter((part) => !/;\s*q=0(\.0*)?\s*$/.test(part))
    .map((part) => part.split(";")[0]?.trim().toLowerCase());
  if (copies.br && names.includes("br")) return "br";
  if (copies.gzip && names.includes("gzip")) return "gzip";
  return undefined;
};

/** JSON bodies are small; a bigger one is refused before it is read (uploads have their own routes). */
export const maxJsonBytes = 64 * 1024;

/** Builds the whole HTTP application: the API under /api/v1 and the built web app at the root. */
export const createApp = async (options: AppDeps) => {
  const deps = await makeDeps(options);
  const { config, db, log, mail } = deps;
  const app = new Hono();
  // First, so that every answer gets the headers, error handler's included.
  app.use(securityHeaders(config, apiBase));

  if (config.logRequests) {
    app.use(async (c, next) => {
      const started = performance.now();
      await next();
      const ms = (performance.now() - started).toFixed(1);
      log(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
    });
  }

  const api = new Hono();
  // Mail is written to the outbox inside a request's transaction and sent once the request is done.
  api.use(async (c, next) => {
    await next();
    if (c.req.method !== "GET" && config.smtpUrl) deps.background.run("mail dispatch", () => mail.dispatch());
  });
  api.use(compressJson);
  api.use(bodyLimit({ maxSize: maxJsonBytes, onError: (c) => sendError(c, Errors.bodyTooLarge) }));

  api.get("/health", async (c) => {
    try {
      const [row] = await db.query<{ version: string }>(
        "select version from schema_migrations order by version desc limit 1",
      );
      return c.json({
        data: {
          status: "ok",
          database: { driver: db.driver, state: "up", schema: row?.version ?? null },
          features: { socialLogin: deps.social.size > 0, socialSources: [...deps.social.keys()] },
        },
      });
    } catch {
      return c.json(
        { data: { status: "degraded", database: { driver: db.driver, state: "down", schema: null } } },
        503,
      );
    }
  });

  // Local trial only, and only to clients on this machine (see devOutbox.ts).
  if (config.devOutbox) mountDevOutbox(api, db);

  // The contract as OpenAPI 3.1, always; its readable reference page in a local trial only.
  mountOpenApi(api, routes, apiBase, streamedRules);
  if (!config.isProduction) mountApiReference(app, apiBase);

  mountEndpoints(api, deps, routes);

  // Uploads stream their multipart bodies (no 64 KB limit); /media serves the stored files.
  mountMediaRoutes(app, deps, apiBase);
  app.route(apiBase, api);
  // An unknown API path is a 404 in the spec's shape, never the web app's index.html.
  app.all(`${apiBase}/*`, (c) => sendError(c, Errors.notFound));

  // The built web app: static files (sent precompressed, .br or .gz, by Accept-Encoding), and index.html
  // for every other path (client-side routes).
  const indexHtml = path.join(config.webDist, "index.html");
  if (fs.existsSync(indexHtml)) {
    const root = config.webDist;
    // Built assets carry a content hash in their names: cache them for a year.
    app.use("/assets/*", async (c, next) => {
      await next();
      if (c.res.status !== 200) return;
      c.res.headers.set("Cache-Control", "public, max-age=31536000, immutable");
      // Never revalidated: the date would be ~45 bytes on each of a first visit's 40-50 files.
      c.res.headers.delete("Last-Modified");
    });
    app.use("/assets/*", serveStatic({ root, precompressed: true }));
    // A missing asset is a 404, not index.html: a page still holding an old build's chunk names must
    // see a failed load rather than HTML served as a JavaScript module.
    app.all("/assets/*", (c) => c.text("Not found", 404));
    app.use("*", serveStatic({ root, precompressed: true }));
    // The icon is public/favicon.svg (index.html links it); a client asking the old default way is sent there.
    app.get("/favicon.ico", (c) => c.redirect("/favicon.svg", 301));
    const indexPage = readPrecompressed(indexHtml);
    // A first visitor's public pages come as HTML with the page in it (prerendered at build time); with a
    // query string or the page's cookie, the page may differ: the app renders it in the browser. A
    // signed-in browser's portal pages come with their shell (the `portalShell` cookie names the layout).
    const prerendered = readPrerenderedPages(root);
    app.get("*", (c) => {
      const pages = prerendered.get(c.req.path);
      const page = c.req.url.includes("?")
        ? undefined
        : pages?.find(
            ({ unlessCookie, whenCookie }) =>
              (unlessCookie === undefined || getCookie(c, unlessCookie) === undefined) &&
              (whenCookie === undefined || getCookie(c, whenCookie.name) === whenCookie.value),
          );
      c.header("Vary", pages ? "Accept-Encoding, Cookie" : "Accept-Encoding");
      c.header("Cache-Control", "no-cache");
      const copies = page ? page.copies : indexPage;
      const encoding = preferredEncoding(c.req.header("accept-encoding"), copies);
      const copy = encoding && copies[encoding];
      if (!encoding || !copy) return c.html(copies.identity.toString("utf8"));
      c.header("Content-Type", "text/html; charset=UTF-8");
      c.header("Content-Encoding", encoding);
      return c.body(new Uint8Array(copy));
    });
  } else {
    app.get("/", (c) => c.text("The web app is not built: run `npm start` (or `pnpm build`)."));
  }

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json({ errors: error.entries }, error.status);
    }
    log(
      `error ${c.req.method} ${c.req.path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return sendError(c, Errors.internalServer);
  });

  return Object.assign(app, { deps });
};
