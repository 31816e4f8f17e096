import type { Api } from "@haulboard/api/contract";
import type { Role } from "@haulboard/domain";
import type { Context } from "hono";
import type { Deps } from "../deps.ts";
import type { RouteRule } from "./access.ts";

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
