import { allRoles, filterOperators, isApiDate, sortDirections } from "@haulboard/domain";
import { Schema } from "effect";
import { WireStruct } from "./Wire.ts";

/** The largest id a PostgreSQL `integer` column holds. */
export const maxId = 2_147_483_647;

/** Database ids are positive integers that fit PostgreSQL's `integer` (int4). */
export const Id = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: maxId }));
export type Id = typeof Id.Type;

/** An id in a path or query string. */
export const IdFromString = Schema.NumberFromString.pipe(Schema.decodeTo(Id));

/** `{id}` in a path. */
export const IdParams = Schema.Struct({ id: IdFromString });

/** A `YYYY-MM-DD` date, as the API writes dates (access §9): a real calendar day (no 2020-02-30). */
export const IsoDate = Schema.String.check(
  Schema.makeFilter((value: string) => (isApiDate(value) ? undefined : "Expected a date written YYYY-MM-DD")),
);

const isoDateTimePattern =
  /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

/** True for `YYYY-MM-DD` or a full ISO 8601 timestamp with a zone, each naming a real instant. */
export const isIsoDateOrDateTime = (value: string): boolean => {
  if (isApiDate(value)) return true;
  const match = isoDateTimePattern.exec(value);
  if (!match) return false;
  const [, day, hours, minutes, seconds, zoneHours, zoneMinutes] = match;
  return (
    isApiDate(day ?? "") &&
    Number(hours) < 24 &&
    Number(minutes) < 60 &&
    Number(seconds ?? 0) < 60 &&
    Number(zoneHours ?? 0) < 24 &&
    Number(zoneMinutes ?? 0) < 60
  );
};
/** An ISO 8601 timestamp (`2026-03-01T14:05:00.000Z`). */
export const IsoDateTime = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/));

/** A call that answers `{ "data": null }` (nothing to read). */
export const Empty = Schema.Null;

/** Role names as the server writes them (access §6). */
export const RoleNameSchema = Schema.Literals(allRoles);

/** `[lng, lat]`, as the spec stores coordinates. */
export const Coordinates = Schema.Tuple([Schema.Finite, Schema.Finite]);

const NonNegativeInt = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: maxId }));
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

/** Search fields named `…_at` or `…_date` hold dates: their filter values are ISO dates or timestamps. */
export const isDateField = (field: string): boolean => /_(at|date)$/.test(field);

const dateFilterMessage = "Expected an ISO date (YYYY-MM-DD) or timestamp for a date field";

const isDateFilterValue = (value: FilterValue): boolean => {
  const isDate = (item: unknown) => typeof item === "string" && isIsoDateOrDateTime(item);
  if (typeof value !== "object") return isDate(value);
  return "from" in value ? isDate(value.from) && isDate(value.to) : value.every(isDate);
};

/**
 * `{ filters, orders }` of a search call. `fields` lists the wire names a client may filter and sort
 * by, so the server can trust them; a date field's value must be an ISO date, so the database never
 * sees a text it would refuse ("1", "Jan 1", "2020-02-30").
 */
export const SearchBody = <const Fields extends ReadonlyArray<string>>(fields: Fields) => {
  const Field = Schema.Literals(fields);
  const Filter = Schema.Struct({ field: Field, operator: FilterOperator, value: FilterValue }).check(
    Schema.makeFilter((filter: { readonly field: string; readonly value: FilterValue }) =>
      !isDateField(filter.field) || isDateFilterValue(filter.value) ? undefined : dateFilterMessage,
    ),
  );
  return Schema.Struct({
    filters: Schema.optionalKey(Schema.Array(Filter)),
    orders: Schema.optionalKey(Schema.Array(Schema.Struct({ field: Field, direction: SortDirection }))),
  });
};

/** `{ url }` answers (logo, receipts). */
export const UrlAnswer = WireStruct({ url: Schema.String });
