import { allRoles, filterOperators, sortDirections } from "@haulboard/domain";
import { Schema } from "effect";
import { WireStruct } from "./Wire.ts";

/** Database ids are positive integers. */
export const Id = Schema.Int.check(Schema.isGreaterThan(0));
export type Id = typeof Id.Type;

/** An id in a path or query string. */
export const IdFromString = Schema.NumberFromString.pipe(Schema.decodeTo(Id));

/** `{id}` in a path. */
export const IdParams = Schema.Struct({ id: IdFromString });

/** A `YYYY-MM-DD` date, as the API writes dates (access §9). */
export const IsoDate = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/));
/** An ISO 8601 timestamp (`2026-03-01T14:05:00.000Z`). */
export const IsoDateTime = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/));

/** A call that answers `{ "data": null }` (nothing to read). */
export const Empty = Schema.Null;

/** Role names as the server writes them (access §6). */
export const RoleNameSchema = Schema.Literals(allRoles);

/** `[lng, lat]`, as the spec stores coordinates. */
export const Coordinates = Schema.Tuple([Schema.Finite, Schema.Finite]);

const NonNegativeInt = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0));
const PageSize = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 100 }));

/** `?offset&limit` of every paginated call (query strings carry numbers as text). */
export const PageQuery = Schema.Struct({
  offset: Schema.optionalKey(Schema.NumberFromString.pipe(Schema.decodeTo(NonNegativeInt))),
  limit: Schema.optionalKey(Schema.NumberFromString.pipe(Schema.decodeTo(PageSize))),
});
export type PageQuery = typeof PageQuery.Type;

/** Filter operators (employer-work §9), plus `not_equals` for the grids' "not equals" (access §2). */
export const FilterOperator = Schema.Literals([...filterOperators, "not_equals"]);
export type FilterOperator = typeof FilterOperator.Type;

export const SortDirection = Schema.Literals(sortDirections);
export type SortDirection = typeof SortDirection.Type;

/** A filter value: a string, number or boolean, a list (`in`), or a range (`between`). */
export const FilterValue = Schema.Union([
  Schema.String,
  Schema.Finite,
  Schema.Boolean,
  Schema.Array(Schema.Union([Schema.String, Schema.Finite])),
  Schema.Struct({
    from: Schema.Union([Schema.String, Schema.Finite]),
    to: Schema.Union([Schema.String, Schema.Finite]),
  }),
]);
export type FilterValue = typeof FilterValue.Type;

/**
 * `{ filters, orders }` of a search call. `fields` lists the wire names a client may filter and sort
 * by, so the server can trust them.
 */
export const SearchBody = <const Fields extends ReadonlyArray<string>>(fields: Fields) => {
  const Field = Schema.Literals(fields);
  return Schema.Struct({
    filters: Schema.optionalKey(
      Schema.Array(Schema.Struct({ field: Field, operator: FilterOperator, value: FilterValue })),
    ),
    orders: Schema.optionalKey(Schema.Array(Schema.Struct({ field: Field, direction: SortDirection }))),
  });
};

/** `{ url }` answers (logo, receipts). */
export const UrlAnswer = WireStruct({ url: Schema.String });
