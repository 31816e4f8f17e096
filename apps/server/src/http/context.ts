import type { Api } from "@haulboard/api/contract";
import type { Role } from "@haulboard/domain";
import type { Context } from "hono";
import type { Config } from "../config.ts";
import type { Database } from "../db/Database.ts";
import type { DriverPositions } from "../matching/candidateTotals.ts";
import type { DriverIndex } from "../matching/driverIndex.ts";
import type { PaymentGateway } from "../payments/port.ts";
import type { MailPort } from "../ports/mail.ts";
import type { PlacesPort } from "../ports/places.ts";
import type { SocialProviders } from "../ports/social.ts";
import type { PasswordHasher } from "../security/password.ts";
import type { RateLimiter } from "../security/rateLimit.ts";
import type { TokenService } from "../security/tokens.ts";
import type { MediaStorage } from "../storage/MediaStorage.ts";
import type { RouteRule } from "./access.ts";
import type { Background } from "./background.ts";
import type { TotalsCache } from "./totals.ts";

/** Everything a route handler may use; built once in createApp. */
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
  /**
   * That admin's roles, fresh from the database (empty when nobody impersonates). Only the rules that
   * name it read it (an admin acting for a company switches its billing type); every other rule goes by
   * `roles`, the user acted as.
   */
  readonly impersonatorRoles: readonly Role[];
  /** The client's address (rate limits). */
  readonly address: string;
}

/** Every endpoint descriptor of the contract, as a union of their precise types. */
type AnyContractEndpoint = { [Group in keyof Api]: Api[Group][keyof Api[Group]] }[keyof Api];

/** The name of a contract endpoint (`"companies.search"`). */
export type EndpointName = AnyContractEndpoint["name"];

type EndpointNamed<Name extends EndpointName> = Extract<AnyContractEndpoint, { readonly name: Name }>;

/** The decoded (Type) side of a schema, or undefined when the endpoint declares none. */
type Decoded<S> = S extends { readonly Type: infer T } ? T : undefined;

/**
 * What a handler of the named endpoint(s) receives: `params`, `query` and `body` decoded with that
 * endpoint's own contract schemas, so a handler cannot read a field the contract does not declare.
 */
export interface HandlerInput<Name extends EndpointName> {
  readonly params: Decoded<EndpointNamed<Name>["params"]>;
  readonly query: Decoded<EndpointNamed<Name>["query"]>;
  readonly body: Decoded<EndpointNamed<Name>["body"]>;
  /** The signed-in caller on `bearer` endpoints (the route checked the token and the roles). */
  readonly caller: EndpointNamed<Name>["auth"] extends "bearer" ? Caller : undefined;
  readonly c: Context;
  readonly deps: Deps;
}

export interface PageOut {
  readonly skip: number;
  readonly take: number;
  readonly total: number;
}

/** The decoded `data` (encoded by the endpoint's success schema), a page, or a ready Response (redirects). */
/**
 * `wireJson` is `data` already encoded as the endpoint's wire JSON by a trusted source (a query shaped
 * like the contract), sent as it is; the client still decodes it with the contract, and so do the tests.
 */
export type HandlerResult =
  | { readonly data: unknown; readonly pagination?: PageOut }
  | { readonly wireJson: string; readonly pagination?: PageOut }
  | Response;

export type Handler<Name extends EndpointName> = (input: HandlerInput<Name>) => Promise<HandlerResult>;

/** A route: who may call the endpoint, and what answers it. A route without an access rule does not compile. */
export interface Route<Name extends EndpointName> {
  readonly access: RouteRule;
  readonly handle: Handler<Name>;
}

/** Routes keyed by endpoint name (`"companies.search"`), each typed by its own endpoint. */
export type Routes = { readonly [Name in EndpointName]?: Route<Name> };

/**
 * The router's view of a handler. The router decodes params, query and body with the very schemas of
 * the endpoint named `name` before calling it, which is what makes the handler's precise input type true.
 */
export type DecodedHandler = (input: {
  readonly params: unknown;
  readonly query: unknown;
  readonly body: unknown;
  readonly caller: Caller | undefined;
  readonly c: Context;
  readonly deps: Deps;
}) => Promise<HandlerResult>;

/** The route of an endpoint, seen by the router (which decodes its input with that endpoint's schemas). */
export const routeFor = (
  routes: Routes,
  name: string,
): { readonly access: RouteRule; readonly handle: DecodedHandler } | undefined =>
  Object.hasOwn(routes, name)
    ? (routes[name as EndpointName] as { access: RouteRule; handle: DecodedHandler } | undefined)
    : undefined;
