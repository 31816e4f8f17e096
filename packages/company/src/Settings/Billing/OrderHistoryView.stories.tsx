import { fixtures } from "@haulboard/api/mocks";
import { atWidth } from "@haulboard/ui/storybook";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { noSidewaysScroll } from "../../testing/wizardFixtures.ts";
import { SettingsText } from "../SettingsText.ts";
import { OrderHistoryView } from "./OrderHistoryView.tsx";

const meta = {
  title: "Company/Settings/Order history",
  component: OrderHistoryView,
  args: {
    orders: fixtures.ordersFixture,
    total: fixtures.ordersFixture.length,
    onQueryChange: fn(),
    statistics: fixtures.orderStatisticsFixture,
    onReceipt: fn(),
  },
} satisfies Meta<typeof OrderHistoryView>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled: Story["play"] = async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  await expect(
    within(canvas.getByRole("grid", { name: SettingsText.statisticsTitle })).getByText("March 2026"),
  ).toBeVisible();
  const orders = canvas.getByRole("grid", { name: SettingsText.orderHistoryTitle });
  await expect(within(orders).getByText("ch_90431")).toBeVisible();
  await userEvent.click(within(orders).getByRole("button", { name: SettingsText.receiptFor(8801) }));
  await expect(args.onReceipt).toHaveBeenCalledWith(fixtures.ordersFixture[0]);
  await expect(noSidewaysScroll(canvasElement)).toBe(true);
};
export const Filled: Story = { play: filled };
export const FilledMobile: Story = { play: filled, globals: atWidth("mobile") };
export const FilledTablet: Story = { play: filled, globals: atWidth("tablet") };
export const FilledDesktop: Story = { play: filled, globals: atWidth("desktop") };
export const FilledLargeLaptop: Story = { play: filled, globals: atWidth("largeLaptop") };
export const FilledDark: Story = { play: filled, globals: { theme: "dark" } };

export const Empty: Story = {
  args: { orders: [], total: 0, statistics: { periods: [], orders: 0, total: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(SettingsText.orderHistoryEmpty)[0]).toBeVisible();
  },
};
export const EmptyDark: Story = { ...Empty, globals: { theme: "dark" } };
export const Loading: Story = { args: { orders: [], total: 0, isLoading: true, statistics: undefined } };
export const Failed: Story = {
  args: {
    orders: [],
    total: 0,
    error: "Internal server error",
    statistics: undefined,
    statisticsError: "Internal server error",
  },
};
export const Downloading: Story = { args: { downloading: 8801 } };

// Every state at the four widths and in the dark theme (issue 18).
export const EmptyMobile: Story = { ...Empty, globals: atWidth("mobile") };
export const EmptyTablet: Story = { ...Empty, globals: atWidth("tablet") };
export const EmptyDesktop: Story = { ...Empty, globals: atWidth("desktop") };
export const EmptyLargeLaptop: Story = { ...Empty, globals: atWidth("largeLaptop") };
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
export const DownloadingMobile: Story = { ...Downloading, globals: atWidth("mobile") };
export const DownloadingTablet: Story = { ...Downloading, globals: atWidth("tablet") };
export const DownloadingDesktop: Story = { ...Downloading, globals: atWidth("desktop") };
export const DownloadingLargeLaptop: Story = {
  ...Downloading,
  globals: atWidth("largeLaptop"),
};
export const DownloadingDark: Story = { ...Downloading, globals: { theme: "dark" } };
