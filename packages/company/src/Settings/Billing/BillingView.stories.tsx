import { fixtures } from "@haulboard/api/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { SettingsText } from "../SettingsText.ts";
import { BillingView } from "./BillingView.tsx";

const meta = {
  title: "Company/Settings/Billing",
  component: BillingView,
  args: {
    info: fixtures.billingInfoFixture,
    planId: 2,
    canManage: true,
    canSwitchBillingType: false,
    onSaveInfo: fn(),
    onSwitchBillingType: fn(),
    due: { pending: [], renewals: [] },
    history: fixtures.billingHistoryFixture,
    historyTotal: fixtures.billingHistoryFixture.length,
    onHistoryQueryChange: fn(),
  },
} satisfies Meta<typeof BillingView>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled: Story["play"] = async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText("Credit Card")).toBeVisible();
  await expect(canvas.getByText("Self-Service")).toBeVisible();
  const history = canvas.getByRole("grid", { name: SettingsText.billingHistory });
  await expect(within(history).getByText("ch_90431")).toBeVisible();
  await userEvent.click(canvas.getByRole("button", { name: SettingsText.save }));
  await expect(args.onSaveInfo).toHaveBeenCalledWith(expect.objectContaining({ zipCode: "73108" }));
};
export const Filled: Story = { play: filled };
/** Pending add-ons with Pay, and the next renewals with amount and date (issue 36 #1). */
export const PendingAndDue: Story = {
  args: { due: fixtures.billingDueFixture },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const due = within(canvas.getByRole("region", { name: SettingsText.dueTitle }));
    const title = fixtures.billingDueFixture.pending[0]!.title;
    await expect(due.getByText(SettingsText.pendingAddonsLine(title, "Promote", "$100.00"))).toBeVisible();
    await expect(due.getByRole("link", { name: SettingsText.payPending("$100.00", title) })).toHaveAttribute(
      "href",
      "/company/jobs/9310/addons",
    );
    await expect(
      due.getByText(SettingsText.renewalLine("12/09/2026", title, "$600.00", "Boost, Hyperlink")),
    ).toBeVisible();
  },
};
export const NothingDue: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(SettingsText.nothingDue)).toBeVisible();
  },
};

export const AdminSwitchesType: Story = {
  args: { canSwitchBillingType: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: SettingsText.saveBillingType })).toBeDisabled();
    await expect(args.onSwitchBillingType).not.toHaveBeenCalled();
  },
};

export const InvoiceCompany: Story = {
  args: {
    info: { ...fixtures.billingInfoFixture, billingType: "CONTRACT" },
    planId: 1,
    invoices: [
      { id: 12, amount: 900, status: "PROCESSING_PAYMENT", transactionId: null, billingDate: "2026-11-01" },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Enterprise")).toBeVisible();
    await expect(
      within(canvas.getByRole("grid", { name: SettingsText.invoicesTitle })).getByText(
        SettingsText.openInvoice,
      ),
    ).toBeVisible();
  },
};
export const InvoiceLinesAndAdminSettles: Story = {
  args: {
    ...InvoiceCompany.args,
    openInvoiceLines: fixtures.invoiceLinesFixture,
    onSettleInvoice: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const lines = canvas.getByRole("grid", { name: SettingsText.openInvoiceLines });
    await expect(within(lines).getByText("2 jobs")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: SettingsText.closeInvoice(12) }));
    await expect(args.onSettleInvoice).toHaveBeenCalledWith(expect.objectContaining({ id: 12 }), "CLOSED");
  },
};
/** The lines call failed: the grid says so, it does not show an empty invoice. */
export const InvoiceLinesFailed: Story = {
  args: { ...InvoiceCompany.args, openInvoiceLines: [], openInvoiceLinesError: "Internal server error" },
  play: async ({ canvasElement }) => {
    const lines = within(canvasElement).getByRole("grid", { name: SettingsText.openInvoiceLines });
    await expect(within(lines).getByText("Internal server error")).toBeVisible();
    await expect(within(lines).queryByText(SettingsText.invoiceLinesEmpty)).toBeNull();
  },
};
export const Empty: Story = {
  args: { history: [], historyTotal: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(SettingsText.billingHistoryEmpty)).toBeVisible();
  },
};
export const Loading: Story = {
  args: { info: undefined, history: [], historyTotal: 0, historyLoading: true },
};
export const Failed: Story = {
  args: {
    info: undefined,
    infoError: "Internal server error",
    historyError: "Internal server error",
    history: [],
  },
};

const readOnly: Story["play"] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText(SettingsText.readOnly)).toBeVisible();
  await expect(canvas.queryByRole("button", { name: SettingsText.save })).toBeNull();
};
export const ReadOnly: Story = { args: { canManage: false }, play: readOnly };
