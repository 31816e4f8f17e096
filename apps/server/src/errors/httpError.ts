import type { ContentfulStatusCode } from "hono/utils/http-status";

/** One entry of the spec's failure shape; `field` (wire name) is set on validation failures. */
export interface ErrorEntry {
  readonly message: string;
  readonly field?: string;
}

/** The spec's failure shape: `{ errors: [{ message }] }`. */
export interface ErrorBody {
  readonly errors: readonly ErrorEntry[];
}

/** What an HttpError carries besides its status and text. */
export interface HttpErrorOptions {
  /** The wire field the message is about (validation failures). */
  readonly field?: string;
  /** Several entries at once (the first message is the error's). */
  readonly entries?: readonly ErrorEntry[];
  /** Extra response headers (`Retry-After`). */
  readonly headers?: Record<string, string>;
}

/** An error a route throws on purpose; turned into the spec's shape with its status. */
export class HttpError extends Error {
  readonly entries: readonly ErrorEntry[];
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    options: HttpErrorOptions & { readonly reason?: string } = {},
  ) {
    super(message);
    this.reason = options.reason;
    this.entries = options.entries ?? [{ message, ...(options.field ? { field: options.field } : {}) }];
    this.headers = options.headers ?? {};
  }
  readonly headers: Record<string, string>;
  /** The catalogue entry's reason (src/errors/catalogue.ts); server-side, not in the wire body. */
  readonly reason: string | undefined;
}
