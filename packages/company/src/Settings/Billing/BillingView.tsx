import type { Payment } from "@haulboard/api";
import {
  addonLabels,
  BillingContactForm,
  type BillingType,
  billingTypeLabel,
  billingTypeOf,
  billingTypes,
  companyPlanName,
  ErrorText,
  formatDate,
  formatPrice,
} from "@haulboard/domain";
import { useSchemaForm } from "@haulboard/shell/forms";
import {
  Button,
  DataGrid,
  type DataGridColumn,
  type DataGridQuery,
  Link,
  PhoneField,
  Select,
  TextField,
} from "@haulboard/ui";
import { type FormEvent, useState } from "react";
import * as styles from "../../styles.css.ts";
import { Facts, ReadOnlyNotice } from "../ReadOnlyNotice.tsx";
import * as local from "../Settings.css.ts";
import { SettingsText } from "../SettingsText.ts";
import {
  amountColumn,
  column,
  dateColumn,
  idColumn,
  statusColumn,
  statusLabel,
  transactionColumn,
} from "./billingColumns.ts";

const text = SettingsText;
const columnsText = SettingsText.columns;

const historyColumns: ReadonlyArray<DataGridColumn<Payment.BillingHistoryRow>> = [
  idColumn(),
  column("title", columnsText.title, (row) => row.title),
  column("autoRenew", columnsText.autoRenew, (row) => (row.autoRenew ? text.yes : text.no)),
  dateColumn("billingDate", (row) => row.billingDate),
  dateColumn("createdAt", (row) => row.createdAt, columnsText.createdAt),
  column(
    "paymentMethod",
    columnsText.paymentMethod,
    (row) => row.paymentMethod?.description ?? billingTypeLabel("invoice"),
  ),
  column("cardType", columnsText.cardType, (row) => row.paymentMethod?.cardType ?? null),
  column("maskedNumber", columnsText.maskedNumber, (row) => row.paymentMethod?.maskedNumber ?? null),
  column("addons", columnsText.addons, (row) => (row.addons.length > 0 ? row.addons.join(", ") : text.none)),
  amountColumn((row) => row.amount),
  statusColumn(),
  transactionColumn(),
];

const invoiceColumns: ReadonlyArray<DataGridColumn<Payment.Invoice>> = [
  idColumn(),
  dateColumn("billingDate", (row) => row.billingDate),
  amountColumn((row) => row.amount),
  statusColumn((status) => (status === "PROCESSING_PAYMENT" ? text.openInvoice : statusLabel(status))),
];

const lineColumns: ReadonlyArray<DataGridColumn<Payment.InvoiceLine>> = [
  column("orderId", columnsText.id, (row) => row.orderId),
  column("title", columnsText.title, (row) => row.title),
  dateColumn("chargedOn", (row) => row.chargedOn),
  amountColumn((row) => row.amount),
];

export interface BillingViewProps {
  readonly info: Payment.BillingInfo | undefined;
  readonly infoError?: string | undefined;
  /** 1 Enterprise, 2 Self-Service. */
  readonly planId: number;
  readonly canManage: boolean;
  /** Admins switch the billing type. */
  readonly canSwitchBillingType: boolean;
  readonly isSavingInfo?: boolean;
  readonly onSaveInfo: (values: BillingContactForm) => void;
  readonly isSwitching?: boolean;
  readonly onSwitchBillingType: (type: BillingType) => void;
  /** What is pending (add-ons waiting for payment) and due next (renewals); undefined while loading. */
  readonly due?: Payment.BillingDue | undefined;
  readonly dueError?: string | undefined;
  readonly history: readonly Payment.BillingHistoryRow[];
  readonly historyTotal: number;
  readonly historyLoading?: boolean;
  readonly historyError?: string | undefined;
  readonly onHistoryQueryChange: (query: DataGridQuery) => void;
  /** Invoice-billed companies: their invoices, the open one first. */
  readonly invoices?: readonly Payment.Invoice[] | undefined;
  readonly invoicesLoading?: boolean;
  /** The open invoice's lines (jobs and add-ons charged to it). */
  readonly openInvoiceLines?: readonly Payment.InvoiceLine[] | undefined;
  readonly openInvoiceLinesLoading?: boolean;
  /** The lines could not be loaded: said in place of the rows, never shown as an empty invoice. */
  readonly openInvoiceLinesError?: string | undefined;
  /** Admins close the open invoice and mark a closed one paid; without it no buttons. */
  readonly onSettleInvoice?: ((invoice: Payment.Invoice, status: "CLOSED" | "paid") => void) | undefined;
  readonly settlingInvoice?: number | null;
}

