import type { DriverSubscriptions } from "@haulboard/api";
import { defaultPageSize } from "@haulboard/domain";
import { Button, DataGrid, type DataGridColumn, type DataGridQuery, PageHeader, Stack } from "@haulboard/ui";
import { AdminText } from "../AdminText.ts";

type SubscriptionDriver = DriverSubscriptions.SubscriptionDriver;
const text = AdminText.drivers;

export const driverName = (driver: Pick<SubscriptionDriver, "firstName" | "lastName">): string =>
  `${driver.firstName} ${driver.lastName}`;

const columns: ReadonlyArray<DataGridColumn<SubscriptionDriver>> = [
  {
    id: "billingCustomerId",
    header: text.columns.billingCustomerId,
    value: (driver) => driver.billingCustomerId,
    isFilterable: true,
    isSortable: false,
  },
  { id: "name", header: text.columns.name, value: driverName, isFilterable: true, isSortable: false },
  {
    id: "email",
    header: text.columns.email,
    value: (driver) => driver.email,
    isFilterable: true,
    isSortable: false,
  },
  {
    id: "phone",
    header: text.columns.phone,
    value: (driver) => driver.phone,
    isFilterable: true,
    isSortable: false,
  },
];

export interface DriverListViewProps {
  /** The current page of drivers. */
  drivers: ReadonlyArray<SubscriptionDriver>;
  /** The `total` of the search. */
  total: number;
  /** The grid asks for a page, with its filters (debounced 300 ms by the grid). */
  onQueryChange: (query: DataGridQuery) => void;
  /** The view button: opens the Subscription List slider. */
  onView: (driver: SubscriptionDriver) => void;
  /** @default false */
  isLoading?: boolean;
  /** @default undefined */
  error?: string;
}

/** Driver List (access §2): drivers with their subscriptions, filtered by the grid's four operators. */
export function DriverListView({
  drivers,
  total,
  onQueryChange,
  onView,
  isLoading = false,
  error,
}: DriverListViewProps) {
  return (
    <Stack space="lg">
      <PageHeader title={text.title} subtitle={text.subtitle} />
      <DataGrid
        label={text.title}
        mode="server"
        columns={columns}
        data={drivers}
        rowCount={total}
        getRowId={(driver) => String(driver.id)}
        getRowLabel={driverName}
        onQueryChange={onQueryChange}
        isLoading={isLoading}
        error={error}
        emptyText={text.empty}
        defaultPageSize={defaultPageSize}
        actionsHeader={text.columns.actions}
        rowActions={(driver) => (
          <Button
            size="small"
            variant="secondary"
            aria-label={text.viewLabel(driverName(driver))}
            onPress={() => onView(driver)}
          >
            {text.view}
          </Button>
        )}
      />
    </Stack>
  );
}
