import { fixtures } from "@haulboard/api/mocks";
import { atWidth } from "@haulboard/ui/storybook";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { CompanyText } from "../CompanyText.ts";
import { noSidewaysScroll } from "../testing/wizardFixtures.ts";
import { defaultJobListState } from "./jobListQuery.ts";
import { PostedJobsView } from "./PostedJobsView.tsx";

const jobs = fixtures.jobListFixture;
const first = jobs[0]!;

const meta = {
  title: "Company/Posted jobs",
  component: PostedJobsView,
  args: {
    jobs,
    total: 27,
    state: defaultJobListState,
    searchText: "",
    onSearchTextChange: fn(),
    onChange: fn(),
    onAction: fn(),
  },
} satisfies Meta<typeof PostedJobsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const listed: Story["play"] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const grid = canvas.getByRole("grid", { name: CompanyText.postedJobsTitle });
  await expect(grid).toBeVisible();
  await expect(canvas.getByRole("link", { name: first.title })).toHaveAttribute(
    "href",
    `/company/jobs/${first.id}/detail`,
  );
  await expect(
    canvas.getAllByText(CompanyText.applicantsCount(first.todayApplicants, first.totalApplicants))[0],
  ).toBeVisible();
  await expect(canvas.getByText(CompanyText.renewalCancelled("Position filled"))).toBeVisible();
  await expect(canvas.getByText("03/01/2026")).toBeVisible();
  await expect(noSidewaysScroll(canvasElement)).toBe(true);
};
export const Filled: Story = { play: listed };
export const FilledMobile: Story = { play: listed, globals: atWidth("mobile") };
export const FilledTablet: Story = { play: listed, globals: atWidth("tablet") };
export const FilledDesktop: Story = { play: listed, globals: atWidth("desktop") };
export const FilledLargeLaptop: Story = { play: listed, globals: atWidth("largeLaptop") };
export const FilledDark: Story = { play: listed, globals: { theme: "dark" } };
export const FilledMobileDark: Story = {
  play: listed,
  globals: atWidth("mobile", "dark"),
};

/** The actions menu lists every action of the issue; choosing one reports it with the job. */
export const JobActions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole("button", { name: CompanyText.jobActions(first.title) });
    await userEvent.click(trigger);
    const menu = await within(canvasElement.ownerDocument.body).findByRole("menu");
    const items = within(menu)
      .getAllByRole("menuitem")
      .map((item) => item.textContent);
    await expect(items).toEqual([
      CompanyText.actions.detail,
      CompanyText.actions.content,
      CompanyText.actions.address,
      CompanyText.actions.addons,
      CompanyText.actions.duplicate,
      CompanyText.actions.applicants,
      CompanyText.actions.candidates,
      first.autoRenew ? CompanyText.actions.autoRenewOff : CompanyText.actions.autoRenewOn,
      CompanyText.actions.boost,
      CompanyText.actions.cancelRenewal,
      CompanyText.actions.close,
    ]);
    await userEvent.click(within(menu).getByRole("menuitem", { name: CompanyText.actions.cancelRenewal }));
    await expect(args.onAction).toHaveBeenCalledWith("cancelRenewal", first);
  },
};
export const JobActionsDark: Story = { ...JobActions, globals: { theme: "dark" } };

const filtersState = {
  ...defaultJobListState,
  panel: "filters" as const,
  status: "POSTED" as const,
  state: "OK",
};
const filtersOpen: Story["play"] = async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  const toggle = canvas.getByRole("button", { name: CompanyText.filtersCount(2) });
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  // The panels load on demand.
  await expect(await canvas.findByRole("group", { name: CompanyText.filters })).toBeVisible();
  await userEvent.click(canvas.getByRole("button", { name: CompanyText.clearFilters }));
  await expect(args.onChange).toHaveBeenCalledWith({ status: "", state: "", from: "", to: "" });
  await expect(noSidewaysScroll(canvasElement)).toBe(true);
};
export const FiltersOpen: Story = { args: { state: filtersState }, play: filtersOpen };
export const FiltersOpenMobile: Story = {
  args: { state: filtersState },
  play: filtersOpen,
  globals: atWidth("mobile"),
};
export const FiltersOpenDark: Story = {
  args: { state: filtersState },
  play: filtersOpen,
  globals: { theme: "dark" },
};

export const SortOpen: Story = {
  args: { state: { ...defaultJobListState, panel: "sort" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("group", { name: CompanyText.sort })).toBeVisible();
    await userEvent.click(canvas.getByRole("radio", { name: CompanyText.ascending }));
    await expect(args.onChange).toHaveBeenCalledWith({ dir: "asc" });
  },
};
export const SortOpenDark: Story = { ...SortOpen, globals: { theme: "dark" } };

export const Searching: Story = {
  args: { searchText: "reef" },
  play: async ({ canvasElement, args }) => {
    const box = await within(canvasElement).findByRole("searchbox", { name: CompanyText.searchJobs });
    await expect(box).toHaveValue("reef");
    await userEvent.type(box, "e");
    await waitFor(() => expect(args.onSearchTextChange).toHaveBeenCalledWith("reefe"));
  },
};

export const Empty: Story = {
  args: { jobs: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(CompanyText.postedJobsEmpty)).toBeVisible();
  },
};
export const EmptyDark: Story = { ...Empty, globals: { theme: "dark" } };
export const NoMatch: Story = {
  args: { jobs: [], total: 0, state: { ...defaultJobListState, q: "zzz" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(CompanyText.postedJobsNoMatch)).toBeVisible();
  },
};
export const Loading: Story = { args: { jobs: [], total: 0, isLoading: true } };
export const LoadingDark: Story = { ...Loading, globals: { theme: "dark" } };
export const Failed: Story = {
  args: { jobs: [], total: 0, error: "There was a problem with communication" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      "There was a problem with communication",
    );
  },
};
export const FailedDark: Story = { ...Failed, globals: { theme: "dark" } };
