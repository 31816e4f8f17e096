import type { Schema } from "effect";
import type { Pagination } from "./Envelope.ts";

/**
 * How a call authenticates:
 * - `public`: no token;
 * - `bearer`: the access token (`Authorization: Bearer …`);
 * - `refresh`: the refresh token as bearer (only `auth.refresh`);
 * - `service`: a 5-second service token from `auth.serviceToken`, sent as `X-Service-Token`.
 */
export type AuthKind = "public" | "bearer" | "refresh" | "service";

export type HttpMethod = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/** Any schema the contract uses: no services needed to decode or encode it. */
// biome-ignore lint/suspicious/noExplicitAny: the widest codec; each endpoint keeps its precise schema type.
export type AnySchema = Schema.Codec<any, any, never, never>;

/**
 * One call of the wire contract, declared once. The client builds requests from it, the server mounts
 * its route from it, and the role-matrix test enumerates it.
 *
 * - `path` uses `{name}` placeholders filled from `params`, whose keys are the placeholder names;
 * - `success` is the schema of the envelope's `data`; with `paginated` the envelope also carries
 *   `pagination: { offset, limit, total }`;
 * - `multipart`: the body travels as `multipart/form-data` (media uploads);
 * - `redirect`: the server answers with a 302 for the browser (email verification link), not JSON.
 * - `download`: the server answers a file (a CSV export) with its name in `Content-Disposition`, not JSON;
 *   the client reads it as `{ fileName, content }` (the `success` schema describes that pair).
 */
export interface Endpoint<
  out Name extends string = string,
  out Params extends AnySchema | undefined = AnySchema | undefined,
  out Query extends AnySchema | undefined = AnySchema | undefined,
  out Body extends AnySchema | undefined = AnySchema | undefined,
  out Success extends AnySchema = AnySchema,
  out Paginated extends boolean = boolean,
  out Method extends HttpMethod = HttpMethod,
  out Auth extends AuthKind = AuthKind,
> {
  readonly name: Name;
  readonly method: Method;
  readonly path: string;
  readonly auth: Auth;
  readonly params: Params;
  readonly query: Query;
  readonly body: Body;
  readonly success: Success;
  readonly paginated: Paginated;
  readonly multipart: boolean;
  readonly redirect: boolean;
  readonly download: boolean;
  /** One line for the README, the server's route table and error logs. */
  readonly description: string;
}

// biome-ignore lint/suspicious/noExplicitAny: any descriptor, whatever its params, query and body schemas.
export type AnyEndpoint = Endpoint<string, any, any, any, AnySchema, boolean, HttpMethod, AuthKind>;

type TypeOf<S> = S extends AnySchema ? S["Type"] : never;

/** What a caller passes: `params`, `query` and `body` in their decoded (camelCase) form, each only when declared. */
export type Input<E extends AnyEndpoint> = (E["params"] extends AnySchema
  ? { readonly params: TypeOf<E["params"]> }
  : unknown) &
  (E["query"] extends AnySchema ? { readonly query?: TypeOf<E["query"]> } : unknown) &
  (E["body"] extends AnySchema ? { readonly body: TypeOf<E["body"]> } : unknown);

/** A page of results, as read by the client. */
export interface Page<A> {
  readonly data: A;
  readonly pagination: Pagination;
}

/** What a call succeeds with: the decoded `data`, or a `Page` for paginated calls. */
export type Output<E extends AnyEndpoint> = E["paginated"] extends true
  ? Page<TypeOf<E["success"]>>
  : TypeOf<E["success"]>;

/** Whether the call needs an input argument at all. */
export type HasInput<E extends AnyEndpoint> = E["params"] extends AnySchema
  ? true
  : E["body"] extends AnySchema
    ? true
    : false;

export interface MakeOptions<
  Name extends string,
  Params extends AnySchema | undefined,
  Query extends AnySchema | undefined,
  Body extends AnySchema | undefined,
  Success extends AnySchema,
  Paginated extends boolean,
  Method extends HttpMethod,
  Auth extends AuthKind,
> {
  readonly name: Name;
  readonly method: Method;
  readonly path: string;
  readonly auth: Auth;
  readonly params?: Params;
  readonly query?: Query;
  readonly body?: Body;
  readonly success: Success;
  readonly paginated?: Paginated;
  readonly multipart?: boolean;
  readonly redirect?: boolean;
  readonly download?: boolean;
  readonly description?: string;
}

export const make = <
  const Name extends string,
  Success extends AnySchema,
  Params extends AnySchema | undefined = undefined,
  Query extends AnySchema | undefined = undefined,
  Body extends AnySchema | undefined = undefined,
  Paginated extends boolean = false,
  const Method extends HttpMethod = HttpMethod,
  const Auth extends AuthKind = AuthKind,
>(
  options: MakeOptions<Name, Params, Query, Body, Success, Paginated, Method, Auth>,
): Endpoint<Name, Params, Query, Body, Success, Paginated, Method, Auth> => {
  const placeholders = [...options.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  if (placeholders.length > 0 && options.params === undefined) {
    throw new Error(`Endpoint ${options.name}: ${options.path} needs a params schema`);
  }
  return {
    name: options.name,
    method: options.method,
    path: options.path,
    auth: options.auth,
    params: options.params as Params,
    query: options.query as Query,
    body: options.body as Body,
    success: options.success,
    paginated: (options.paginated ?? false) as Paginated,
    multipart: options.multipart ?? false,
    redirect: options.redirect ?? false,
    download: options.download ?? false,
    description: options.description ?? "",
  };
};

/** Fills `{name}` placeholders with already-encoded (wire) parameter values. */
export const fillPath = (path: string, params: Readonly<Record<string, unknown>> | undefined): string =>
  path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${key} for ${path}`);
    return encodeURIComponent(String(value));
  });

/** The path as a Hono/Express route pattern: `/companies/{id}` → `/companies/:id`. */
export const routePattern = (path: string): string => path.replace(/\{(\w+)\}/g, ":$1");
