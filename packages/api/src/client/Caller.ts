import { timeoutMs, unauthorizedFlagKey } from "@haulboard/domain";
import { Cause, Effect, Exit, Schema } from "effect";
import { refresh as refreshEndpoint, serviceToken as serviceTokenEndpoint } from "../contract/Auth.ts";
import type { AnyEndpoint, AnySchema, Input, Output } from "../contract/Endpoint.ts";
import { fillPath } from "../contract/Endpoint.ts";
import { Envelope, PaginatedEnvelope } from "../contract/Envelope.ts";
import { type ApiError, Decode, errorFromResponse, networkError, timeoutError } from "./ApiError.ts";
import { isTransient } from "./ErrorTags.ts";
import { exchange, urlOf } from "./exchange.ts";
import { makeTokenStore, type TokenKey, type TokenStore } from "./TokenStore.ts";

/** Why the session ended: no refresh token to try, or the refresh call itself failed. */
export type SessionEndReason = "noRefreshToken" | "refreshFailed";

export interface ApiClientOptions {
  /** The versioned API base. @default "/api/v1" */
  readonly baseUrl?: string;
  /** @default makeTokenStore() (localStorage, in-memory fallback) */
  readonly tokenStore?: TokenStore;
  /** The transport. Tests and the server's in-process tests pass their own. @default globalThis.fetch */
  readonly fetch?: typeof globalThis.fetch;
  /**
   * Called when the session cannot be saved (access §4). The default sets the 'unauthorized' flag in
   * sessionStorage when there was no refresh token, and goes to /login.
   */
  readonly onUnauthorized?: (reason: SessionEndReason) => void;
  /** On the sign-up path a 401/403 goes straight back to the caller. @default location.pathname starts with /signup */
  readonly isSignUpPath?: () => boolean;
  /** Headers added to every request. */
  readonly headers?: Readonly<Record<string, string>>;
  /** No answer within this many ms fails the call with a NetworkError "Timeout". @default timeoutMs (6000, spec §9) */
  readonly timeoutMs?: number;
}

export interface CallOptions {
  /** Extra headers for this request. */
  readonly headers?: Readonly<Record<string, string>>;
}

/** The core of the client: any endpoint, with sessions, refresh and typed errors. */
export interface ApiCaller {
  /** Call any endpoint descriptor. */
  readonly call: <E extends AnyEndpoint>(
    endpoint: E,
    input?: Input<E>,
    options?: CallOptions,
  ) => Effect.Effect<Output<E>, ApiError>;
  readonly tokenStore: TokenStore;
  readonly baseUrl: string;
}

/**
 * Calls that use the admin's own token while an admin impersonates someone (access §6:
 * "The admin token is used for impersonation, company search and employers calls").
 */
export const adminTokenCalls: ReadonlySet<string> = new Set([
  "auth.impersonate",
  "companies.search",
  "admin.listCompanyEmployers",
  "admin.getEmployer",
  "admin.changeEmployerPassword",
  // An admin acting for an invoice company closes its invoice and marks it paid (issue 18).
  "payment.settleInvoice",
]);

type Slot = "user" | "admin";
const slotKeys: Record<Slot, { access: TokenKey; refresh: TokenKey }> = {
  user: { access: "accessToken", refresh: "refreshToken" },
  admin: { access: "adminAccessToken", refresh: "adminRefreshToken" },
};

/** Runs an Effect as a Promise that rejects with the typed error itself (not a wrapped fiber failure). */
export const runApi = <A>(effect: Effect.Effect<A, ApiError>, options?: { readonly signal?: AbortSignal }) =>
  Effect.runPromiseExit(effect, options).then((exit) => {
    if (Exit.isSuccess(exit)) return exit.value;
    throw Cause.squash(exit.cause);
  });

const bearer = (token: string | null): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

const defaultOnUnauthorized = (reason: SessionEndReason) => {
  try {
    if (reason === "noRefreshToken") globalThis.sessionStorage?.setItem(unauthorizedFlagKey, "true");
  } catch {
    // sessionStorage may be unavailable (private mode); the redirect still happens.
  }
  const location = (globalThis as { location?: Location }).location;
  if (location && !location.pathname.startsWith("/login")) location.assign("/login");
};

const defaultIsSignUpPath = () =>
  ((globalThis as { location?: Location }).location?.pathname ?? "").startsWith("/signup");

const envelopeCache = new WeakMap<AnyEndpoint, AnySchema>();
const envelopeOf = (endpoint: AnyEndpoint) => {
  let schema = envelopeCache.get(endpoint);
  if (!schema) {
    schema = endpoint.paginated ? PaginatedEnvelope(endpoint.success) : Envelope(endpoint.success);
    envelopeCache.set(endpoint, schema);
  }
  return schema;
};

