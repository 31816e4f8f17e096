import { runApi } from "@haulboard/api";
import { defaultPageSize } from "@haulboard/domain";
import { useAlerts } from "@haulboard/shell";
import { alertTextOf } from "@haulboard/shell/forms";
import { useApi, useAppApi } from "@haulboard/shell/portal";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { SettingsText } from "../SettingsText.ts";
import { OrderHistoryView } from "./OrderHistoryView.tsx";

/**
 * Saves the receipt: the server's PDF (a base64 data: URL) becomes a file download. Decoded here rather
 * than fetched, so the page's content security policy needs no data: source.
 */
const download = (url: string, fileName: string) => {
  const binary = atob(url.slice(url.indexOf(",") + 1));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  const blob = new Blob([bytes], { type: "application/pdf" });
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
};

/**
 * GET the paid orders a page at a time — by card ('paid') or on an invoice ('APPROVED'): no status asked, the
 * server's default is domain paidOrderStatuses, as its totals are — GET their monthly totals, POST
 * payment-receipt per order.
 */
export function OrderHistoryScreen() {
  const client = useAppApi();
  const api = useApi();
  const { showAlert } = useAlerts();
  const [page, setPage] = useState({ offset: 0, limit: defaultPageSize });
  const [downloading, setDownloading] = useState<number | null>(null);
  const ordersInput = { query: page } as const;
  const orders = useQuery(
    api.payment.orderHistory.queryOptions(ordersInput, { placeholderData: keepPreviousData }),
  );
  const statistics = useQuery(api.payment.orderStatistics.queryOptions());
  return (
    <OrderHistoryView
      orders={orders.data?.data ?? []}
      total={orders.data?.pagination?.total ?? 0}
      isLoading={orders.isPending || orders.isFetching}
      error={orders.isError ? alertTextOf(orders.error) : undefined}
      onQueryChange={(next) => {
        if (next.skip !== page.offset || next.pageSize !== page.limit)
          setPage({ offset: next.skip, limit: next.pageSize });
      }}
      statistics={statistics.data}
      statisticsError={statistics.isError ? alertTextOf(statistics.error) : undefined}
      downloading={downloading}
      onReceipt={(order) => {
        setDownloading(order.id);
        runApi(client.payment.receipt({ body: { invoiceId: order.id } }))
          .then(({ url }) => download(url, SettingsText.receiptFileName(order.id)))
          .catch((error: unknown) => showAlert({ type: "error", message: alertTextOf(error) }))
          .finally(() => setDownloading(null));
      }}
    />
  );
}