const emptyInfo = (info: Payment.BillingInfo): BillingContactForm => ({
  firstName: info.firstName,
  lastName: info.lastName,
  phone: info.phone ?? "",
  companyName: info.companyName,
  location: info.location ?? "",
  street: info.street ?? "",
  city: info.city ?? "",
  state: info.state ?? "",
  zipCode: info.zipCode ?? "",
});

function BillingInfoEditor({
  info,
  isSaving,
  onSave,
}: {
  info: Payment.BillingInfo;
  isSaving: boolean;
  onSave: (values: BillingContactForm) => void;
}) {
  const form = useSchemaForm<BillingContactForm, BillingContactForm>(BillingContactForm, emptyInfo(info));
  const field = (name: Parameters<typeof form.textFieldProps>[0]) =>
    form.textFieldProps(name, { isDisabled: isSaving });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSaving) form.submit(onSave);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={text.billingInfo}>
      <div className={styles.grid2}>
        <TextField label={text.firstName} autoComplete="given-name" isRequired {...field("firstName")} />
        <TextField label={text.lastName} autoComplete="family-name" isRequired {...field("lastName")} />
        <PhoneField label={text.phone} {...field("phone")} />
        <TextField
          label={text.companyNameBilling}
          autoComplete="organization"
          isRequired
          {...field("companyName")}
        />
        <TextField label={text.location} {...field("location")} />
        <TextField label={text.street} autoComplete="address-line1" {...field("street")} />
        <TextField label={text.city} autoComplete="address-level2" {...field("city")} />
        <TextField label={text.state} autoComplete="address-level1" {...field("state")} />
        <TextField
          label={text.zipCode}
          autoComplete="postal-code"
          inputMode="numeric"
          {...field("zipCode")}
        />
      </div>
      <div>
        <Button type="submit" isLoading={isSaving}>
          {text.save}
        </Button>
      </div>
    </form>
  );
}

/** Billing (issue 18): billing info, billing type and plan, billing history, invoices, order history link. */
const addonNames = (types: readonly Payment.BillingDue["pending"][number]["addons"][number][]) =>
  types.map((type) => addonLabels[type]).join(", ");

/**
 * Pending and due (issue 36 #1): each posted job's add-ons waiting for payment, with Pay (the job's add-ons
 * screen, where they are paid), and the next automatic renewals with their amount and date.
 */