/** Whether a fetch failed because its time-out aborted it (fetch rejects with the signal's reason). */
const isTimedOut = (cause: unknown): boolean => (cause as { name?: string } | null)?.name === "TimeoutError";

const contractError = (where: string, error: unknown, status = 0) =>
  new Decode({
    status,
    fromServer: false,
    reason: status === 0 ? "Request" : "Response",
    message: `${where} does not match the contract`,
    issue: error instanceof Error ? error.message : String(error),
  });

const encodePart = (endpoint: AnyEndpoint, part: "params" | "query" | "body", value: unknown) => {
  const schema = endpoint[part] as AnySchema | undefined;
  if (schema === undefined) return Effect.succeed(undefined);
  if (value === undefined && part === "query") return Effect.succeed(undefined);
  return Schema.encodeUnknownEffect(schema)(value).pipe(
    Effect.mapError((error) => contractError(`The ${part} of ${endpoint.name}`, error)),
  );
};

/** multipart bodies: every encoded field becomes a form part; Blobs stay files, objects become JSON text. */
const toFormData = (body: Record<string, unknown>): FormData => {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : key);
    else if (typeof value === "object" && value !== null) form.append(key, JSON.stringify(value));
    else form.append(key, String(value));
  }
  return form;
};

/** The file name of a `Content-Disposition: attachment; filename="…"` header (the plain form is enough here). */
export const fileNameOf = (disposition: string | null): string => {
  const match = /filename="?([^";]+)"?/i.exec(disposition ?? "");
  return match?.[1]?.trim() || "download";
};

/** A `download` endpoint's answer: the file's name and its text. */
const downloadedFile = (disposition: string | null, data: unknown) => ({
  fileName: fileNameOf(disposition),
  content: typeof data === "string" ? data : "",
});

/**
 * The core of the Haulboard API client: one Effect per call, decoded with the contract, failing with
 * `ApiError`. A 401 or 403 on a bearer call refreshes the token once (shared by concurrent failures) and
 * retries once. It knows only the endpoints it is given, so a route that needs two calls ships two.
 */
