import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { DateField } from "./DateField.tsx";

const meta = {
  title: "UI/Forms/DateField",
  component: DateField,
  args: { label: "Birth date", onChange: fn() },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = { args: { defaultValue: "1985-07-04", description: "MM/DD/YYYY" } };

/** Digits fill month, day and year in turn; onChange gets the API's "YYYY-MM-DD". */
export const TypeADate: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("spinbutton", { name: /month/ })).toHaveFocus();
    await userEvent.keyboard("07041985");
    await expect(args.onChange).toHaveBeenLastCalledWith("1985-07-04");
    await expect(canvas.getByRole("spinbutton", { name: /year/ })).toHaveTextContent("1985");
  },
};

/** Arrow keys step the focused segment. */
export const StepWithArrows: Story = {
  args: { defaultValue: "2026-01-31" },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole("spinbutton", { name: /day/ })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(args.onChange).toHaveBeenLastCalledWith("2026-01-30");
  },
};

export const Invalid: Story = {
  args: { defaultValue: "2026-11-22", isInvalid: true, errorMessage: "Date must be in the past" },
};
