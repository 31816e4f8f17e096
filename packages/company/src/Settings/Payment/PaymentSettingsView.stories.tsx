import { fixtures } from "@haulboard/api/mocks";
import { cardErrorMessage } from "@haulboard/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { emptyCard } from "../../Wizard/Payment/card.ts";
import { SettingsText } from "../SettingsText.ts";
import { PaymentSettingsView } from "./PaymentSettingsView.tsx";

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, "0");

const meta = {
  title: "Company/Settings/Payment method",
  component: PaymentSettingsView,
  args: {
    isInvoiceCompany: false,
    card: fixtures.paymentMethodFixture,
    canManage: true,
    isReplacing: false,
    onReplace: fn(),
    onCancel: fn(),
    values: emptyCard,
    onChange: fn(),
    onBlur: fn(),
    canSave: false,
    onSave: fn(),
  },
} satisfies Meta<typeof PaymentSettingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const onFile: Story["play"] = async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText("**** **** **** 4242")).toBeVisible();
  await userEvent.click(canvas.getByRole("button", { name: SettingsText.replaceCard }));
  await expect(args.onReplace).toHaveBeenCalled();
};
export const CardOnFile: Story = { play: onFile };
export const NoCard: Story = {
  args: { card: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(SettingsText.noCard)).toBeVisible();
  },
};

const replacing: Story["play"] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole("button", { name: SettingsText.saveCard })).toBeEnabled();
};
const goodCard = {
  number: "4242 4242 4242 4242",
  expiration: `12/${nextYear}`,
  securityNumber: "123",
  holder: "Dana Reyes",
};
export const Replacing: Story = {
  args: { isReplacing: true, values: goodCard, canSave: true },
  play: replacing,
};
export const InvalidCard: Story = {
  args: {
    isReplacing: true,
    values: { ...goodCard, number: "4242 4242 4242 4241" },
    errors: { number: cardErrorMessage("number") },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(cardErrorMessage("number"))).toBeVisible();
    await expect(canvas.getByRole("button", { name: SettingsText.saveCard })).toBeDisabled();
  },
};
export const Declined: Story = {
  args: {
    isReplacing: true,
    values: goodCard,
    canSave: true,
    saveError: "Your card was declined. Try another card.",
  },
};
export const Loading: Story = { args: { card: null, isLoading: true } };
export const Failed: Story = { args: { card: null, error: "There was a problem with communication" } };
export const InvoiceCompany: Story = {
  args: { isInvoiceCompany: true, card: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(SettingsText.invoiceCompany)).toBeVisible();
  },
};
export const ReadOnly: Story = {
  args: { canManage: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(SettingsText.readOnly)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: SettingsText.replaceCard })).toBeNull();
  },
};
