import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { PhoneField } from "./PhoneField.tsx";

const meta = {
  title: "UI/Forms/PhoneField",
  component: PhoneField,
  args: { label: "Phone", onChange: fn() },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = {};

/** Typed digits become "(123)456-7890", 13 characters; further digits are ignored. */
export const TypedDigitsAreFormatted: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const input = canvas.getByRole("textbox", { name: "Phone" });
    await expect(input).toHaveFocus();
    await userEvent.keyboard("123");
    await expect(input).toHaveValue("(123");
    await userEvent.keyboard("4567890");
    await expect(input).toHaveValue("(123)456-7890");
    await expect((input as HTMLInputElement).value).toHaveLength(13);
    await userEvent.keyboard("55");
    await expect(input).toHaveValue("(123)456-7890");
    await expect(args.onChange).toHaveBeenLastCalledWith("(123)456-7890");
  },
};

/** A pasted "1 555 …" number drops the leading country code. */
export const PastedNumberDropsLeadingOne: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.paste("1 555 123 4567");
    await expect(canvas.getByRole("textbox", { name: "Phone" })).toHaveValue("(555)123-4567");
  },
};

export const WithFlagAndError: Story = {
  args: { defaultValue: "555123", isInvalid: true, errorMessage: "Phone numbers should have 10 digits" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("img", { name: "United States" })).toBeVisible();
    const input = canvas.getByRole("textbox", { name: "Phone" });
    await expect(input).toHaveValue("(555)123");
    await expect(input).toHaveAccessibleDescription("Phone numbers should have 10 digits");
  },
};
