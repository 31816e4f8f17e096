import path from "node:path";

/**
 * The server's whole configuration, read from the environment in this one module.
 * Every variable is documented in apps/server/.env.example.
 */
export interface Config {
  readonly port: number;
  readonly host: string;
  /** Where PGlite keeps its files when DATABASE_URL is not set. */
  readonly dataDir: string;
  /** A PostgreSQL connection string; when set, PGlite is not used. */
  readonly databaseUrl: string | undefined;
  /** The built web app served at the site root, if present. */
  readonly webDist: string;
  readonly isProduction: boolean;
  /** Log one line per request. */
  readonly logRequests: boolean;
  /** Seed demo data on the first start of an empty database. */
  readonly seedDemo: boolean;
}

const repoRoot = path.resolve(import.meta.dirname, "../../..");

const readPort = (value: string | undefined, fallback: number): number => {
  if (value === undefined || value === "") return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${value}"`);
  }
  return port;
};

const readFlag = (value: string | undefined, fallback: boolean): boolean =>
  value === undefined || value === "" ? fallback : !/^(0|false|no|off)$/i.test(value);

export const readConfig = (env: NodeJS.ProcessEnv = process.env): Config => ({
  port: readPort(env.PORT, 3000),
  host: env.HOST || "0.0.0.0",
  dataDir: path.resolve(repoRoot, env.DATA_DIR || ".data"),
  databaseUrl: env.DATABASE_URL || undefined,
  webDist: path.resolve(repoRoot, env.WEB_DIST || "apps/web/dist"),
  isProduction: env.NODE_ENV === "production",
  logRequests: readFlag(env.LOG_REQUESTS, true),
  seedDemo: readFlag(env.SEED_DEMO, true),
});
