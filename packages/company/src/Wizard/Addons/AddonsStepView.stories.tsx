import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { CompanyText } from "../../CompanyText.ts";
import { filledDraft } from "../../testing/wizardFixtures.ts";
import { AddonsStepView } from "./AddonsStepView.tsx";

const meta = {
  title: "Company/Job wizard/3 Add-ons",
  component: AddonsStepView,
  args: { draft: filledDraft, onChange: fn(), onBack: fn(), onNext: fn() },
} satisfies Meta<typeof AddonsStepView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Boost (200) + hyperlink (100) on two addresses at 300: each posting, each add-on times the two jobs, and
 * 1,200 for the post, the lines the order summary shows too (issue 35: a walk read "$600.00" beside an
 * address, then "Add-ons $300.00", then "Total $1,200.00", as a sum that did not add up).
 */
const totals: Story["play"] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const costs = canvas.getByLabelText(CompanyText.totalsLabel);
  const terms = within(costs)
    .getAllByRole("term")
    .map((term) => term.textContent);
  await expect(terms).toEqual([
    `Job posting: ${filledDraft.addresses[0]?.description}`,
    `Job posting: ${filledDraft.addresses[1]?.description}`,
    "Boost ($200.00 × 2 jobs)",
    "Hyperlink ($100.00 × 2 jobs)",
    "Total for this post (2 jobs in this post)",
  ]);
  await expect(
    within(costs)
      .getAllByRole("definition")
      .map((value) => value.textContent),
  ).toEqual(["$300.00", "$300.00", "$400.00", "$200.00", "$1,200.00"]);
  await expect(canvas.getByRole("heading", { name: filledDraft.content.title })).toBeVisible();
};

export const BoostAndHyperlink: Story = { play: totals };
const none = { draft: { ...filledDraft, addons: { chosen: [], hyperlinkUrl: "", autoRenew: false } } };
export const NoAddons: Story = {
  args: none,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("checkbox", { name: "No add-ons" })).toBeChecked();
    await expect(canvas.getByText("$600.00")).toBeVisible();
    await userEvent.click(canvas.getByRole("checkbox", { name: /Promote/ }));
    await expect(args.onChange).toHaveBeenCalledWith({
      chosen: ["promote"],
      hyperlinkUrl: "",
      autoRenew: false,
    });
  },
};
export const InvalidHyperlink: Story = {
  args: {
    draft: { ...filledDraft, addons: { ...filledDraft.addons, hyperlinkUrl: "acme" } },
    hyperlinkError: CompanyText.hyperlinkInvalid,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(CompanyText.hyperlinkInvalid)).toBeVisible();
  },
};