function DueSection({
  due,
  error,
}: {
  readonly due: Payment.BillingDue | undefined;
  readonly error?: string;
}) {
  return (
    <section aria-labelledby="billing-due-title" className={local.section}>
      <h3 id="billing-due-title" className={styles.subtitle}>
        {text.dueTitle}
      </h3>
      {error ? (
        <p role="alert" className={styles.text}>
          {error}
        </p>
      ) : due === undefined ? (
        <p role="status" className={styles.muted}>
          {ErrorText.loading}
        </p>
      ) : due.pending.length === 0 && due.renewals.length === 0 ? (
        <p className={styles.muted}>{text.nothingDue}</p>
      ) : (
        <>
          {due.pending.length > 0 ? (
            <>
              <h4 className={styles.text}>{text.pendingAddons}</h4>
              <ul className={styles.list}>
                {due.pending.map((row) => (
                  <li key={row.jobId} className={styles.text}>
                    {text.pendingAddonsLine(row.title, addonNames(row.addons), formatPrice(row.amount))}{" "}
                    <Link href={`/company/jobs/${row.jobId}/addons`}>
                      {text.payPending(formatPrice(row.amount), row.title)}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <h4 className={styles.text}>{text.nextRenewals}</h4>
          {due.renewals.length === 0 ? (
            <p className={styles.muted}>{text.noRenewals}</p>
          ) : (
            <ul className={styles.list}>
              {due.renewals.map((row) => (
                <li key={row.jobId} className={styles.text}>
                  {text.renewalLine(
                    formatDate(row.date),
                    row.title,
                    formatPrice(row.amount),
                    addonNames(row.addons),
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

export function BillingView(props: BillingViewProps) {
  const { info, canManage } = props;
  const currentType = billingTypeOf(info?.billingType) ?? "card";
  const [wantedType, setWantedType] = useState<BillingType>(currentType);
  return (
    <section className={local.section} aria-labelledby="billing-title">
      <div className={styles.actions}>
        <h2 id="billing-title" className={styles.subtitle}>
          {text.billingTitle}
        </h2>
        <Link href="/company/settings/billing/order-history">{text.orderHistoryLink}</Link>
      </div>
      {canManage ? null : <ReadOnlyNotice />}
      {props.infoError ? (
        <p role="alert" className={styles.text}>
          {props.infoError}
        </p>
      ) : info === undefined ? (
        <p role="status" className={styles.muted}>
          {ErrorText.loading}
        </p>
      ) : (
        <>
          <Facts
            label={text.billingType}
            items={[
              [text.billingType, billingTypeLabel(currentType)],
              [text.planKind, companyPlanName(props.planId) ?? null],
            ]}
          />
          {props.canSwitchBillingType ? (
            <div className={styles.actions}>
              <Select
                label={text.billingType}
                options={billingTypes.map((type) => ({ id: type, label: billingTypeLabel(type) }))}
                value={wantedType}
                onChange={(value) => setWantedType(billingTypeOf(String(value)) ?? currentType)}
                isDisabled={props.isSwitching}
              />
              <Button
                variant="secondary"
                isDisabled={wantedType === currentType}
                isLoading={props.isSwitching}
                onPress={() => props.onSwitchBillingType(wantedType)}
              >
                {text.saveBillingType}
              </Button>
            </div>
          ) : null}
          <h3 className={styles.subtitle}>{text.billingInfo}</h3>
          {canManage ? (
            <BillingInfoEditor
              key={JSON.stringify(info)}
              info={info}
              isSaving={props.isSavingInfo ?? false}
              onSave={props.onSaveInfo}
            />
          ) : (
            <Facts
              label={text.billingInfo}
              items={[
                [text.firstName, info.firstName],
                [text.lastName, info.lastName],
                [text.phone, info.phone],
                [text.companyNameBilling, info.companyName],
                [text.location, info.location],
                [text.street, info.street],
                [text.city, info.city],
                [text.state, info.state],
                [text.zipCode, info.zipCode],
              ]}
            />
          )}
        </>
      )}
      {props.invoices !== undefined ? (
        <>
          <h3 className={styles.subtitle}>{text.invoicesTitle}</h3>
          <DataGrid
            label={text.invoicesTitle}
            columns={invoiceColumns}
            data={props.invoices}
            getRowId={(row) => String(row.id)}
            isLoading={props.invoicesLoading}
            emptyText={text.invoicesEmpty}
            {...(props.onSettleInvoice
              ? {
                  actionsHeader: columnsText.status,
                  rowActions: (row: Payment.Invoice) =>
                    row.status === "PROCESSING_PAYMENT" || row.status === "CLOSED" ? (
                      <Button
                        size="small"
                        variant="secondary"
                        isLoading={props.settlingInvoice === row.id}
                        aria-label={
                          row.status === "CLOSED" ? text.markPaid(row.id) : text.closeInvoice(row.id)
                        }
                        onPress={() =>
                          props.onSettleInvoice?.(row, row.status === "CLOSED" ? "paid" : "CLOSED")
                        }
                      >
                        {row.status === "CLOSED" ? text.paid : text.close}
                      </Button>
                    ) : null,
                }
              : {})}
          />
          {props.openInvoiceLines !== undefined ? (
            <>
              <h3 className={styles.subtitle}>{text.openInvoiceLines}</h3>
              <DataGrid
                label={text.openInvoiceLines}
                columns={lineColumns}
                data={props.openInvoiceLines}
                getRowId={(row) => String(row.orderId)}
                isLoading={props.openInvoiceLinesLoading}
                error={props.openInvoiceLinesError}
                emptyText={text.invoiceLinesEmpty}
              />
            </>
          ) : null}
        </>
      ) : null}
      <DueSection due={props.due} {...(props.dueError ? { error: props.dueError } : {})} />
      <h3 className={styles.subtitle}>{text.billingHistory}</h3>
      <DataGrid
        label={text.billingHistory}
        mode="server"
        columns={historyColumns}
        data={props.history}
        rowCount={props.historyTotal}
        getRowId={(row) => String(row.id)}
        getRowLabel={(row) => `${row.id} ${row.title}`}
        onQueryChange={props.onHistoryQueryChange}
        isLoading={props.historyLoading}
        error={props.historyError}
        emptyText={text.billingHistoryEmpty}
      />
    </section>
  );
}
