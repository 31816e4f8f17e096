import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Config } from "./config.ts";
import type { Database } from "./db/Database.ts";
import type { Deps, Handlers } from "./http/context.ts";
import { HttpError, Messages, sendError } from "./http/errors.ts";
import { mountEndpoints } from "./http/mount.ts";
import { makeTotalsCache } from "./http/totals.ts";
import { makeMailPort } from "./ports/mail.ts";
import { makeOfflinePlaces, type PlacesPort } from "./ports/places.ts";
import { noSocialProviders, type SocialProviders } from "./ports/social.ts";
import { accountHandlers } from "./routes/account.ts";
import { authHandlers } from "./routes/auth.ts";
import { companyHandlers } from "./routes/companies.ts";
import { driverHandlers } from "./routes/drivers.ts";
import { mediaHandlers, mountMediaRoutes } from "./routes/media.ts";
import { peopleHandlers } from "./routes/people.ts";
import { dummyHash } from "./security/password.ts";
import { makeSignInLimiter } from "./security/rateLimit.ts";
import { resolveJwtSecret } from "./security/secret.ts";
import { makeTokenService } from "./security/tokens.ts";
import type { MediaStorage } from "./storage/MediaStorage.ts";
import { openMediaStorage } from "./storage/open.ts";

export interface AppDeps {
  readonly config: Config;
  readonly db: Database;
  readonly log?: (line: string) => void;
  /** Social sign-in providers; none by default (the endpoint then says so). */
  readonly social?: SocialProviders;
  readonly places?: PlacesPort;
  /** Media storage; by default the one the configuration selects (local disk or S3). */
  readonly mediaStorage?: MediaStorage;
}

export const apiBase = "/api/v1";

/** JSON bodies are small; a bigger one is refused before it is read (uploads have their own routes). */
export const maxJsonBytes = 64 * 1024;

/** Every handler of the first spec document, keyed by contract endpoint name. */
export const handlers: Handlers = {
  ...authHandlers,
  ...accountHandlers,
  ...companyHandlers,
  ...peopleHandlers,
  ...driverHandlers,
  ...mediaHandlers,
};

/** Builds the whole HTTP application: the API under /api/v1 and the built web app at the root. */
export const createApp = async ({
  config,
  db,
  log = console.log,
  social = noSocialProviders,
  places,
  mediaStorage,
}: AppDeps) => {
  const secret = await resolveJwtSecret(db, config.jwtSecret);
  const deps: Deps = {
    config,
    db,
    tokens: makeTokenService(db, secret),
    limiter: makeSignInLimiter(db, {
      maxFailures: config.signInMaxFailures,
      windowSeconds: config.signInWindowSeconds,
    }),
    mail: makeMailPort({ smtpUrl: config.smtpUrl, from: config.mailFrom, log }),
    places: places ?? makeOfflinePlaces(),
    social,
    // PGlite lives in this process, so every write to companies invalidates the totals and a long TTL
    // is exact; other PostgreSQL clients (replicas) may write unseen, so totals live 5 s there.
    companyTotals: makeTotalsCache({ ttlMs: db.driver === "pglite" ? 60_000 : 5_000 }),
    dummyHash: await dummyHash(config.scryptCost),
    log,
    media: mediaStorage ?? openMediaStorage(config.media),
  };
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
  api.use(bodyLimit({ maxSize: maxJsonBytes, onError: (c) => sendError(c, 413, Messages.bodyTooLarge) }));

  api.get("/health", async (c) => {
    try {
      const [row] = await db.query<{ version: string }>(
        "select version from schema_migrations order by version desc limit 1",
      );
      return c.json({
        data: {
          status: "ok",
          database: { driver: db.driver, state: "up", schema: row?.version ?? null },
          features: { socialLogin: social.size > 0, socialSources: [...social.keys()] },
        },
      });
    } catch {
      return c.json(
        { data: { status: "degraded", database: { driver: db.driver, state: "down", schema: null } } },
        503,
      );
    }
  });

  if (config.devOutbox) {
    // Development only: read the mail the server would have sent (reset codes, verification links).
    api.get("/dev/outbox", async (c) => {
      const to = c.req.query("to");
      const rows = await db.query<Record<string, unknown>>(
        `select id, to_address as to, subject, body, kind, created_at, sent_at from mail_outbox
          where ($1::text is null or lower(to_address) = lower($1)) order by id desc limit 100`,
        [to ?? null],
      );
      return c.json({ data: rows });
    });
  }

  mountEndpoints(api, deps, handlers);

  // Uploads stream their multipart bodies (no 64 KB limit); /media serves the stored files.
  mountMediaRoutes(app, deps, apiBase);
  app.route(apiBase, api);
  // An unknown API path is a 404 in the spec's shape, never the web app's index.html.
  app.all(`${apiBase}/*`, (c) => sendError(c, 404, Messages.notFound));

  // The built web app: static files, and index.html for every other path (client-side routes).
  const indexHtml = path.join(config.webDist, "index.html");
  if (fs.existsSync(indexHtml)) {
    const root = config.webDist;
    // Built assets carry a content hash in their names: cache them for a year.
    app.use("/assets/*", async (c, next) => {
      await next();
      if (c.res.status === 200) c.res.headers.set("Cache-Control", "public, max-age=31536000, immutable");
    });
    app.use("/assets/*", serveStatic({ root }));
    // A missing asset is a 404, not index.html: a page still holding an old build's chunk names must
    // see a failed load rather than HTML served as a JavaScript module.
    app.all("/assets/*", (c) => c.text("Not found", 404));
    app.use("*", serveStatic({ root }));
    const indexPage = fs.readFileSync(indexHtml, "utf8");
    app.get("*", (c) => c.html(indexPage));
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
    return sendError(c, 500, "Internal server error");
  });

  return app;
};
