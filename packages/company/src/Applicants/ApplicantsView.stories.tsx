import { fixtures } from "@haulboard/api/mocks";
import { ApplicantText, ErrorText } from "@haulboard/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { ApplicantsText } from "./ApplicantsText.ts";
import { ApplicantsView } from "./ApplicantsView.tsx";
import { defaultApplicantsQuery } from "./applicantsQuery.ts";

/** The fixtures with the pipeline and the match (the server sends them). */
const applicants = fixtures.applicantsFixture.map((applicant, index) => ({
  ...applicant,
  stage: (["new", "interview", "rejected"] as const)[index]!,
  match: [0.92, 0.5, 0.07][index]!,
  notesCount: index,
}));
const [luis, renee, jamal] = applicants as [
  (typeof applicants)[number],
  (typeof applicants)[number],
  (typeof applicants)[number],
];
const today = new Date("2026-03-15T12:00:00.000Z");

const meta = {
  title: "Company/Applicants",
  component: ApplicantsView,
  args: {
    jobId: 9320,
    jobTitle: "OTR Flatbed Driver",
    applicants,
    total: 23,
    query: defaultApplicantsQuery,
    onQueryChange: fn(),
    searchText: "",
    onSearchTextChange: fn(),
    companyTags: fixtures.tagsFixture,
    selectedIds: [],
    onSelectionChange: fn(),
    onBulk: fn(),
    onOpenApplicant: fn(),
    onAddCompanyTag: fn(),
    onClearJobTags: fn(),
    onExport: fn(),
    today,
  },
} satisfies Meta<typeof ApplicantsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const listed: Story["play"] = async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  // The heading names the job (issue 35).
  await expect(
    canvas.getByRole("heading", { level: 1, name: `${ApplicantsText.title} OTR Flatbed Driver` }),
  ).toBeVisible();
  await expect(canvas.getByRole("link", { name: ApplicantsText.back })).toHaveAttribute(
    "href",
    "/company/jobs/9320/detail",
  );
  const grid = canvas.getByRole("grid", { name: ApplicantsText.gridLabel });
  const luisRow = within(grid).getByRole("row", { name: /Luis Escobedo/ });
  // Application date MM/DD/YYYY, the "new" marker with the days since applied, the match as a percent.
  await expect(within(luisRow).getByText("03/10/2026")).toBeInTheDocument();
  await expect(within(luisRow).getByText(ApplicantsText.newMarker)).toBeInTheDocument();
  await expect(within(luisRow).getByText(ApplicantsText.daysAgo(5))).toBeInTheDocument();
  await expect(within(luisRow).getByText("92%")).toBeInTheDocument();
  // Triage columns only: the whole record (endorsements, address, range) is in the panel.
  await expect(
    within(grid)
      .getAllByRole("columnheader")
      .map((header) => header.textContent),
  ).toEqual(expect.arrayContaining([ApplicantsText.columns.tags]));
  await expect(
    within(grid).queryByRole("columnheader", { name: ApplicantsText.columns.endorsements }),
  ).toBeNull();
  // Missing texts show 'n/a'; no CDL shows 'No CDL.'.
  const jamalRow = within(grid).getByRole("row", { name: /Jamal Whitaker/ });
  await expect(within(jamalRow).getByText(ApplicantText.noCdl)).toBeInTheDocument();
  await expect(within(jamalRow).getAllByText(ApplicantText.missing).length).toBeGreaterThanOrEqual(1);
  await expect(within(jamalRow).getByText("Rejected")).toBeInTheDocument();
  await expect(canvas.getByText(ApplicantsText.total(23))).toBeVisible();
  const open = canvas.getByRole("button", { name: ApplicantsText.open("Renee Goforth") });
  // From 1,200 px up the whole row fits: the Details button and the Tags are never behind a sideways scroll.
  if (window.innerWidth >= 1200) {
    // The grid scrolls inside its own frame, the table's parent.
    const box = grid.parentElement!.getBoundingClientRect();
    for (const element of [
      open,
      within(grid).getByRole("columnheader", { name: ApplicantsText.columns.phone }),
    ])
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(box.right + 1);
  }
  await userEvent.click(open);
  await expect(args.onOpenApplicant).toHaveBeenCalledWith(renee);
};

export const Filled: Story = { play: listed };
/** Sorting by a sortable header asks for that sort; the other columns do not sort. */
export const SortByMatch: Story = {
  play: async ({ canvasElement, args }) => {
    const grid = within(canvasElement).getByRole("grid", { name: ApplicantsText.gridLabel });
    const header = within(grid).getByRole("columnheader", { name: new RegExp(ApplicantsText.columns.match) });
    await userEvent.click(header);
    await waitFor(() =>
      expect(args.onQueryChange).toHaveBeenCalledWith({ sort: { column: "match", direction: "asc" } }),
    );
  },
};

/** Typing searches; the stage and tag filters report their choice. */
export const Filters: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await canvas.findByRole("searchbox", { name: ApplicantsText.search }), "t");
    await expect(args.onSearchTextChange).toHaveBeenCalledWith("t");
    await userEvent.click(
      await canvas.findByRole("button", { name: new RegExp(`${ApplicantsText.stageFilter}$`) }),
    );
    await userEvent.click(await body.findByRole("option", { name: "Interview" }));
    await expect(args.onQueryChange).toHaveBeenCalledWith({ stage: "interview" });
    await userEvent.click(
      await canvas.findByRole("button", { name: new RegExp(`${ApplicantsText.tagFilter}$`) }),
    );
    const firstTag = fixtures.tagsFixture[0]!;
    await userEvent.click(await body.findByRole("option", { name: firstTag.tag }));
    await expect(args.onQueryChange).toHaveBeenCalledWith({ tagId: firstTag.id });
    await userEvent.click(await canvas.findByRole("button", { name: ApplicantsText.exportCsv }));
    await expect(args.onExport).toHaveBeenCalled();
  },
};

