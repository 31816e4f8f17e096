import { makeTotalsCache, readChangeCounter, type TotalsCache } from "./cache/totals.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/Database.ts";
import { type DriverPositions, makeDriverPositions } from "./matching/candidateTotals.ts";
import { type DriverIndex, makeDriverIndex } from "./matching/driverIndex.ts";
import { type Background, makeBackground } from "./ops/background.ts";
import type { PaymentGateway } from "./payments/port.ts";
import { makeSandboxGateway } from "./payments/sandbox.ts";
import { type MailPort, makeMailPort } from "./ports/mail.ts";
import { makeNominatimPlaces } from "./ports/nominatimPlaces.ts";
import { makeOfflinePlaces, type PlacesPort } from "./ports/places.ts";
import type { SocialProviders } from "./ports/social.ts";
import { socialProvidersFrom } from "./ports/socialProviders.ts";
import { dummyHash, makePasswordHasher, type PasswordHasher } from "./security/password.ts";
import { makeRateLimiter, type RateLimiter } from "./security/rateLimit.ts";
import { resolveJwtSecret } from "./security/secret.ts";
import { makeTokenService, type TokenService } from "./security/tokens.ts";
import type { MediaStorage } from "./storage/MediaStorage.ts";
import { openMediaStorage } from "./storage/open.ts";

/** Everything a route handler or service may use; built once by `makeDeps` (the composition root). */
export interface Deps {
  readonly config: Config;
  readonly db: Database;
  readonly tokens: TokenService;
  /** Rate limits counted in the database (security/limits.ts has the rules). */
  readonly rateLimiter: RateLimiter;
  /** Password hashing; never call it inside a transaction (it would hold the database for ~50 ms). */
  readonly passwords: PasswordHasher;
  /** Work a request starts without waiting for it (mail sending after commit, reset codes). */
  readonly background: Background;
  readonly mail: MailPort;
  readonly places: PlacesPort;
  readonly social: SocialProviders;
  /** Totals of company searches; call `invalidate()` after every write to `companies`. */
  readonly companyTotals: TotalsCache;
  /** Where the eligible drivers live, for Posted Jobs' candidates totals (matching/candidateTotals.ts). */
  readonly driverPositions: DriverPositions;
  /** Every eligible driver, for the candidates' ranking (matching/driverIndex.ts). */
  readonly driverIndex: DriverIndex;
  /** A scrypt hash compared against when an email is unknown, so timing does not reveal accounts. */
  readonly dummyHash: string;
  readonly log: (line: string) => void;
  /** Where media bytes live (local disk or S3-compatible storage). */
  readonly media: MediaStorage;
  /** The card gateway (CELERO): the sandbox adapter unless another is given. */
  readonly payments: PaymentGateway;
}

/** What the caller of `makeDeps` (and `createApp`) gives; everything else has a default. */
export interface AppDeps {
  readonly config: Config;
  readonly db: Database;
  readonly log?: (line: string) => void;
  /** Social sign-in providers; none by default (the endpoint then says so). */
  readonly social?: SocialProviders;
  readonly places?: PlacesPort;
  /** Tests pass their own to watch where hashing happens or when mail is written. */
  readonly passwords?: PasswordHasher;
  readonly mail?: MailPort;
  /** Media storage; by default the one the configuration selects (local disk or S3). */
  readonly mediaStorage?: MediaStorage;
  /** The card gateway; the sandbox (src/payments/sandbox.ts) by default. */
  readonly payments?: PaymentGateway;
}

/** The composition root: builds every dependency once, from the configuration and what the caller gives. */
export const makeDeps = async ({
  config,
  db,
  log = console.log,
  social,
  places,
  passwords = makePasswordHasher(config.scryptCost),
  mail = makeMailPort({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log }),
  mediaStorage,
  payments,
}: AppDeps): Promise<Deps> => {
  const secret = await resolveJwtSecret(db, config.jwtSecret);
  return {
    config,
    db,
    tokens: makeTokenService(db, secret),
    rateLimiter: makeRateLimiter(db),
    passwords,
    background: makeBackground(log),
    mail,
    places:
      places ??
      (config.places.provider === "nominatim" ? makeNominatimPlaces(config.places) : makeOfflinePlaces()),
    social: social ?? socialProvidersFrom(config, db),
    // PGlite lives in this process, so every write to companies invalidates the totals; other PostgreSQL
    // clients (replicas) write unseen, so there a total is remembered per companies change counter.
    companyTotals: makeTotalsCache({
      ttlMs: 60_000,
      ...(db.driver === "postgres" ? { version: () => readChangeCounter(db, "companies") } : {}),
    }),
    driverPositions: makeDriverPositions(),
    driverIndex: makeDriverIndex(),
    dummyHash: await dummyHash(config.scryptCost),
    log,
    media: mediaStorage ?? openMediaStorage(config.media),
    payments: payments ?? makeSandboxGateway(db),
  };
};
