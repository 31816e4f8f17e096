import { driverFixtures } from "@haulboard/api/mocks";
import { ErrorText } from "@haulboard/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { DriversText } from "../DriversText.ts";
import {
  dark,
  darkMobile,
  desktop,
  largeLaptop,
  mobile,
  noSidewaysScroll,
  tablet,
} from "../testing/storyViews.ts";
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
  await expect(noSidewaysScroll(canvasElement)).toBe(true);
};
export const Filled: Story = { play: listed };
export const FilledMobile: Story = { play: listed, globals: mobile };
export const FilledTablet: Story = { play: listed, globals: tablet };
export const FilledDesktop: Story = { play: listed, globals: desktop };
export const FilledLargeLaptop: Story = { play: listed, globals: largeLaptop };
export const FilledDark: Story = { play: listed, globals: dark };
export const FilledDarkMobile: Story = { play: listed, globals: darkMobile };

export const Empty: Story = {
  args: { applications: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(DriversText.applicationsEmpty)).toBeVisible();
  },
};
export const EmptyMobile: Story = { ...Empty, globals: mobile };
export const EmptyDark: Story = { ...Empty, globals: dark };
export const Loading: Story = { args: { applications: [], total: 0, isLoading: true } };
export const LoadingDark: Story = { ...Loading, globals: dark };
export const Failed: Story = {
  args: { applications: [], total: 0, error: ErrorText.communication },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(ErrorText.communication);
  },
};
export const FailedMobile: Story = { ...Failed, globals: mobile };
export const FailedDark: Story = { ...Failed, globals: dark };
