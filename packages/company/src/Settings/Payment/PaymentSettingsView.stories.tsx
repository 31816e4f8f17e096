import { fixtures } from "@haulboard/api/mocks";
import { cardErrorMessage } from "@haulboard/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { noSidewaysScroll } from "../../testing/wizardFixtures.ts";
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
  await expect(noSidewaysScroll(canvasElement)).toBe(true);
};
export const CardOnFile: Story = { play: onFile };
export const CardOnFileMobile: Story = { play: onFile, globals: { viewport: { value: "mobile" } } };
export const CardOnFileTablet: Story = { play: onFile, globals: { viewport: { value: "tablet" } } };
export const CardOnFileDesktop: Story = { play: onFile, globals: { viewport: { value: "desktop" } } };
export const CardOnFileLargeLaptop: Story = { play: onFile, globals: { viewport: { value: "largeLaptop" } } };
export const CardOnFileDark: Story = { play: onFile, globals: { theme: "dark" } };

export const NoCard: Story = {
  args: { card: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(SettingsText.noCard)).toBeVisible();
  },
};

const replacing: Story["play"] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole("button", { name: SettingsText.saveCard })).toBeEnabled();
  await expect(noSidewaysScroll(canvasElement)).toBe(true);
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
export const ReplacingMobile: Story = { ...Replacing, globals: { viewport: { value: "mobile" } } };
export const ReplacingTablet: Story = { ...Replacing, globals: { viewport: { value: "tablet" } } };
export const ReplacingDesktop: Story = { ...Replacing, globals: { viewport: { value: "desktop" } } };
export const ReplacingLargeLaptop: Story = { ...Replacing, globals: { viewport: { value: "largeLaptop" } } };
export const ReplacingDark: Story = { ...Replacing, globals: { theme: "dark" } };

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
export const ReadOnlyDark: Story = { ...ReadOnly, globals: { theme: "dark" } };

// Every state at the four widths and in the dark theme (issue 18).
export const NoCardMobile: Story = { ...NoCard, globals: { viewport: { value: "mobile" } } };
export const NoCardTablet: Story = { ...NoCard, globals: { viewport: { value: "tablet" } } };
export const NoCardDesktop: Story = { ...NoCard, globals: { viewport: { value: "desktop" } } };
export const NoCardLargeLaptop: Story = { ...NoCard, globals: { viewport: { value: "largeLaptop" } } };
export const NoCardDark: Story = { ...NoCard, globals: { theme: "dark" } };
export const InvalidCardMobile: Story = { ...InvalidCard, globals: { viewport: { value: "mobile" } } };
export const InvalidCardTablet: Story = { ...InvalidCard, globals: { viewport: { value: "tablet" } } };
export const InvalidCardDesktop: Story = { ...InvalidCard, globals: { viewport: { value: "desktop" } } };
export const InvalidCardLargeLaptop: Story = {
  ...InvalidCard,
  globals: { viewport: { value: "largeLaptop" } },
};
export const InvalidCardDark: Story = { ...InvalidCard, globals: { theme: "dark" } };
export const DeclinedMobile: Story = { ...Declined, globals: { viewport: { value: "mobile" } } };
export const DeclinedTablet: Story = { ...Declined, globals: { viewport: { value: "tablet" } } };
export const DeclinedDesktop: Story = { ...Declined, globals: { viewport: { value: "desktop" } } };
export const DeclinedLargeLaptop: Story = { ...Declined, globals: { viewport: { value: "largeLaptop" } } };
export const DeclinedDark: Story = { ...Declined, globals: { theme: "dark" } };
export const LoadingMobile: Story = { ...Loading, globals: { viewport: { value: "mobile" } } };
export const LoadingTablet: Story = { ...Loading, globals: { viewport: { value: "tablet" } } };
export const LoadingDesktop: Story = { ...Loading, globals: { viewport: { value: "desktop" } } };
export const LoadingLargeLaptop: Story = { ...Loading, globals: { viewport: { value: "largeLaptop" } } };
export const LoadingDark: Story = { ...Loading, globals: { theme: "dark" } };
export const FailedMobile: Story = { ...Failed, globals: { viewport: { value: "mobile" } } };
export const FailedTablet: Story = { ...Failed, globals: { viewport: { value: "tablet" } } };
export const FailedDesktop: Story = { ...Failed, globals: { viewport: { value: "desktop" } } };
export const FailedLargeLaptop: Story = { ...Failed, globals: { viewport: { value: "largeLaptop" } } };
export const FailedDark: Story = { ...Failed, globals: { theme: "dark" } };
export const InvoiceCompanyMobile: Story = { ...InvoiceCompany, globals: { viewport: { value: "mobile" } } };
export const InvoiceCompanyTablet: Story = { ...InvoiceCompany, globals: { viewport: { value: "tablet" } } };
export const InvoiceCompanyDesktop: Story = {
  ...InvoiceCompany,
  globals: { viewport: { value: "desktop" } },
};
export const InvoiceCompanyLargeLaptop: Story = {
  ...InvoiceCompany,
  globals: { viewport: { value: "largeLaptop" } },
};
export const InvoiceCompanyDark: Story = { ...InvoiceCompany, globals: { theme: "dark" } };
export const ReadOnlyMobile: Story = { ...ReadOnly, globals: { viewport: { value: "mobile" } } };
export const ReadOnlyTablet: Story = { ...ReadOnly, globals: { viewport: { value: "tablet" } } };
export const ReadOnlyDesktop: Story = { ...ReadOnly, globals: { viewport: { value: "desktop" } } };
export const ReadOnlyLargeLaptop: Story = { ...ReadOnly, globals: { viewport: { value: "largeLaptop" } } };
