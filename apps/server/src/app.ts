import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import type { Config } from "./config.ts";
import type { Database } from "./db/Database.ts";
import { HttpError, sendError } from "./http/errors.ts";

export interface AppDeps {
  readonly config: Config;
  readonly db: Database;
  readonly log?: (line: string) => void;
}

export const apiBase = "/api/v1";

/** Builds the whole HTTP application: the API under /api/v1 and the built web app at the root. */
export const createApp = ({ config, db, log = console.log }: AppDeps) => {
  const app = new Hono();

  if (config.logRequests) {
    app.use(async (c, next) => {
      const started = performance.now();
      await next();
      const ms = (performance.now() - started).toFixed(1);
      log(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
    });
  }

  const api = new Hono();

  api.get("/health", async (c) => {
    try {
      const [row] = await db.query<{ version: string }>(
        "select version from schema_migrations order by version desc limit 1",
      );
      return c.json({
        data: { status: "ok", database: { driver: db.driver, state: "up", schema: row?.version ?? null } },
      });
    } catch {
      return c.json(
        { data: { status: "degraded", database: { driver: db.driver, state: "down", schema: null } } },
        503,
      );
    }
  });

  app.route(apiBase, api);
  // An unknown API path is a 404 in the spec's shape, never the web app's index.html.
  app.all(`${apiBase}/*`, (c) => sendError(c, 404, "Not found"));

  // The built web app: static files, and index.html for every other path (client-side routes).
  const indexHtml = path.join(config.webDist, "index.html");
  if (fs.existsSync(indexHtml)) {
    const root = path.relative(process.cwd(), config.webDist) || ".";
    app.use(
      "/assets/*",
      serveStatic({
        root,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
      }),
    );
    app.use("*", serveStatic({ root }));
    app.get("*", (c) => c.html(fs.readFileSync(indexHtml, "utf8")));
  } else {
    app.get("/", (c) => c.text("The web app is not built: run `npm start` (or `pnpm build`)."));
  }

  app.onError((error, c) => {
    if (error instanceof HttpError) return sendError(c, error.status, error.message);
    log(
      `error ${c.req.method} ${c.req.path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return sendError(c, 500, "Internal server error");
  });

  return app;
};
