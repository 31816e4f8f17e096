import { formatDate, formatPrice, isPaymentState, paymentStateLabels } from "@haulboard/domain";
import type { DataGridColumn } from "@haulboard/ui";
import { SettingsText } from "../SettingsText.ts";

const columnsText = SettingsText.columns;

export const statusLabel = (status: string): string =>
  isPaymentState(status) ? paymentStateLabels[status] : status === "paid" ? "Paid" : status;

type Column<T> = DataGridColumn<T>;
type Value<T> = NonNullable<Column<T>["value"]>;

/** A column of the billing lists: the server orders and pages them, so none sorts in the browser. */
export const column = <T>(
  id: string,
  header: string,
  value: Value<T>,
  more: Partial<Column<T>> = {},
): Column<T> => ({ id, header, value, isSortable: false, ...more });

export const idColumn = <T extends { readonly id: number }>(): Column<T> =>
  column<T>("id", columnsText.id, (row) => row.id);

/** A date as MM/DD/YYYY (the billing date unless named otherwise). */
export const dateColumn = <T>(
  id: string,
  date: (row: T) => string | null | undefined,
  header: string = columnsText.billingDate,
): Column<T> => column<T>(id, header, (row) => formatDate(date(row)));

/** An amount in dollars, aligned to the end. */
export const amountColumn = <T>(
  amount: (row: T) => number,
  id = "amount",
  header: string = columnsText.amount,
): Column<T> => column<T>(id, header, (row) => formatPrice(amount(row)), { align: "end" });

export const statusColumn = <T extends { readonly status: string }>(
  label: (status: string) => string = statusLabel,
): Column<T> => column<T>("status", columnsText.status, (row) => label(row.status));

export const transactionColumn = <T extends { readonly transactionId: string | null }>(): Column<T> =>
  column<T>("transactionId", columnsText.transactionId, (row) => row.transactionId);
