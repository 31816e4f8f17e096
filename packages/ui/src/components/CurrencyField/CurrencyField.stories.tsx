import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { CurrencyField } from "./CurrencyField.tsx";

const meta = {
  title: "UI/Forms/CurrencyField",
  component: CurrencyField,
  args: { label: "Amount", onChange: fn() },
} satisfies Meta<typeof CurrencyField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = {
  args: { defaultValue: 1250.5, description: "Up to 8 digits and 2 decimals." },
};

/** Typed amounts are formatted as dollars on blur; a third decimal cannot be typed. */
export const TypeAnAmount: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const input = canvas.getByRole("textbox", { name: "Amount" });
    await userEvent.keyboard("1234.567");
    await expect(input).toHaveValue("1234.56");
    await userEvent.tab();
    await expect(input).toHaveValue("$1,234.56");
    await expect(args.onChange).toHaveBeenLastCalledWith(1234.56);
  },
};

/** A ninth digit is refused: at most 8 digits before the decimals. */
export const EightDigitsAtMost: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard("123456789");
    await userEvent.tab();
    await expect(canvas.getByRole("textbox", { name: "Amount" })).toHaveValue("$12,345,678.00");
  },
};

export const Filled: Story = { args: { defaultValue: 99.9 } };