/** Selecting rows reports their ids; with a selection the bulk bar moves them or tags them. */
export const Selecting: Story = {
  play: async ({ canvasElement, args }) => {
    const grid = within(canvasElement).getByRole("grid", { name: ApplicantsText.gridLabel });
    await userEvent.click(within(grid).getByRole("checkbox", { name: /Select Luis Escobedo/ }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([luis.id]);
  },
};

/** The bulk bar shows at the first tick without moving a row: the next box stays under the pointer. */
export const SelectingMovesNoRow: Story = {
  render: function Selectable(args) {
    const [selectedIds, setSelectedIds] = useState<readonly number[]>([]);
    return <ApplicantsView {...args} selectedIds={selectedIds} onSelectionChange={setSelectedIds} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole("grid", { name: ApplicantsText.gridLabel });
    const next = within(grid).getByRole("checkbox", { name: /Select Renee/ });
    await canvas.findByRole("searchbox", { name: ApplicantsText.search }, { timeout: 10_000 });
    await canvas.findByRole("button", { name: new RegExp(ApplicantsText.tagFilter) });
    const before = next.getBoundingClientRect().top;
    await userEvent.click(within(grid).getByRole("checkbox", { name: /Select Luis Escobedo/ }));
    const bar = await canvas.findByRole("region", { name: ApplicantsText.bulkLabel }, { timeout: 10_000 });
    await expect(within(bar).getByText(ApplicantsText.selected(1))).toBeVisible();
    await expect(next.getBoundingClientRect().top).toBe(before);
    await userEvent.click(next);
    await expect(within(bar).getByText(ApplicantsText.selected(2))).toBeVisible();
  },
};

const bulkPlay: Story["play"] = async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  // The bulk bar loads on demand, once rows are selected.
  const bar = await canvas.findByRole("region", { name: ApplicantsText.bulkLabel }, { timeout: 10_000 });
  await expect(within(bar).getByText(ApplicantsText.selected(2))).toBeVisible();
  await userEvent.click(within(bar).getByRole("button", { name: new RegExp(ApplicantsText.moveTo) }));
  await userEvent.click(await body.findByRole("option", { name: "Interview" }));
  await userEvent.click(within(bar).getByRole("button", { name: ApplicantsText.moveButton }));
  await expect(args.onBulk).toHaveBeenCalledWith({ kind: "stage", stage: "interview" });
  await expect(within(bar).getByRole("button", { name: ApplicantsText.tagButton })).toBeDisabled();
  await userEvent.click(within(bar).getByRole("button", { name: new RegExp(ApplicantsText.bulkTag) }));
  const tag = fixtures.tagsFixture[1]!;
  await userEvent.click(await body.findByRole("option", { name: tag.tag }));
  await userEvent.click(within(bar).getByRole("button", { name: ApplicantsText.untagButton }));
  await expect(args.onBulk).toHaveBeenCalledWith({ kind: "untag", tagId: tag.id });
};
export const BulkActions: Story = { args: { selectedIds: [luis.id, jamal.id] }, play: bulkPlay };
/** The company's tags: a new one is added with Enter; all tags of the job's applicants can be removed. */
export const CompanyTags: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole("textbox", { name: ApplicantsText.newTag }),
      "Night shift{Enter}",
    );
    await expect(args.onAddCompanyTag).toHaveBeenCalledWith("Night shift");
    await userEvent.click(canvas.getByRole("button", { name: ApplicantsText.clearJobTags }));
    await expect(args.onClearJobTags).toHaveBeenCalled();
  },
};

const emptyPlay: Story["play"] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText(ApplicantsText.empty)).toBeVisible();
  // No one to remove tags from: no red "remove all tags" under an empty list (issue 35).
  await canvas.findByRole("textbox", { name: ApplicantsText.newTag }, { timeout: 10_000 });
  await expect(canvas.queryByRole("button", { name: ApplicantsText.clearJobTags })).toBeNull();
};
export const Empty: Story = { args: { applicants: [], total: 0 }, play: emptyPlay };
const noResultsPlay: Story["play"] = async ({ canvasElement }) => {
  await expect(within(canvasElement).getByText(ErrorText.noResults)).toBeVisible();
};
export const NoResults: Story = {
  args: { applicants: [], total: 0, query: { ...defaultApplicantsQuery, keyword: "zzz" }, searchText: "zzz" },
  play: noResultsPlay,
};
const loadingPlay: Story["play"] = async ({ canvasElement }) => {
  const grid = within(canvasElement).getByRole("grid", { name: ApplicantsText.gridLabel });
  await expect(grid).toHaveAttribute("aria-busy", "true");
};
export const Loading: Story = { args: { applicants: [], total: 0, isLoading: true }, play: loadingPlay };
const failedPlay: Story["play"] = async ({ canvasElement }) => {
  await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(ErrorText.communication);
};
export const Failed: Story = {
  args: { applicants: [], total: 0, error: ErrorText.communication },
  play: failedPlay,
};
const notFoundPlay: Story["play"] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText(ApplicantsText.notFound)).toBeVisible();
  await expect(canvas.queryByRole("grid")).toBeNull();
  await expect(canvas.getByRole("link", { name: ApplicantsText.backToJobs })).toHaveAttribute(
    "href",
    "/company/jobs",
  );
};
export const NotFound: Story = { args: { isNotFound: true }, play: notFoundPlay };
