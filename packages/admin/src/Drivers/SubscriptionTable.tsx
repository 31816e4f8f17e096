import type { DriverSubscriptions } from "@haulboard/api";
import { canUnsubscribe, formatDate, subscriptionLabel } from "@haulboard/domain";
import { Button, DataGrid, type DataGridColumn } from "@haulboard/ui";
import { AdminText } from "../AdminText.ts";

type Subscription = DriverSubscriptions.Subscription;
const text = AdminText.subscriptions;

const columns: ReadonlyArray<DataGridColumn<Subscription>> = [
  {
    id: "subscription",
    header: text.columns.subscription,
    value: (row) => subscriptionLabel(row.subscription),
  },
  { id: "tier", header: text.columns.tier, value: (row) => row.tier },
  { id: "type", header: text.columns.type, value: (row) => row.subscriptionType },
  {
    id: "subscriptionDate",
    header: text.columns.subscriptionDate,
    value: (row) => row.subscriptionDate,
    cell: (row) => formatDate(row.subscriptionDate),
  },
  {
    id: "expirationDate",
    header: text.columns.expirationDate,
    value: (row) => row.expirationDate,
    cell: (row) => formatDate(row.expirationDate),
  },
  {
    id: "cancellationDate",
    header: text.columns.cancellationDate,
    value: (row) => row.renewalCanceledAt,
    cell: (row) => (row.renewalCanceledAt ? formatDate(row.renewalCanceledAt) : "—"),
  },
  {
    id: "cancellationReason",
    header: text.columns.cancellationReason,
    value: (row) => row.renewalCancellationReason,
  },
];

export interface SubscriptionTableProps {
  /** The driver's subscriptions. */
  subscriptions: ReadonlyArray<Subscription>;
  /** Whose subscriptions (names the grid). */
  driverName: string;
  /** The Unsubscribe button of a row. */
  onUnsubscribe: (subscription: Subscription) => void;
  /** "Today", for the expired rule (stories fix it). @default new Date() */
  now?: Date;
}

/**
 * The Subscription List grid (access §2). A row's Unsubscribe is disabled when its renewal is already
 * cancelled or it has expired (access §4).
 */
export function SubscriptionTable({
  subscriptions,
  driverName,
  onUnsubscribe,
  now = new Date(),
}: SubscriptionTableProps) {
  return (
    <DataGrid
      label={`${text.title}: ${driverName}`}
      columns={columns}
      data={subscriptions}
      getRowId={(row) => String(row.id)}
      getRowLabel={(row) => subscriptionLabel(row.subscription)}
      emptyText={text.empty}
      isPaginated={false}
      actionsHeader={text.columns.actions}
      rowActions={(row) => (
        <Button
          size="small"
          variant="critical"
          isDisabled={!canUnsubscribe(row, now)}
          aria-label={`${text.unsubscribe} ${subscriptionLabel(row.subscription)}`}
          onPress={() => onUnsubscribe(row)}
        >
          {text.unsubscribe}
        </Button>
      )}
    />
  );
}
