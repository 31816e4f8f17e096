import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The spec's failure shape: `{ errors: [{ message }] }`. */
export interface ErrorBody {
  readonly errors: readonly { readonly message: string }[];
}

/** An error a route throws on purpose; turned into the spec's shape with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
  }
}

export const errorBody = (...messages: string[]): ErrorBody => ({
  errors: messages.map((message) => ({ message })),
});

export const sendError = (c: Context, status: ContentfulStatusCode, ...messages: string[]) =>
  c.json(errorBody(...messages), status);
