import path from "node:path";

/**
 * The server's whole configuration, read from the environment in this one module.
 * Every variable is documented in apps/server/.env.example.
 */
export interface Config {
  readonly port: number;
  /** `HOST` as given, or `localhost` (both loopback addresses) by default. */
  readonly host: string;
  /** The addresses the server listens on: 127.0.0.1 and ::1 for `localhost`, else `HOST` alone. */
  readonly listenHosts: readonly string[];
  /**
   * `trial`: loopback only and not `NODE_ENV=production` (`npm start`): demo data and the dev outbox.
   * `production`: anything reachable from another machine: no demo data, no outbox, and the start is
   * refused while demo accounts still have the demo password.
   */
  readonly mode: "trial" | "production";
  /** Where PGlite keeps its files when DATABASE_URL is not set. */
  readonly dataDir: string;
  /** A PostgreSQL connection string; when set, PGlite is not used. */
  readonly databaseUrl: string | undefined;
  /** Where PGlite runs PostgreSQL: a worker thread (default) or the HTTP server's own thread. */
  readonly pgliteThread: "worker" | "main";
  /** The built web app served at the site root, if present. */
  readonly webDist: string;
  /** `mode === "production"`. */
  readonly isProduction: boolean;
  /** Log one line per request. */
  readonly logRequests: boolean;
  /** Seed demo data on the first start of an empty database (local trial only). */
  readonly seedDemo: boolean;
  /** HS256 secret of access and service tokens (at least 32 bytes); generated and kept in the database when unset. */
  readonly jwtSecret: string | undefined;
  /** `smtp://user:pass@host:port`: send mail through nodemailer; unset keeps mail in the outbox table only. */
  readonly smtpUrl: string | undefined;
  /** The sender of every mail. */
  readonly mailFrom: string;
  /** The public origin of the web app, used in mailed links and invitation links. */
  readonly publicUrl: string;
  /** `GET /api/v1/dev/outbox` shows the mail outbox to loopback clients (local trial only, never in production). */
  readonly devOutbox: boolean;
  /** Failed sign-ins allowed per email and per client address within `signInWindowSeconds`. */
  readonly signInMaxFailures: number;
  readonly signInWindowSeconds: number;
  /** Trust `X-Forwarded-For` for the client address (behind a load balancer). */
  readonly trustProxy: boolean;
  /** scrypt cost parameter N (a power of two); lower only in tests. */
  readonly scryptCost: number;
  /** Minutes between two retention sweeps (src/ops/retention.ts); 0 turns the sweep off. */
  readonly retentionSweepMinutes: number;
  /** Seconds between two renewal runs (src/payments/renewals.ts, issue 18); 0 turns the runner off. */
  readonly renewalIntervalSeconds: number;
  /**
   * Social sign-in (ports/socialProviders.ts): Google's and Apple's OAuth client ids (the ID token's audience),
   * Facebook's app id and secret (token inspection). A provider is on when its values are set; with none,
   * the login shows no social button and POST /auth/login/social answers 400.
   */
  readonly googleClientId: string | undefined;
  readonly appleClientId: string | undefined;
  readonly facebookAppId: string | undefined;
  readonly facebookAppSecret: string | undefined;
  /** Where media bytes live: the local disk (default) or S3-compatible object storage. */
  readonly media: MediaConfig;
  /** Address search and geocoding (`PLACES_PROVIDER`): the offline US gazetteer, or a Nominatim service. */
  readonly places: PlacesConfig;
}

/** `offline` (default, no network) or `nominatim` at `PLACES_URL`, identified by `PLACES_USER_AGENT`. */
export type PlacesConfig =
  | { readonly provider: "offline" }
  | { readonly provider: "nominatim"; readonly url: string; readonly userAgent: string };

