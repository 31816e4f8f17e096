import type { DriverSubscriptions } from "@haulboard/api";
import type { DataGridQuery, GridFilter, GridFilterOperator } from "@haulboard/ui";

type SearchBody = DriverSubscriptions.DriverSubscriptionSearchRequest;
type Filter = NonNullable<SearchBody["filters"]>[number];

/** The grid's operators as the server's (access §2 grid operators → employer-work §9 filter operators). */
export const serverOperator: Record<GridFilterOperator, Filter["operator"]> = {
  contains: "ilike",
  notContains: "not_ilike",
  equals: "equals",
  notEquals: "not_equals",
};

/** Grid column ids of the Driver List and the wire fields they filter. */
export const driverFilterField: Record<string, Filter["field"]> = {
  billingCustomerId: "billing_customer_id",
  name: "full_name",
  email: "email",
  phone: "phone",
};

const toFilter = (filter: GridFilter): Filter | undefined => {
  const field = driverFilterField[filter.columnId];
  if (field === undefined) return undefined;
  const operator = serverOperator[filter.op];
  return { field, operator, value: filter.value };
};

/** The search body and page of the driver subscriptions search for a grid query. */
export const driverSearchInput = (query: DataGridQuery) => ({
  query: { offset: query.skip, limit: query.pageSize },
  body: {
    filters: query.filters.flatMap((filter) => {
      const converted = toFilter(filter);
      return converted ? [converted] : [];
    }),
    orders: [{ field: "created_at" as const, direction: "desc" as const }],
  } satisfies SearchBody,
});
