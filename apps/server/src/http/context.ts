import type { Role } from "@haulboard/domain";
import type { Context } from "hono";
import type { Config } from "../config.ts";
import type { Database } from "../db/Database.ts";
import type { MailPort } from "../ports/mail.ts";
import type { PlacesPort } from "../ports/places.ts";
import type { SocialProviders } from "../ports/social.ts";
import type { SignInLimiter } from "../security/rateLimit.ts";
import type { TokenService } from "../security/tokens.ts";

/** Everything a route handler may use; built once in createApp. */
export interface Deps {
  readonly config: Config;
  readonly db: Database;
  readonly tokens: TokenService;
  readonly limiter: SignInLimiter;
  readonly mail: MailPort;
  readonly places: PlacesPort;
  readonly social: SocialProviders;
  /** A scrypt hash compared against when an email is unknown, so timing does not reveal accounts. */
  readonly dummyHash: string;
  readonly log: (line: string) => void;
}

/** The signed-in user behind a bearer token, with roles fresh from the database. */
export interface Caller {
  readonly userId: number;
  readonly email: string;
  readonly roles: readonly Role[];
  readonly companyId: number | null;
  readonly sessionId: string;
  readonly deviceId: string;
  /** The admin acting as this user (impersonation), else null. */
  readonly impersonatorId: number | null;
}

export interface HandlerInput<P = any, Q = any, B = any> {
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  /** Set for `bearer` endpoints (the route checked the token and the roles). */
  readonly caller: Caller | undefined;
  readonly c: Context;
  readonly deps: Deps;
}

export interface PageOut {
  readonly skip: number;
  readonly take: number;
  readonly total: number;
}

/** The decoded `data` (encoded by the endpoint's success schema), a page, or a ready Response (redirects). */
export type HandlerResult = { readonly data: unknown; readonly pagination?: PageOut } | Response;

export type Handler = (input: HandlerInput) => Promise<HandlerResult>;

/** Handlers keyed by endpoint name (`"companies.search"`). */
export type Handlers = Readonly<Record<string, Handler>>;
