import { type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from "kysely";
import { appError, appErrorOf, ErrorFamilies, Errors } from "../errors/catalogue.ts";

/** How a wire field of a search maps to SQL: a column expression (trusted) and its kind. */
export interface SearchColumn {
  readonly sql: string;
  readonly kind: "text" | "number" | "date" | "boolean";
  /**
   * The column is never null: `ilike` then compares it as is, so a trigram (GIN) index on the column
   * can serve the filter. Nullable columns are compared through `coalesce(…, '')`.
   */
  readonly notNull?: boolean;
}

export interface Filter {
  readonly field: string;
  readonly operator: string;
  readonly value: unknown;
}

export interface Order {
  readonly field: string;
  readonly direction: "asc" | "desc";
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const scalar = (column: SearchColumn, value: unknown, field: string): unknown => {
  const ok =
    column.kind === "boolean"
      ? typeof value === "boolean"
      : column.kind === "number"
        ? typeof value === "number" || (typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value))
        : column.kind === "date"
          ? typeof value === "string" && !Number.isNaN(Date.parse(value))
          : typeof value === "string" || typeof value === "number";
  if (!ok) throw appErrorOf(ErrorFamilies.filterValueType, [field], { field: "filters" });
  return column.kind === "text" ? String(value) : value;
};

/**
 * Builds the WHERE conditions of a search from `{ field, operator, value }` filters. Fields come from the
 * contract's allow-list, columns from `columns`, and every value travels as a parameter.
 */
export const whereClauses = (
  filters: readonly Filter[] | undefined,
  columns: Readonly<Record<string, SearchColumn>>,
  params: unknown[],
): string[] => {
  const clauses: string[] = [];
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  for (const filter of filters ?? []) {
    const column = columns[filter.field];
    if (!column) throw appErrorOf(ErrorFamilies.filterFieldUnknown, [filter.field], { field: "filters" });
    const { value } = filter;
    switch (filter.operator) {
      case "ilike":
      case "not_ilike": {
        if (typeof value !== "string" && typeof value !== "number") {
          throw appErrorOf(ErrorFamilies.filterNeedsText, [filter.operator], { field: "filters" });
        }
        const not = filter.operator === "not_ilike" ? "not " : "";
        // "contains": a plain text is matched anywhere; the caller may also send its own % wildcards.
        const text = String(value).slice(0, 200);
        const pattern = /[%]/.test(text) ? text : `%${escapeLike(text)}%`;
        const subject =
          column.notNull && column.kind === "text" ? column.sql : `coalesce(${column.sql}::text, '')`;
        clauses.push(`${subject} ${not}ilike ${bind(pattern)}`);
        break;
      }
      case "equals":
      case "not_equals": {
        const op = filter.operator === "equals" ? "=" : "is distinct from";
        const cast =
          column.kind === "text" ? "" : column.kind === "number" ? "::numeric" : `::${column.kind}`;
        clauses.push(
          column.kind === "text"
            ? `lower(${column.sql}) ${op} lower(${bind(scalar(column, value, filter.field))})`
            : `${column.sql} ${op} ${bind(scalar(column, value, filter.field))}${cast}`,
        );
        break;
      }
      case "greater_than":
      case "less_than": {
        const op = filter.operator === "greater_than" ? ">" : "<";
        const cast = column.kind === "number" ? "::numeric" : column.kind === "date" ? "::timestamptz" : "";
        clauses.push(`${column.sql} ${op} ${bind(scalar(column, value, filter.field))}${cast}`);
        break;
      }
      case "between": {
        if (typeof value !== "object" || value === null || Array.isArray(value)) {
          throw appError(Errors.filterBetweenShape, { field: "filters" });
        }
        const range = value as { from: unknown; to: unknown };
        const cast = column.kind === "number" ? "::numeric" : column.kind === "date" ? "::timestamptz" : "";
        clauses.push(
          `${column.sql} between ${bind(scalar(column, range.from, filter.field))}${cast} and ${bind(scalar(column, range.to, filter.field))}${cast}`,
        );
        break;
      }
      case "in": {
        if (!Array.isArray(value) || value.length > 1000) {
          throw appError(Errors.filterInShape, { field: "filters" });
        }
        const list = value.map((item) => String(scalar(column, item, filter.field)));
        clauses.push(`${column.sql}::text = any(${bind(list)}::text[])`);
        break;
      }
      default:
        throw appErrorOf(ErrorFamilies.filterOperatorUnknown, [filter.operator], { field: "filters" });
    }
  }
  return clauses;
};

/** ORDER BY from the allow-listed fields, then `fallback`; `tieBreak` keeps pages stable. */
export const orderBy = (
  orders: readonly Order[] | undefined,
  columns: Readonly<Record<string, SearchColumn>>,
  fallback: Order,
  tieBreak: string,
): string => {
  const list = (orders && orders.length > 0 ? orders : [fallback]).slice(0, 5);
  const parts = list.map((order) => {
    const column = columns[order.field];
    if (!column) throw appErrorOf(ErrorFamilies.orderFieldUnknown, [order.field], { field: "orders" });
    return `${column.sql} ${order.direction === "asc" ? "asc" : "desc"}`;
  });
  return [...parts, tieBreak].join(", ");
};

/** offset/limit with the spec's defaults. */
export const pageOf = (query: { offset?: number; limit?: number } | undefined, defaultLimit: number) => ({
  skip: query?.offset ?? 0,
  take: query?.limit ?? defaultLimit,
});

/**
 * The typed form of `whereClauses` (issue 37): the same conditions, built with Kysely's expression builder
 * (`eb(…)`, `eb.between`, `eb.and`), every value bound. The column expressions are the trusted `sql` of
 * `columns`; an empty filter list is `true`.
 */
export const searchCondition = <Tables, From extends keyof Tables>(
  eb: ExpressionBuilder<Tables, From>,
  filters: readonly Filter[] | undefined,
  columns: Readonly<Record<string, SearchColumn>>,
): Expression<SqlBool> => {
  const conditions = (filters ?? []).map((filter): Expression<SqlBool> => {
    const column = columns[filter.field];
    if (!column) throw appErrorOf(ErrorFamilies.filterFieldUnknown, [filter.field], { field: "filters" });
    const subject = sql.raw<unknown>(column.sql);
    const { value } = filter;
    const bound = (item: unknown, cast: "numeric" | "timestamptz" | "boolean" | "date" | "") => {
      const scalarValue = scalar(column, item, filter.field);
      return cast === "" ? eb.val(scalarValue) : sql<unknown>`${scalarValue}::${sql.raw(cast)}`;
    };
    switch (filter.operator) {
      case "ilike":
      case "not_ilike": {
        if (typeof value !== "string" && typeof value !== "number") {
          throw appErrorOf(ErrorFamilies.filterNeedsText, [filter.operator], { field: "filters" });
        }
        const text = String(value).slice(0, 200);
        const pattern = /[%]/.test(text) ? text : `%${escapeLike(text)}%`;
        const matched =
          column.notNull && column.kind === "text" ? subject : sql`coalesce(${subject}::text, '')`;
        return eb(matched, filter.operator === "ilike" ? "ilike" : "not ilike", pattern);
      }
      case "equals":
      case "not_equals": {
        const op = filter.operator === "equals" ? "=" : "is distinct from";
        if (column.kind === "text") {
          return eb(eb.fn("lower", [subject]), op, eb.fn("lower", [bound(value, "")]));
        }
        return eb(subject, op, bound(value, column.kind === "number" ? "numeric" : column.kind));
      }
      case "greater_than":
      case "less_than": {
        const cast = column.kind === "number" ? "numeric" : column.kind === "date" ? "timestamptz" : "";
        return eb(subject, filter.operator === "greater_than" ? ">" : "<", bound(value, cast));
      }
      case "between": {
        if (typeof value !== "object" || value === null || Array.isArray(value)) {
          throw appError(Errors.filterBetweenShape, { field: "filters" });
        }
        const range = value as { from: unknown; to: unknown };
        const cast = column.kind === "number" ? "numeric" : column.kind === "date" ? "timestamptz" : "";
        return eb.between(subject, bound(range.from, cast), bound(range.to, cast));
      }
      case "in": {
        if (!Array.isArray(value) || value.length > 1000) {
          throw appError(Errors.filterInShape, { field: "filters" });
        }
        const list = value.map((item) => String(scalar(column, item, filter.field)));
        return eb(sql`${subject}::text`, "=", sql`any(${list}::text[])`);
      }
      default:
        throw appErrorOf(ErrorFamilies.filterOperatorUnknown, [filter.operator], { field: "filters" });
    }
  });
  return eb.and(conditions);
};

/** The typed form of `orderBy`: the allow-listed fields' ORDER BY items, then `fallback`, then `tieBreak`. */
export const searchOrder = (
  orders: readonly Order[] | undefined,
  columns: Readonly<Record<string, SearchColumn>>,
  fallback: Order,
  tieBreak: string,
): RawBuilder<unknown> => sql.raw(orderBy(orders, columns, fallback, tieBreak));