const readPlacesConfig = (env: NodeJS.ProcessEnv): PlacesConfig => {
  const provider = env.PLACES_PROVIDER || "offline";
  if (provider === "offline") return { provider };
  if (provider !== "nominatim")
    throw new Error(`PLACES_PROVIDER must be "offline" or "nominatim", got "${provider}"`);
  if (!env.PLACES_URL || !/^https?:\/\//.test(env.PLACES_URL))
    throw new Error("PLACES_PROVIDER=nominatim needs PLACES_URL (http:// or https://)");
  if (!env.PLACES_USER_AGENT)
    throw new Error("PLACES_PROVIDER=nominatim needs PLACES_USER_AGENT (an application name and a contact)");
  return { provider, url: env.PLACES_URL, userAgent: env.PLACES_USER_AGENT };
};

/** Media storage (`MEDIA_STORAGE`): local disk under `MEDIA_DIR`, or an S3 bucket (`S3_*`). */
export type MediaConfig = (
  | { readonly storage: "local"; readonly dir: string }
  | {
      readonly storage: "s3";
      readonly bucket: string;
      readonly region: string;
      readonly endpoint: string | undefined;
      readonly accessKeyId: string | undefined;
      readonly secretAccessKey: string | undefined;
      readonly forcePathStyle: boolean;
      readonly prefix: string | undefined;
      readonly maxPartBytes: number | undefined;
      /**
       * Where browsers read stored media straight from the bucket (a public bucket or a CDN in front of
       * it), e.g. `https://media.haulboard.example`; its origin joins the CSP's img-src and media-src.
       * Unset: media is streamed through this server's `GET /media/…` (same origin).
       */
      readonly publicUrl: string | undefined;
    }
) & {
  /** How often the sweep of abandoned uploads runs, in seconds. */
  readonly sweepIntervalSeconds: number;
  /**
   * Free bytes the local disk keeps (`MEDIA_MIN_FREE_MB`; default the domain's `mediaMinFreeBytes`): an
   * upload that would leave less is refused. S3 has no such bound.
   */
  readonly minFreeBytes?: number;
};

/** `S3_PUBLIC_URL`: an http(s) URL without query or fragment, kept without its trailing slash. */
const readMediaPublicUrl = (value: string | undefined): string | undefined => {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`S3_PUBLIC_URL must be an http(s) URL, got "${value}"`);
  }
  if (!["http:", "https:"].includes(url.protocol) || url.search || url.hash) {
    throw new Error(`S3_PUBLIC_URL must be an http(s) URL without query or fragment, got "${value}"`);
  }
  return value.replace(/\/+$/, "");
};

const readMediaConfig = (env: NodeJS.ProcessEnv, dataDir: string): MediaConfig => {
  const sweepIntervalSeconds = readCount(env.MEDIA_SWEEP_INTERVAL_SECONDS, 600);
  const storage = env.MEDIA_STORAGE || "local";
  if (storage === "local") {
    return {
      storage,
      dir: path.resolve(repoRoot, env.MEDIA_DIR || path.join(dataDir, "media")),
      sweepIntervalSeconds,
      ...(env.MEDIA_MIN_FREE_MB ? { minFreeBytes: readCount(env.MEDIA_MIN_FREE_MB, 0) * 1024 * 1024 } : {}),
    };
  }
  if (storage !== "s3") throw new Error(`MEDIA_STORAGE must be "local" or "s3", got "${storage}"`);
  if (!env.S3_BUCKET) throw new Error("MEDIA_STORAGE=s3 needs S3_BUCKET");
  return {
    storage,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || "us-east-1",
    endpoint: env.S3_ENDPOINT || undefined,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: readFlag(env.S3_FORCE_PATH_STYLE, Boolean(env.S3_ENDPOINT)),
    prefix: env.S3_PREFIX || undefined,
    maxPartBytes: env.S3_MAX_PART_MB ? readCount(env.S3_MAX_PART_MB, 0) * 1024 * 1024 : undefined,
    publicUrl: readMediaPublicUrl(env.S3_PUBLIC_URL),
    sweepIntervalSeconds,
  };
};

const repoRoot = path.resolve(import.meta.dirname, "../../..");

const readPort = (value: string | undefined, fallback: number): number => {
  if (value === undefined || value === "") return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${value}"`);
  }
  return port;
};

const readCount = (value: string | undefined, fallback: number): number => {
  if (value === undefined || value === "") return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) throw new Error(`Expected a positive integer, got "${value}"`);
  return count;
};

