import { driverFixtures } from "@haulboard/api/mocks";
import { ErrorText } from "@haulboard/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { DriversText } from "../DriversText.ts";

import { ApplicationsView } from "./ApplicationsView.tsx";

const meta = {
  title: "Members/My applications",
  component: ApplicationsView,
  args: {
    applications: driverFixtures.applicationsFixture,
    total: 2,
    page: 1,
    pageSize: 10,
    onPageChange: fn(),
  },
} satisfies Meta<typeof ApplicationsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const listed: Story["play"] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const list = canvas.getByRole("list", { name: DriversText.applicationsTitle });
  const items = within(list).getAllByRole("listitem");
  await expect(items).toHaveLength(2);
  await expect(
    within(items[0]!).getByRole("link", { name: "CDL-A Regional Dry Van Driver" }),
  ).toHaveAttribute("href", "/members/jobs/9301");
  await expect(within(items[0]!).getByText(`${DriversText.statusColumn}: Open`)).toBeVisible();
  await expect(within(items[1]!).getByText(`${DriversText.statusColumn}: Closed`)).toBeVisible();
  await expect(within(items[0]!).getByText(`${DriversText.appliedColumn} 11/21/2026`)).toBeVisible();
};
export const Filled: Story = { play: listed };
export const Empty: Story = {
  args: { applications: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(DriversText.applicationsEmpty)).toBeVisible();
  },
};
export const Loading: Story = { args: { applications: [], total: 0, isLoading: true } };
export const Failed: Story = {
  args: { applications: [], total: 0, error: ErrorText.communication },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(ErrorText.communication);
  },
};