export const makeApiCaller = (options: ApiClientOptions = {}): ApiCaller => {
  const baseUrl = options.baseUrl ?? "/api/v1";
  const tokenStore = options.tokenStore ?? makeTokenStore();
  const onUnauthorized = options.onUnauthorized ?? defaultOnUnauthorized;
  const isSignUpPath = options.isSignUpPath ?? defaultIsSignUpPath;
  const transport = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const requestTimeoutMs = options.timeoutMs ?? timeoutMs;

  const slotFor = (endpoint: AnyEndpoint): Slot =>
    adminTokenCalls.has(endpoint.name) && tokenStore.get("adminAccessToken") !== null ? "admin" : "user";

  /** One HTTP exchange, no refresh logic. */
  const send = (endpoint: AnyEndpoint, input: Record<string, unknown>, headers: Record<string, string>) =>
    Effect.gen(function* () {
      const params = yield* encodePart(endpoint, "params", input.params);
      const query = yield* encodePart(endpoint, "query", input.query);
      const body = yield* encodePart(endpoint, "body", input.body);
      const path = yield* Effect.try({
        try: () => fillPath(endpoint.path, params as Record<string, unknown> | undefined),
        catch: (error) => contractError(`The params of ${endpoint.name}`, error),
      });
      // The spec's request time-out (access §9): the fetch is aborted with a "TimeoutError" and the call
      // fails with a NetworkError "Timeout". The platform's AbortSignal.timeout, not an Effect race: this
      // code is on the login route, whose sign-in budget counts every KB. Multipart uploads are exempt (a
      // 5 MiB chunk may take longer on a slow link; the upload steps retry on their own).
      const response = yield* Effect.tryPromise({
        try: (signal) =>
          exchange(
            transport,
            urlOf(baseUrl, path, (query ?? undefined) as Record<string, unknown> | undefined),
            {
              method: endpoint.method,
              body:
                endpoint.multipart && body !== undefined ? toFormData(body as Record<string, unknown>) : body,
              headers: {
                accept: endpoint.download ? "text/csv, application/json" : "application/json",
                ...options.headers,
                ...headers,
              },
              signal: endpoint.multipart
                ? signal
                : AbortSignal.any([signal, AbortSignal.timeout(requestTimeoutMs)]),
            },
          ),
        catch: (cause) => (isTimedOut(cause) ? timeoutError(requestTimeoutMs) : networkError(cause)),
      });
      const data = response.data;
      if (response.status < 200 || response.status >= 300) {
        if (endpoint.redirect && response.status >= 300 && response.status < 400) return null;
        return yield* Effect.fail(errorFromResponse(response.status, data));
      }
      if (endpoint.redirect) return null;
      if (endpoint.download) return downloadedFile(response.headers.get("content-disposition"), data);
      const envelope = yield* Schema.decodeUnknownEffect(envelopeOf(endpoint))(data).pipe(
        Effect.mapError((error) => contractError(`The answer of ${endpoint.name}`, error, response.status)),
      );
      return endpoint.paginated ? envelope : envelope.data;
    });

  // In-flight refreshes, one per token slot: concurrent 401s share one refresh call. The first caller runs
  // it (uninterruptibly, so that the others are never left waiting) and settles the promise of its outcome
  // that the others await: all inside the one Effect runtime, no Effect run inside an Effect.
  const inflight: Record<Slot, Promise<Exit.Exit<string, ApiError>> | null> = { user: null, admin: null };

  const runRefresh = (slot: Slot, original: ApiError): Effect.Effect<string, ApiError> =>
    Effect.gen(function* () {
      const refreshToken = tokenStore.get(slotKeys[slot].refresh);
      if (refreshToken === null) {
        onUnauthorized("noRefreshToken");
        return yield* Effect.fail(original);
      }
      // Only the server's refusal ends the session. No answer at all (the page unloading mid-call, a dropped
      // connection, a time-out) or a gateway that is momentarily unavailable leaves the tokens as they
      // were: the call fails with that transport error and the next call tries the refresh again (the
      // server accepts a repeated refresh token within its grace window).
      const tokens = yield* send(refreshEndpoint, {}, { authorization: `Bearer ${refreshToken}` }).pipe(
        Effect.mapError((failure) => {
          if (isTransient(failure)) return failure;
          tokenStore.clear();
          onUnauthorized("refreshFailed");
          return original;
        }),
      );
      const { accessToken, refreshToken: nextRefreshToken } = tokens as {
        accessToken: string;
        refreshToken: string;
      };
      tokenStore.set(slotKeys[slot].access, accessToken);
      tokenStore.set(slotKeys[slot].refresh, nextRefreshToken);
      return accessToken;
    });

  const sharedRefresh = (slot: Slot, original: ApiError): Effect.Effect<string, ApiError> =>
    Effect.suspend(() => {
      const running = inflight[slot];
      if (running !== null)
        return Effect.flatMap(
          Effect.promise(() => running),
          (outcome) => outcome,
        );
      let settle: (outcome: Exit.Exit<string, ApiError>) => void = () => {};
      inflight[slot] = new Promise((resolve) => {
        settle = resolve;
      });
      return Effect.exit(runRefresh(slot, original)).pipe(
        Effect.flatMap((outcome) => {
          inflight[slot] = null;
          settle(outcome);
          return outcome;
        }),
        Effect.uninterruptible,
      );
    });

  const authHeaders = (endpoint: AnyEndpoint): Effect.Effect<Record<string, string>, ApiError> => {
    switch (endpoint.auth) {
      case "public":
        return Effect.succeed({});
      case "refresh": {
        const token = tokenStore.get("refreshToken");
        return Effect.succeed(bearer(token));
      }
      case "service":
        return send(serviceTokenEndpoint, {}, {}).pipe(
          Effect.map(
            (answer): Record<string, string> => ({ "x-service-token": (answer as { token: string }).token }),
          ),
        );
      case "bearer": {
        return Effect.succeed(bearer(tokenStore.get(slotKeys[slotFor(endpoint)].access)));
      }
    }
  };

  const call = <E extends AnyEndpoint>(
    endpoint: E,
    input?: Input<E>,
    callOptions?: CallOptions,
  ): Effect.Effect<Output<E>, ApiError> =>
    Effect.gen(function* () {
      const values = (input ?? {}) as Record<string, unknown>;
      const headers = { ...(yield* authHeaders(endpoint)), ...callOptions?.headers };
      if (endpoint.auth !== "bearer") return yield* send(endpoint, values, headers);
      const slot = slotFor(endpoint);
      const usedToken = tokenStore.get(slotKeys[slot].access);
      return yield* send(endpoint, values, headers).pipe(
        Effect.catchIf(
          (error) => (error._tag === "Unauthorized" || error._tag === "Forbidden") && !isSignUpPath(),
          (error) =>
            Effect.gen(function* () {
              // Another request may already have refreshed while this one was in flight.
              const current = tokenStore.get(slotKeys[slot].access);
              const token =
                current !== null && current !== usedToken ? current : yield* sharedRefresh(slot, error);
              return yield* send(endpoint, values, { ...headers, authorization: `Bearer ${token}` });
            }),
        ),
      );
    }) as Effect.Effect<Output<E>, ApiError>;

  return { call, tokenStore, baseUrl };
};
