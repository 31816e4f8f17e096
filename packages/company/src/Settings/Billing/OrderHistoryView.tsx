import type { Payment } from "@haulboard/api";
import { ErrorText, formatPrice, orderActionLabels } from "@haulboard/domain";
import { Button, DataGrid, type DataGridColumn, type DataGridQuery, Link } from "@haulboard/ui";
import * as styles from "../../styles.css.ts";
import * as local from "../Settings.css.ts";
import { SettingsText } from "../SettingsText.ts";
import {
  amountColumn,
  column,
  dateColumn,
  idColumn,
  statusColumn,
  transactionColumn,
} from "./billingColumns.ts";

const text = SettingsText;
const columnsText = SettingsText.columns;

export interface OrderHistoryViewProps {
  readonly orders: readonly Payment.Order[];
  readonly total: number;
  readonly isLoading?: boolean;
  readonly error?: string | undefined;
  readonly onQueryChange: (query: DataGridQuery) => void;
  readonly statistics: Payment.OrderStatistics | undefined;
  readonly statisticsError?: string | undefined;
  /** The order whose receipt is being made. */
  readonly downloading?: number | null;
  readonly onReceipt: (order: Payment.Order) => void;
}

const monthLabel = (period: string): string => {
  const [year, month] = period.split("-");
  return new Date(Number(year), Number(month) - 1, 1).toLocaleDateString("en-US", {
    month: "long",
    year: "numeric",
  });
};

const periodColumns: ReadonlyArray<DataGridColumn<Payment.OrderPeriodTotal>> = [
  column("period", columnsText.period, (row) => monthLabel(row.period), { isRowHeader: true }),
  column("orders", columnsText.orders, (row) => row.orders, { align: "end" }),
  amountColumn((row) => row.total, "total", columnsText.total),
];

const orderColumns: ReadonlyArray<DataGridColumn<Payment.Order>> = [
  idColumn(),
  column("title", columnsText.title, (row) => row.title, { isRowHeader: true }),
  column("action", "Order", (row) => orderActionLabels[row.actionType]),
  dateColumn("billingDate", (row) => row.billingDate),
  column("paymentMethod", columnsText.paymentMethod, (row) => row.paymentMethod),
  amountColumn((row) => row.amount),
  statusColumn(),
  transactionColumn(),
];

/** Order history (`/company/settings/billing/order-history`): totals per month and paid orders with receipts. */
export function OrderHistoryView(props: OrderHistoryViewProps) {
  const { statistics } = props;
  return (
    <section className={local.section} aria-labelledby="order-history-title">
      <div className={styles.actions}>
        <h2 id="order-history-title" className={styles.subtitle}>
          {text.orderHistoryTitle}
        </h2>
        <Link href="/company/settings/billing">{text.backToBilling}</Link>
      </div>
      <h3 className={styles.subtitle}>{text.statisticsTitle}</h3>
      {props.statisticsError ? (
        <p role="alert" className={styles.text}>
          {props.statisticsError}
        </p>
      ) : statistics ? (
        <>
          <p className={styles.text}>{text.allTime(statistics.orders, formatPrice(statistics.total))}</p>
          <DataGrid
            label={text.statisticsTitle}
            columns={periodColumns}
            data={statistics.periods}
            getRowId={(row) => row.period}
            emptyText={text.orderHistoryEmpty}
          />
        </>
      ) : (
        <p role="status" className={styles.muted}>
          {ErrorText.loading}
        </p>
      )}
      <h3 className={styles.subtitle}>{text.orderHistoryTitle}</h3>
      <DataGrid
        label={text.orderHistoryTitle}
        mode="server"
        columns={orderColumns}
        data={props.orders}
        rowCount={props.total}
        getRowId={(row) => String(row.id)}
        getRowLabel={(row) => `${row.id} ${row.title}`}
        onQueryChange={props.onQueryChange}
        isLoading={props.isLoading}
        error={props.error}
        emptyText={text.orderHistoryEmpty}
        actionsHeader={columnsText.receipt}
        rowActions={(row) => (
          <Button
            size="small"
            variant="secondary"
            aria-label={text.receiptFor(row.id)}
            isLoading={props.downloading === row.id}
            onPress={() => props.onReceipt(row)}
          >
            {text.downloadReceipt}
          </Button>
        )}
      />
    </section>
  );
}
