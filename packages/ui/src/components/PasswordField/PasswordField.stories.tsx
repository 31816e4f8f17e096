import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { PasswordField } from "./PasswordField.tsx";

const meta = {
  title: "UI/Forms/PasswordField",
  component: PasswordField,
  args: { label: "Password" },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = {
  args: { description: "At least 8 characters.", autoComplete: "new-password" },
};

/** Type, then reveal with the keyboard: the toggle says what it will do and reports its state. */
export const ShowAndHide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard("S3cret!pw");
    const input = canvas.getByLabelText("Password");
    await expect(input).toHaveAttribute("type", "password");
    await userEvent.tab();
    const toggle = canvas.getByRole("button", { name: "Show password" });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("textbox", { name: "Password" })).toHaveValue("S3cret!pw");
    const hide = canvas.getByRole("button", { name: "Hide password" });
    await expect(hide).toHaveAttribute("aria-pressed", "true");
    await userEvent.keyboard(" ");
    await expect(canvas.getByLabelText("Password")).toHaveAttribute("type", "password");
  },
};

export const Invalid: Story = {
  args: {
    isInvalid: true,
    errorMessage: "Password is too short - It should be at least 8 characters.",
    defaultValue: "abc",
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText("Password")).toHaveAccessibleDescription(
      "Password is too short - It should be at least 8 characters.",
    );
  },
};
