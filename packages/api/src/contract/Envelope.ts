import { Schema } from "effect";
import { WireStruct } from "./Wire.ts";

/** Pagination as the server sends it (`offset`, `limit`, `total`) and as the client reads it (`skip`, `take`, `total`). */
export const Pagination = WireStruct(
  {
    skip: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
    take: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
    total: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
  },
  { skip: "offset", take: "limit" },
);
export type Pagination = typeof Pagination.Type;

/** `{ data }` — a successful answer. */
export const Envelope = <S extends Schema.Top>(data: S) => Schema.Struct({ data });

/** `{ data, pagination }` — a successful answer with a page of results. */
export const PaginatedEnvelope = <S extends Schema.Top>(data: S) =>
  Schema.Struct({ data, pagination: Pagination });

/** One entry of a failure's `errors` list. `field` (wire name) is set on validation failures. */
export const ErrorEntry = Schema.Struct({
  message: Schema.String,
  field: Schema.optionalKey(Schema.String),
});
export type ErrorEntry = typeof ErrorEntry.Type;

/** `{ errors: [{ message }] }` — a failure, always with a meaningful HTTP status. */
export const ErrorBody = Schema.Struct({ errors: Schema.Array(ErrorEntry) });
export type ErrorBody = typeof ErrorBody.Type;
