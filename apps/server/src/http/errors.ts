import type { Context } from "hono";
import type { CatalogueEntry } from "../errors/catalogue.ts";
import type { ErrorBody } from "../errors/httpError.ts";

// HttpError, its entry types and the error catalogue live below every module that throws them (src/errors/).
export { type ErrorBody, type ErrorEntry, HttpError } from "../errors/httpError.ts";

export const errorBody = (...messages: string[]): ErrorBody => ({
  errors: messages.map((message) => ({ message })),
});

/** Answers a catalogue entry (src/errors/catalogue.ts) where no exception can be thrown (middleware, fallbacks). */
export const sendError = (c: Context, entry: CatalogueEntry) =>
  c.json(errorBody(entry.message), entry.status);
