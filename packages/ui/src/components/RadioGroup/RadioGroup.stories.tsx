import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { RadioGroup } from "./RadioGroup.tsx";

const reasons = [
  { id: "price", label: "Too expensive" },
  { id: "found", label: "I found a job" },
  { id: "other", label: "Other", description: "Tell us more below." },
] as const;

const meta = {
  title: "UI/Forms/RadioGroup",
  component: RadioGroup,
  args: { label: "Cancellation reason", options: reasons, onChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = {};

/** Tab enters the group; arrow keys move and select. */
export const ChooseWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radiogroup", { name: "Cancellation reason" })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "Too expensive" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(canvas.getByRole("radio", { name: /Other/ })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith("other");
  },
};

export const Horizontal: Story = {
  args: { orientation: "horizontal", isInvalid: true, errorMessage: "One option must be chosen" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("One option must be chosen")).toBeVisible();
  },
};

export const HorizontalChosen: Story = {
  ...Horizontal,
  args: { ...Horizontal.args, defaultValue: "found" },
};
