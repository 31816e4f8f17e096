import { alreadyPaidMarker } from "@haulboard/domain";
import { Data } from "effect";

interface ErrorFields {
  /** HTTP status; 0 when no response was received. */
  readonly status: number;
  /** The server's first message, or the client's own description when there is none. */
  readonly message: string;
  /** Whether `message` came from the server's `errors` list. */
  readonly fromServer: boolean;
}

/** Why a status answer failed: the server answered, on purpose, with this status. */
type StatusReason = { readonly reason: "StatusCode" };

/**
 * No response. `reason` says why: "Transport" (the network failed: DNS, CORS, connection reset) or
 * "Timeout" (no answer within the spec's request time-out, `timeoutMs` of the domain). Both are
 * network-level failures for the retry rules.
 */
export class NetworkError extends Data.TaggedError("NetworkError")<
  ErrorFields & { readonly reason: "Transport" | "Timeout"; readonly cause?: unknown }
> {}
/** 401: the token is missing, expired or invalid (after the one refresh attempt). */
export class Unauthorized extends Data.TaggedError("Unauthorized")<ErrorFields & StatusReason> {}
/** 403: signed in, but the role may not do this (after the one refresh attempt). */
export class Forbidden extends Data.TaggedError("Forbidden")<ErrorFields & StatusReason> {}
/** 404. */
export class NotFound extends Data.TaggedError("NotFound")<ErrorFields & StatusReason> {}
/** 400 or 422: the input was refused; `fields` maps wire field names to their messages. */
export class Invalid extends Data.TaggedError("Invalid")<
  ErrorFields & StatusReason & { readonly fields: Readonly<Record<string, ReadonlyArray<string>>> }
> {}
/** 409: the state forbids it (already cancelled, email taken …). */
export class Conflict extends Data.TaggedError("Conflict")<ErrorFields & StatusReason> {}
/** 429: too many attempts (failed sign-ins are rate-limited). */
export class RateLimited extends Data.TaggedError("RateLimited")<ErrorFields & StatusReason> {}
/** A charge answered "… is already paid. Aborting": the caller treats it as success. */
export class AlreadyPaid extends Data.TaggedError("AlreadyPaid")<ErrorFields & StatusReason> {}
/**
 * 500 and above. `reason`: "Unavailable" for a gateway that was momentarily unavailable (502, 503,
 * 504: worth a retry), "Internal" for the rest.
 */
export class ServerError extends Data.TaggedError("ServerError")<
  ErrorFields & { readonly reason: "Internal" | "Unavailable" }
> {}
/** Any other status. */
export class UnexpectedStatus extends Data.TaggedError("UnexpectedStatus")<ErrorFields & StatusReason> {}
/** The request ("Request") or the answer ("Response") does not match the contract. */
export class Decode extends Data.TaggedError("Decode")<
  ErrorFields & { readonly reason: "Request" | "Response"; readonly issue: string }
> {}

export type ApiError =
  | NetworkError
  | Unauthorized
  | Forbidden
  | NotFound
  | Invalid
  | Conflict
  | RateLimited
  | AlreadyPaid
  | ServerError
  | UnexpectedStatus
  | Decode;

export type ApiErrorTag = ApiError["_tag"];

interface WireError {
  readonly message?: unknown;
  readonly field?: unknown;
}

const errorEntries = (body: unknown): ReadonlyArray<WireError> => {
  const errors = (body as { errors?: unknown } | null | undefined)?.errors;
  return Array.isArray(errors)
    ? (errors.filter((entry) => typeof entry === "object" && entry) as WireError[])
    : [];
};

/** The first message of a failure body `{ errors: [{ message }] }`, or else its `message`. */
export const firstServerMessage = (body: unknown): string | undefined => {
  const first = errorEntries(body).find((entry) => typeof entry.message === "string");
  if (first) return first.message as string;
  const message = (body as { message?: unknown } | null | undefined)?.message;
  return typeof message === "string" && message.length > 0 ? message : undefined;
};

const fieldMessages = (body: unknown): Record<string, string[]> => {
  const fields: Record<string, string[]> = {};
  for (const entry of errorEntries(body)) {
    if (typeof entry.field === "string" && typeof entry.message === "string") {
      fields[entry.field] = [...(fields[entry.field] ?? []), entry.message];
    }
  }
  return fields;
};

/** Maps a non-2xx answer to its tagged error. */
export const errorFromResponse = (status: number, body: unknown): ApiError => {
  const serverMessage = firstServerMessage(body);
  const fromServer = serverMessage !== undefined;
  const fields = {
    status,
    fromServer,
    message: serverMessage ?? `HTTP ${status}`,
    reason: "StatusCode",
  } as const;
  if (serverMessage?.includes(alreadyPaidMarker)) return new AlreadyPaid(fields);
  if (status === 400 || status === 422) return new Invalid({ ...fields, fields: fieldMessages(body) });
  if (status === 401) return new Unauthorized(fields);
  if (status === 403) return new Forbidden(fields);
  if (status === 404) return new NotFound(fields);
  if (status === 409) return new Conflict(fields);
  if (status === 429) return new RateLimited(fields);
  if (status >= 500) {
    const reason = status === 502 || status === 503 || status === 504 ? "Unavailable" : "Internal";
    return new ServerError({ ...fields, reason });
  }
  return new UnexpectedStatus(fields);
};

export const networkError = (cause: unknown): NetworkError =>
  new NetworkError({
    status: 0,
    fromServer: false,
    reason: "Transport",
    message: cause instanceof Error ? cause.message : String(cause),
    cause,
  });

/** No answer within `ms` (the domain's `timeoutMs`, 6000): a network-level failure. */
export const timeoutError = (ms: number): NetworkError =>
  new NetworkError({ status: 0, fromServer: false, reason: "Timeout", message: `No answer within ${ms} ms` });
