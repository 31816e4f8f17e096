import { fixtures } from "@haulboard/api/mocks";
import { cardErrorMessage } from "@haulboard/domain";
import { atWidth } from "@haulboard/ui/storybook";
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
export const CardOnFileMobile: Story = { play: onFile, globals: atWidth("mobile") };
export const CardOnFileTablet: Story = { play: onFile, globals: atWidth("tablet") };
export const CardOnFileDesktop: Story = { play: onFile, globals: atWidth("desktop") };
export const CardOnFileLargeLaptop: Story = { play: onFile, globals: atWidth("largeLaptop") };
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
export const ReplacingMobile: Story = { ...Replacing, globals: atWidth("mobile") };
export const ReplacingTablet: Story = { ...Replacing, globals: atWidth("tablet") };
export const ReplacingDesktop: Story = { ...Replacing, globals: atWidth("desktop") };
export const ReplacingLargeLaptop: Story = { ...Replacing, globals: atWidth("largeLaptop") };
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
export const NoCardMobile: Story = { ...NoCard, globals: atWidth("mobile") };
export const NoCardTablet: Story = { ...NoCard, globals: atWidth("tablet") };
export const NoCardDesktop: Story = { ...NoCard, globals: atWidth("desktop") };
export const NoCardLargeLaptop: Story = { ...NoCard, globals: atWidth("largeLaptop") };
export const NoCardDark: Story = { ...NoCard, globals: { theme: "dark" } };
export const InvalidCardMobile: Story = { ...InvalidCard, globals: atWidth("mobile") };
export const InvalidCardTablet: Story = { ...InvalidCard, globals: atWidth("tablet") };
export const InvalidCardDesktop: Story = { ...InvalidCard, globals: atWidth("desktop") };
export const InvalidCardLargeLaptop: Story = {
  ...InvalidCard,
  globals: atWidth("largeLaptop"),
};
export const InvalidCardDark: Story = { ...InvalidCard, globals: { theme: "dark" } };
export const DeclinedMobile: Story = { ...Declined, globals: atWidth("mobile") };
export const DeclinedTablet: Story = { ...Declined, globals: atWidth("tablet") };
export const DeclinedDesktop: Story = { ...Declined, globals: atWidth("desktop") };
export const DeclinedLargeLaptop: Story = { ...Declined, globals: atWidth("largeLaptop") };
export const DeclinedDark: Story = { ...Declined, globals: { theme: "dark" } };
export const LoadingMobile: Story = { ...Loading, globals: atWidth("mobile") };
export const LoadingTablet: Story = { ...Loading, globals: atWidth("tablet") };
export const LoadingDesktop: Story = { ...Loading, globals: atWidth("desktop") };
export const LoadingLargeLaptop: Story = { ...Loading, globals: atWidth("largeLaptop") };
export const LoadingDark: Story = { ...Loading, globals: { theme: "dark" } };
export const FailedMobile: Story = { ...Failed, globals: atWidth("mobile") };
export const FailedTablet: Story = { ...Failed, globals: atWidth("tablet") };
export const FailedDesktop: Story = { ...Failed, globals: atWidth("desktop") };
export const FailedLargeLaptop: Story = { ...Failed, globals: atWidth("largeLaptop") };
export const FailedDark: Story = { ...Failed, globals: { theme: "dark" } };
export const InvoiceCompanyMobile: Story = { ...InvoiceCompany, globals: atWidth("mobile") };
export const InvoiceCompanyTablet: Story = { ...InvoiceCompany, globals: atWidth("tablet") };
export const InvoiceCompanyDesktop: Story = {
  ...InvoiceCompany,
  globals: atWidth("desktop"),
};
export const InvoiceCompanyLargeLaptop: Story = {
  ...InvoiceCompany,
  globals: atWidth("largeLaptop"),
};
export const InvoiceCompanyDark: Story = { ...InvoiceCompany, globals: { theme: "dark" } };
export const ReadOnlyMobile: Story = { ...ReadOnly, globals: atWidth("mobile") };
export const ReadOnlyTablet: Story = { ...ReadOnly, globals: atWidth("tablet") };
export const ReadOnlyDesktop: Story = { ...ReadOnly, globals: atWidth("desktop") };
export const ReadOnlyLargeLaptop: Story = { ...ReadOnly, globals: atWidth("largeLaptop") };
