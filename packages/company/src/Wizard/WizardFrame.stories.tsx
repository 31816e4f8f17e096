import { ErrorText } from "@haulboard/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { WizardText } from "../WizardText.ts";
import { WizardLoadFailed, WizardLoading, WizardNoCompany } from "./WizardLayout.tsx";

/**
 * The wizard frame's own states, before any step shows (WizardLayout): loading the employer, the company
 * and the saved card; a failed load with a retry; someone acting for no company.
 */
const meta = {
  title: "Company/Job wizard/0 Frame",
  component: WizardLoading,
  args: { step: 0 },
} satisfies Meta<typeof WizardLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The heading and the four steps stand while the data loads, with the current step marked. */
const loading =
  (current: number): Story["play"] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: WizardText.wizardTitle })).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent(ErrorText.loading);
    const steps = within(canvas.getByRole("navigation", { name: WizardText.stepsLabel }));
    await expect(steps.getAllByRole("listitem")).toHaveLength(WizardText.steps.length);
    await expect(steps.getByText(`${current + 1}. ${WizardText.steps[current]}`)).toHaveAttribute(
      "aria-current",
      "step",
    );
    // Nothing of a step yet: no field; only the steps before the current one are links.
    await expect(canvas.queryByRole("textbox")).toBeNull();
    await expect(steps.queryAllByRole("link")).toHaveLength(current);
  };

export const Loading: Story = { play: loading(0) };
/** A reload on step 3 shows step 3 while the draft's owner loads. */
export const LoadingAtAddons: Story = { args: { step: 2 }, play: loading(2) };

const failedArgs = { message: ErrorText.communication, onRetry: fn() };
/** The employer or the company could not be loaded: the alert's text and Try again, which loads again. */
const failed: StoryObj<typeof WizardLoadFailed>["play"] = async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole("heading", { level: 1, name: WizardText.wizardTitle })).toBeVisible();
  await expect(canvas.getByRole("alert")).toHaveTextContent(ErrorText.communication);
  await expect(canvas.queryByRole("textbox")).toBeNull();
  await userEvent.click(canvas.getByRole("button", { name: WizardText.retry }));
  await expect(args.onRetry).toHaveBeenCalledOnce();
};
const failedStory = (globals?: Record<string, unknown>): StoryObj<typeof WizardLoadFailed> => ({
  render: (args) => <WizardLoadFailed {...args} />,
  args: failedArgs,
  play: failed,
  ...(globals ? { globals } : {}),
});
export const LoadFailed = failedStory();
/** An employer with no company yet is sent to create one; an admin acting for none is told to impersonate. */
const noCompany =
  (canCreateCompany: boolean): StoryObj<typeof WizardNoCompany>["play"] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent(WizardText.noCompany);
    if (canCreateCompany) {
      await expect(canvas.getByRole("link", { name: WizardText.createCompany })).toBeVisible();
    } else {
      await expect(canvas.getByRole("status")).toHaveTextContent(WizardText.noCompanyAdmin);
      await expect(canvas.queryByRole("link", { name: WizardText.createCompany })).toBeNull();
    }
  };
const noCompanyStory = (
  canCreateCompany: boolean,
  globals?: Record<string, unknown>,
): StoryObj<typeof WizardNoCompany> => ({
  render: (args) => <WizardNoCompany {...args} />,
  args: { canCreateCompany },
  play: noCompany(canCreateCompany),
  ...(globals ? { globals } : {}),
});
export const NoCompanyEmployer = noCompanyStory(true);
export const NoCompanyAdmin = noCompanyStory(false);
