import { fixtures } from "@haulboard/api/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { CompanyText } from "../CompanyText.ts";
import { noSidewaysScroll } from "../testing/wizardFixtures.ts";
import { PostedJobsView } from "./PostedJobsView.tsx";

const jobs = fixtures.jobListFixture.map((job, index) => ({ ...job, cost: index === 0 ? 600 : 300 }));

const meta = {
  title: "Company/Posted jobs",
  component: PostedJobsView,
  args: { jobs, total: jobs.length, onQueryChange: fn() },
} satisfies Meta<typeof PostedJobsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const listed: Story["play"] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole("grid", { name: CompanyText.postedJobsTitle })).toBeVisible();
  await expect(canvas.getByText("$600.00")).toBeVisible();
  await expect(noSidewaysScroll(canvasElement)).toBe(true);
};
export const Filled: Story = { play: listed };
export const FilledMobile: Story = { play: listed, globals: { viewport: { value: "mobile" } } };
export const FilledTablet: Story = { play: listed, globals: { viewport: { value: "tablet" } } };
export const FilledDesktop: Story = { play: listed, globals: { viewport: { value: "desktop" } } };
export const FilledLargeLaptop: Story = { play: listed, globals: { viewport: { value: "largeLaptop" } } };
export const FilledDark: Story = { play: listed, globals: { theme: "dark" } };

export const Empty: Story = {
  args: { jobs: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(CompanyText.postedJobsEmpty)).toBeVisible();
  },
};
export const EmptyDark: Story = { ...Empty, globals: { theme: "dark" } };
export const Loading: Story = { args: { jobs: [], total: 0, isLoading: true } };
export const Failed: Story = {
  args: { jobs: [], total: 0, error: "There was a problem with communication" },
};
