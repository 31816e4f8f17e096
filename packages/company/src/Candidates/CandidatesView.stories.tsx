import { fixtures } from "@haulboard/api/mocks";
import { CandidateText, candidateLimit, DistanceText, ErrorText } from "@haulboard/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { CandidatesText } from "./CandidatesText.ts";
import { CandidatesView } from "./CandidatesView.tsx";

const many = Array.from({ length: 14 }, (_, index) => ({
  ...fixtures.candidatesFixture[index % fixtures.candidatesFixture.length]!,
  id: 40_000 + index,
}));

const meta = {
  title: "Company/Candidates",
  component: CandidatesView,
  args: { jobId: 9320, candidates: fixtures.candidatesFixture, total: 37, onCancel: fn() },
} satisfies Meta<typeof CandidatesView>;

export default meta;
type Story = StoryObj<typeof meta>;

const listed: Story["play"] = async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole("heading", { level: 1, name: CandidateText.header })).toBeVisible();
  await expect(canvas.getByRole("link", { name: CandidatesText.back })).toHaveAttribute(
    "href",
    "/company/jobs/9320/detail",
  );
  const list = canvas.getByRole("list", { name: CandidatesText.listLabel });
  // Each card is one candidate, by its rank: "Candidate 1", never "Candidates 1" (issue 35 item 20).
  const cards = within(list).getAllByRole("listitem", { name: /^Candidates? \d+$/ });
  await expect(cards.map((card) => within(card).getByText(/^Candidates? \d+$/).textContent)).toEqual([
    "Candidate 1",
    "Candidate 2",
    "Candidate 3",
    "Candidate 4",
  ]);
  await expect(canvas.getByText(CandidatesText.total(37, 4))).toBeVisible();
  // Distance rule: under 10 miles, two decimals, missing.
  await expect(canvas.getByText(DistanceText.near)).toBeVisible();
  await expect(canvas.getByText("18.75 miles")).toBeVisible();
  await expect(canvas.getByText(DistanceText.missing)).toBeVisible();
  await expect(canvas.getAllByText("Dry Van Reefer").length).toBeGreaterThan(0);
  await expect(canvas.getByText("92%")).toBeVisible();
  await expect(canvas.getByText("has H and T")).toBeVisible();
  await expect(canvas.getByRole("button", { name: CandidateText.purchase })).toBeDisabled();
  await userEvent.click(canvas.getByRole("button", { name: CandidateText.cancel }));
  await expect(args.onCancel).toHaveBeenCalled();
};

export const Filled: Story = { play: listed };
export const AtMostTen: Story = {
  args: { candidates: many, total: 120 },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole("list", { name: CandidatesText.listLabel });
    await expect(within(list).getAllByRole("listitem", { name: /^Candidate \d+$/ })).toHaveLength(
      candidateLimit,
    );
    await expect(within(canvasElement).getByText(CandidatesText.total(120, candidateLimit))).toBeVisible();
  },
};

const loading: Story["play"] = async ({ canvasElement }) => {
  await expect(within(canvasElement).getByText(CandidateText.loading)).toBeVisible();
};
export const Loading: Story = { args: { candidates: [], total: 0, isLoading: true }, play: loading };
const empty: Story["play"] = async ({ canvasElement }) => {
  await expect(within(canvasElement).getByText(CandidateText.empty)).toBeVisible();
};
export const Empty: Story = { args: { candidates: [], total: 0 }, play: empty };
const failed: Story["play"] = async ({ canvasElement }) => {
  await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(ErrorText.communication);
};
export const Failed: Story = {
  args: { candidates: [], total: 0, error: ErrorText.communication },
  play: failed,
};
