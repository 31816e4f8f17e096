import { fixtures } from "@haulboard/api/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

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
};
export const Filled: Story = { play: filled };
export const Empty: Story = {
  args: { orders: [], total: 0, statistics: { periods: [], orders: 0, total: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(SettingsText.orderHistoryEmpty)[0]).toBeVisible();
  },
};
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
