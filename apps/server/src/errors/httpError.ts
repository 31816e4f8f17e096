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

/** An error a route throws on purpose; turned into the spec's shape with its status. */
export class HttpError extends Error {
  readonly entries: readonly ErrorEntry[];
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    options: { field?: string; entries?: readonly ErrorEntry[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.entries = options.entries ?? [{ message, ...(options.field ? { field: options.field } : {}) }];
    this.headers = options.headers ?? {};
  }
  readonly headers: Record<string, string>;
}
