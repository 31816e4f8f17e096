import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Stepper } from "./Stepper.tsx";

const meta = {
  title: "UI/Navigation/Stepper",
  component: Stepper,
  tags: ["autodocs"],
  args: {
    label: "Job posting",
    steps: ["Content", "Targeting address", "Add-ons", "Payment"],
    currentStep: 2,
    onStepPress: fn(),
  },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = {};

export const GoBackToACompletedStep: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole("list", { name: "Job posting" });
    const items = within(list).getAllByRole("listitem");
    await expect(items[2]).toHaveAttribute("aria-current", "step");
    await expect(items[0]).toHaveTextContent("Content (completed)");
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Targeting address (completed)" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onStepPress).toHaveBeenCalledWith(1);
  },
};
