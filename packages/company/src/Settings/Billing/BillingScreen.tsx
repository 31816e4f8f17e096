import { runApi } from "@haulboard/api";
import {
  type BillingContactForm,
  defaultPageSize,
  ErrorText,
  isAdmin,
  providerCodeOf,
} from "@haulboard/domain";
import { useSession } from "@haulboard/shell";
import { alertTextOf, useSubmit } from "@haulboard/shell/forms";
import { useApi, useAppApi } from "@haulboard/shell/portal";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useSettings } from "../SettingsLayout.tsx";
import { BillingView } from "./BillingView.tsx";

/**
 * Billing: GET/PATCH /payment/company/billing, the billing type (admins switch it with PATCH
 * /companies/{id}), billing history a page at a time, and the invoices of invoice-billed companies.
 */
export function BillingScreen() {
  const client = useAppApi();
  const api = useApi();
  const queries = useQueryClient();
  const { user, impersonator } = useSession();
  // Admins, and admins acting for this company, switch the billing type and settle invoices (issue 18).
  const actsAsAdmin = isAdmin(user?.roles ?? []) || isAdmin(impersonator?.roles ?? []);
  const { company, canManage } = useSettings();
  const info = useQuery(api.payment.getBilling.queryOptions());
  const [page, setPage] = useState({ offset: 0, limit: defaultPageSize });
  const historyInput = { query: page };
  const history = useQuery(
    api.payment.billingHistory.queryOptions(historyInput, { placeholderData: keepPreviousData }),
  );
  const due = useQuery(api.payment.billingDue.queryOptions());
  const isInvoiceCompany = company.billingType === "CONTRACT";
  const invoicesInput = { query: { offset: 0, limit: 50 } };
  const invoices = useQuery(api.payment.invoices.queryOptions(invoicesInput, { enabled: isInvoiceCompany }));
  const openInvoice = invoices.data?.data.find((invoice) => invoice.status === "PROCESSING_PAYMENT");
  const linesInput = { params: { id: openInvoice?.id ?? 0 } };
  const lines = useQuery(
    api.payment.invoiceLines.queryOptions(linesInput, { enabled: openInvoice !== undefined }),
  );
  const [settling, setSettling] = useState<number | null>(null);
  const settle = useSubmit(
    ({ id, status }: { id: number; status: "CLOSED" | "paid" }) => {
      setSettling(id);
      return runApi(client.payment.settleInvoice({ params: { id }, body: { status } })).finally(() =>
        setSettling(null),
      );
    },
    {
      successMessage: ErrorText.updatedSuccessfully,
      onSuccess: () => queries.invalidateQueries({ queryKey: api.payment.key() }),
    },
  );
  const saveInfo = useSubmit(
    (values: BillingContactForm) =>
      runApi(
        client.payment.updateBilling({
          body: {
            firstName: values.firstName,
            lastName: values.lastName,
            companyName: values.companyName,
            phone: values.phone,
            location: values.location,
            street: values.street,
            city: values.city,
            ...(values.state ? { state: values.state.toUpperCase() } : {}),
            ...(values.zipCode ? { zipCode: values.zipCode } : {}),
          },
        }),
      ),
    {
      successMessage: ErrorText.updatedSuccessfully,
      onSuccess: () => queries.invalidateQueries({ queryKey: api.payment.getBilling.key() }),
    },
  );
  const switchType = useSubmit(
    (type: "card" | "invoice") =>
      runApi(
        client.companies.update({ params: { id: company.id }, body: { billingType: providerCodeOf(type) } }),
      ),
    {
      successMessage: ErrorText.updatedSuccessfully,
      onSuccess: async () => {
        await queries.invalidateQueries({ queryKey: api.companies.key() });
        await queries.invalidateQueries({ queryKey: api.payment.key() });
      },
    },
  );
  return (
    <BillingView
      info={info.data}
      infoError={info.isError ? alertTextOf(info.error) : undefined}
      planId={company.planId}
      canManage={canManage}
      canSwitchBillingType={actsAsAdmin}
      isSavingInfo={saveInfo.isSubmitting}
      onSaveInfo={saveInfo.submit}
      isSwitching={switchType.isSubmitting}
      onSwitchBillingType={(type) => void switchType.submit(type)}
      due={due.data}
      dueError={due.isError ? alertTextOf(due.error) : undefined}
      history={history.data?.data ?? []}
      historyTotal={history.data?.pagination?.total ?? 0}
      historyLoading={history.isPending || history.isFetching}
      historyError={history.isError ? alertTextOf(history.error) : undefined}
      onHistoryQueryChange={(next) => {
        if (next.skip !== page.offset || next.pageSize !== page.limit)
          setPage({ offset: next.skip, limit: next.pageSize });
      }}
      invoices={isInvoiceCompany ? (invoices.data?.data ?? []) : undefined}
      invoicesLoading={invoices.isPending}
      openInvoiceLines={openInvoice ? (lines.data ?? []) : undefined}
      openInvoiceLinesLoading={lines.isPending}
      openInvoiceLinesError={lines.isError ? alertTextOf(lines.error) : undefined}
      onSettleInvoice={
        actsAsAdmin ? (invoice, status) => void settle.submit({ id: invoice.id, status }) : undefined
      }
      settlingInvoice={settling}
    />
  );
}
