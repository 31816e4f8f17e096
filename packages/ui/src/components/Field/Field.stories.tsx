import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { TextField } from "../TextField/TextField.tsx";

/**
 * Field parts (`FieldLabel`, `FieldDescription`, `FieldError`, `FieldHelp`) give every form control
 * the same label, help text and error. The stories show them through TextField; custom controls
 * built on a RAC field reuse the same parts.
 */
const meta = {
  title: "UI/Forms/Field",
  component: TextField,
  args: {
    label: "Company name",
    description: "As it appears on invoices.",
    errorMessage: "Needs to be a valid name",
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = {};

/** The label names the input; description and error describe it; a required mark is drawn. */
export const LabelDescriptionError: Story = {
  args: { isRequired: true, isInvalid: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Company name" });
    await expect(input).toHaveAccessibleDescription("As it appears on invoices. Needs to be a valid name");
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute("aria-invalid", "true");
  },
};
