import { fixtures } from "@haulboard/api/mocks";
import { jobActionBlockTexts } from "@haulboard/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { CompanyText } from "../CompanyText.ts";

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
};
export const Filled: Story = { play: listed };
const openActions = async (canvasElement: HTMLElement, title: string) => {
  await userEvent.click(within(canvasElement).getByRole("button", { name: CompanyText.jobActions(title) }));
  const menu = await within(canvasElement.ownerDocument.body).findByRole(
    "menu",
    { name: CompanyText.jobActions(title) },
    { timeout: 10_000 },
  );
  const items = within(menu)
    .getAllByRole("menuitem")
    .map((item) => item.textContent);
  return { menu, items };
};

/** A posted job that is not boosted offers every action; choosing one reports it with the job. */
export const JobActions: Story = {
  play: async ({ canvasElement, args }) => {
    const job = jobs[1]!;
    const { menu, items } = await openActions(canvasElement, job.title);
    await expect(items).toEqual([
      CompanyText.actions.detail,
      CompanyText.actions.content,
      CompanyText.actions.address,
      CompanyText.actions.addons,
      CompanyText.actions.duplicate,
      CompanyText.actions.applicants,
      CompanyText.actions.candidates,
      CompanyText.actions.autoRenewOff,
      CompanyText.actions.boost,
      CompanyText.actions.cancelRenewal,
      CompanyText.actions.close,
    ]);
    await userEvent.click(within(menu).getByRole("menuitem", { name: CompanyText.actions.cancelRenewal }));
    await expect(args.onAction).toHaveBeenCalledWith("cancelRenewal", job);
  },
};

/** A job already boosted is not offered another boost for $200; the menu says why. */
export const BoostedJobActions: Story = {
  play: async ({ canvasElement }) => {
    const { menu, items } = await openActions(canvasElement, first.title);
    await expect(first.boostActive).toBe(true);
    await expect(items).not.toContain(CompanyText.actions.boost);
    await expect(items).toContain(CompanyText.actions.close);
    await expect(menu).toHaveAccessibleDescription(jobActionBlockTexts.boosted);
  },
};

/** A closed job keeps only what reads or copies it: no edit, boost, auto-renew, renewal or close. */
export const ClosedJobActions: Story = {
  play: async ({ canvasElement }) => {
    const closed = jobs.find((job) => job.status === "Cancelled")!;
    const { menu, items } = await openActions(canvasElement, closed.title);
    await expect(items).toEqual([
      CompanyText.actions.detail,
      CompanyText.actions.duplicate,
      CompanyText.actions.applicants,
      CompanyText.actions.candidates,
    ]);
    await expect(menu).toHaveAccessibleDescription(jobActionBlockTexts.closed);
    await expect(
      within(canvasElement.ownerDocument.body).getByText(jobActionBlockTexts.closed),
    ).toBeVisible();
  },
};
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
};
export const FiltersOpen: Story = { args: { state: filtersState }, play: filtersOpen };
export const SortOpen: Story = {
  args: { state: { ...defaultJobListState, panel: "sort" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("group", { name: CompanyText.sort })).toBeVisible();
    // The order reads in the field's words: never "Newest · Ascending" (issue 35 item 20).
    const order = canvas.getByRole("radiogroup", { name: CompanyText.sortDirection });
    await expect(
      within(order)
        .getAllByRole("radio")
        .map((radio) => radio.closest("label")?.textContent),
    ).toEqual(["Newest first", "Oldest first"]);
    await userEvent.click(canvas.getByRole("radio", { name: "Oldest first" }));
    await expect(args.onChange).toHaveBeenCalledWith({ dir: "asc" });
  },
};
export const Searching: Story = {
  args: { searchText: "reef" },
  play: async ({ canvasElement, args }) => {
    const box = await within(canvasElement).findByRole("searchbox", { name: CompanyText.searchJobs });
    await expect(box).toHaveValue("reef");
    await userEvent.type(box, "e");
    await waitFor(() => expect(args.onSearchTextChange).toHaveBeenCalledWith("reefe"));
  },
};

/** An empty list makes posting the first job the obvious next step: a large primary button. */
export const Empty: Story = {
  args: { jobs: [], total: 0, onCreateJob: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: CompanyText.postedJobsEmpty })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: CompanyText.createJob }));
    await expect(args.onCreateJob).toHaveBeenCalledTimes(1);
  },
};
export const NoMatch: Story = {
  args: { jobs: [], total: 0, state: { ...defaultJobListState, q: "zzz" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(CompanyText.postedJobsNoMatch)).toBeVisible();
  },
};
export const Loading: Story = { args: { jobs: [], total: 0, isLoading: true } };
export const Failed: Story = {
  args: { jobs: [], total: 0, error: "There was a problem with communication" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      "There was a problem with communication",
    );
  },
};
/** Issue 35 #13: each job's tags as chips, and "Edit tags" (a job writer) opens them for that job. */
export const TagsEditable: Story = {
  args: { onEditTags: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const chips = canvas.getByRole("list", { name: CompanyText.jobTags(first.title) });
    await expect(within(chips).getByRole("listitem")).toHaveTextContent(first.tags[0]!.tag);
    const edit = canvas.getByRole("button", { name: CompanyText.manageTagsOf(first.title) });
    edit.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onEditTags).toHaveBeenCalledWith(first);
  },
};

/** Issue 35 #13: a read-only role sees the tags without "Edit tags". */
export const TagsReadOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("list", { name: CompanyText.jobTags(first.title) })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: CompanyText.manageTagsOf(first.title) })).toBeNull();
  },
};
