import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { NumberField } from "./NumberField.tsx";

const meta = {
  title: "UI/Forms/NumberField",
  component: NumberField,
  args: { label: "Years of experience", minValue: 0, maxValue: 50, defaultValue: 2, onChange: fn() },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = {};

/** Arrow keys step the value within its bounds. */
export const StepWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const input = canvas.getByRole("textbox", { name: "Years of experience" });
    await expect(input).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    await expect(input).toHaveValue("4");
    await userEvent.keyboard("{ArrowDown}");
    await expect(input).toHaveValue("3");
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    // The − / + buttons are for pointers; keyboard users step with the arrows (RAC keeps them out of the tab order).
    await expect(canvas.getByRole("button", { name: /Increase/ })).toHaveAttribute("tabindex", "-1");
  },
};

/** A typed value above the maximum is clamped when the field loses focus. */
export const ClampsOnBlur: Story = {
  args: { hideStepper: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard("{Control>}a{/Control}99");
    await userEvent.tab();
    await expect(canvas.getByRole("textbox", { name: "Years of experience" })).toHaveValue("50");
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: "Too many" },
};