const readFlag = (value: string | undefined, fallback: boolean): boolean =>
  value === undefined || value === "" ? fallback : !/^(0|false|no|off)$/i.test(value);

/** An address only this machine can reach: `localhost`, 127.0.0.0/8, ::1 (also as IPv4-mapped IPv6). */
export const isLoopbackAddress = (address: string | undefined): boolean => {
  if (!address) return false;
  const bare = address.replace(/^\[|\]$/g, "").toLowerCase();
  return (
    bare === "localhost" ||
    bare === "::1" ||
    /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare) ||
    bare === "0:0:0:0:0:0:0:1"
  );
};

/** The shortest secret accepted for HS256 (its key size, RFC 7518 §3.2). */
export const minJwtSecretBytes = 32;

const readJwtSecret = (value: string | undefined): string | undefined => {
  if (value === undefined || value === "") return undefined;
  const bytes = Buffer.byteLength(value, "utf8");
  if (bytes < minJwtSecretBytes) {
    throw new Error(
      `JWT_SECRET is ${bytes} bytes long; it must be at least ${minJwtSecretBytes} bytes of random text ` +
        "(e.g. `openssl rand -base64 48`), or unset to let the server generate one and keep it in the database",
    );
  }
  return value;
};

/** A trial-only switch set on in production is refused rather than ignored: the operator meant something. */
const readTrialFlag = (name: string, value: string | undefined, isProduction: boolean): boolean => {
  if (!isProduction) return readFlag(value, true);
  if (readFlag(value, false)) {
    throw new Error(
      `${name}=${value} is a local-trial setting; this start is production (NODE_ENV=production or a HOST ` +
        "other than loopback), where it is never allowed. Unset it.",
    );
  }
  return false;
};

export const readConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const host = env.HOST || "localhost";
  const isProduction = env.NODE_ENV === "production" || !isLoopbackAddress(host);
  return {
    port: readPort(env.PORT, 3000),
    host,
    listenHosts: host === "localhost" ? ["127.0.0.1", "::1"] : [host.replace(/^\[|\]$/g, "")],
    mode: isProduction ? "production" : "trial",
    dataDir: path.resolve(repoRoot, env.DATA_DIR || ".data"),
    media: readMediaConfig(env, path.resolve(repoRoot, env.DATA_DIR || ".data")),
    pgliteThread: env.PGLITE_THREAD === "main" ? "main" : "worker",
    databaseUrl: env.DATABASE_URL || undefined,
    webDist: path.resolve(repoRoot, env.WEB_DIST || "apps/web/dist"),
    isProduction,
    logRequests: readFlag(env.LOG_REQUESTS, true),
    seedDemo: readTrialFlag("SEED_DEMO", env.SEED_DEMO, isProduction),
    jwtSecret: readJwtSecret(env.JWT_SECRET),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || "Haulboard <no-reply@haulboard.test>",
    publicUrl: (env.PUBLIC_URL || `http://localhost:${readPort(env.PORT, 3000)}`).replace(/\/+$/, ""),
    devOutbox: readTrialFlag("DEV_OUTBOX", env.DEV_OUTBOX, isProduction),
    signInMaxFailures: readCount(env.SIGN_IN_MAX_FAILURES, 5),
    signInWindowSeconds: readCount(env.SIGN_IN_WINDOW_SECONDS, 900),
    trustProxy: readFlag(env.TRUST_PROXY, false),
    scryptCost: readCount(env.SCRYPT_COST, 16384),
    retentionSweepMinutes:
      env.RETENTION_SWEEP_MINUTES === "0" ? 0 : readCount(env.RETENTION_SWEEP_MINUTES, 60),
    renewalIntervalSeconds:
      env.RENEWAL_INTERVAL_SECONDS === "0" ? 0 : readCount(env.RENEWAL_INTERVAL_SECONDS, 300),
    googleClientId: env.GOOGLE_CLIENT_ID || undefined,
    appleClientId: env.APPLE_CLIENT_ID || undefined,
    facebookAppId: env.FACEBOOK_APP_ID || undefined,
    facebookAppSecret: env.FACEBOOK_APP_SECRET || undefined,
    places: readPlacesConfig(env),
  };
};
