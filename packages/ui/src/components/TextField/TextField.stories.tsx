import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { TextField, textFieldTypes } from "./TextField.tsx";

const meta = {
  title: "UI/Forms/TextField",
  component: TextField,
  args: { label: "Email", onChange: fn() },
  argTypes: { type: { control: "select", options: textFieldTypes } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = {
  args: { description: "We send the job alerts here.", placeholder: "name@company.com" },
};

export const States: Story = {
  render: () => (
    <div style={{ display: "grid", gap: "1rem", maxWidth: "24rem" }}>
      <TextField label="First name" defaultValue="Dana" />
      <TextField label="Required" isRequired />
      <TextField label="Disabled" isDisabled defaultValue="Read me" />
      <TextField label="Read only" isReadOnly defaultValue="Fixed" />
      <TextField label="Invalid" isInvalid errorMessage="Needs to be a valid email" defaultValue="dana@" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: "Disabled" })).toBeDisabled();
    await expect(canvas.getByRole("textbox", { name: "Invalid" })).toHaveAccessibleDescription(
      "Needs to be a valid email",
    );
    await expect(canvas.getByRole("textbox", { name: /Required/ })).toBeRequired();
  },
};

export const TypeWithKeyboard: Story = {
  args: { description: "We send the job alerts here." },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const input = canvas.getByRole("textbox", { name: "Email" });
    await expect(input).toHaveFocus();
    await expect(input).toHaveAccessibleDescription("We send the job alerts here.");
    await userEvent.keyboard("dana@haulboard.test");
    await expect(input).toHaveValue("dana@haulboard.test");
    await expect(args.onChange).toHaveBeenLastCalledWith("dana@haulboard.test");
  },
};

/** `validate` runs on commit; its message appears under the field and describes the input. */
export const ValidationMessage: Story = {
  args: {
    validationBehavior: "aria",
    validate: (value: string) => (value.includes("@") ? null : "Needs to be a valid email"),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard("dana");
    const input = canvas.getByRole("textbox", { name: "Email" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(await canvas.findByText("Needs to be a valid email")).toBeVisible();
    await userEvent.keyboard("@haulboard.test");
    await expect(input).not.toHaveAttribute("aria-invalid");
  },
};
