import { driverFixtures } from "@haulboard/api/mocks";
import { DistanceText, ErrorText } from "@haulboard/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { DriversText } from "../DriversText.ts";
import { MembersText } from "../MembersText.ts";
import { mobile } from "../testing/storyViews.ts";
import { JobSearchView } from "./JobSearchView.tsx";
import { initialSearch } from "./search.ts";

const jobs = driverFixtures.jobSearchFixture;

const meta = {
  title: "Members/Job search",
  component: JobSearchView,
  args: {
    values: initialSearch("74103"),
    jobs,
    total: 23,
    page: 1,
    onChange: fn(),
    onSearch: fn(),
    onPageChange: fn(),
  },
} satisfies Meta<typeof JobSearchView>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled: Story["play"] = async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  const results = canvas.getByRole("list", { name: DriversText.resultsLabel });
  const cards = within(results).getAllByRole("listitem", { name: /Driver/ });
  await expect(cards).toHaveLength(4);
  await expect(canvas.getByText(DriversText.resultsCount(23))).toBeVisible();
  const first = within(cards[0]!);
  await expect(first.getByRole("link", { name: "OTR Flatbed Driver" })).toHaveAttribute(
    "href",
    "/members/jobs/9300",
  );
  await expect(first.getByText(DriversText.match(100))).toBeVisible();
  await expect(first.getByText("has H and T")).toBeVisible();
  await expect(first.getByText(DistanceText.near)).toBeVisible();
  await expect(first.getByText(DriversText.featured)).toBeVisible();
  await expect(first.getByText("$1,650.00 weekly")).toBeVisible();
  await expect(canvas.getByText("48.75 miles")).toBeVisible();
  await expect(canvas.getByText(DistanceText.missing)).toBeVisible();
  await expect(canvas.getByRole("navigation", { name: DriversText.page })).toBeVisible();
  await userEvent.click(canvas.getByRole("button", { name: DriversText.searchButton }));
  await expect(args.onSearch).toHaveBeenCalled();
};

export const Filled: Story = { play: filled };
const empty: Story["play"] = async ({ canvasElement }) => {
  await expect(within(canvasElement).getByText(DriversText.noJobs)).toBeVisible();
};
export const Empty: Story = { args: { jobs: [], total: 0 }, play: empty };
export const Loading: Story = {
  args: { jobs: [], total: 0, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(MembersText.searching)).toBeInTheDocument();
  },
};
export const Failed: Story = {
  args: { jobs: [], total: 0, error: ErrorText.communication },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(ErrorText.communication);
  },
};
/**
 * On a phone (below 768 px) the keyword and ZIP stay in view; the other filters wait behind "Filters", with
 * the count of filters set, so the first job is on the first screen (issue 44: it started ~800 px down).
 */
export const FiltersOnPhone: Story = {
  args: { values: { ...initialSearch("74103"), minPay: "1200", heldOnly: true } },
  globals: mobile,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("searchbox", { name: DriversText.searchText })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: DriversText.zip })).toBeVisible();
    await expect(canvas.queryByRole("textbox", { name: DriversText.minPay })).toBeNull();
    const results = canvas.getByRole("list", { name: DriversText.resultsLabel });
    const first = within(results).getAllByRole("listitem", { name: /Driver/ })[0] as HTMLElement;
    await expect(first.getBoundingClientRect().top).toBeLessThan(812);
    await userEvent.click(canvas.getByRole("button", { name: "Filters (2)" }));
    const dialog = within(document.body).getByRole("dialog", { name: "Filters" });
    await expect(within(dialog).getByRole("textbox", { name: DriversText.minPay })).toHaveValue("1200");
    await userEvent.click(within(dialog).getByRole("button", { name: "Show jobs" }));
    await expect(args.onSearch).toHaveBeenCalled();
  },
};
