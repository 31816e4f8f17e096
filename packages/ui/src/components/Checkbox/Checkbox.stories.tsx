import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Checkbox } from "./Checkbox.tsx";

const meta = {
  title: "UI/Forms/Checkbox",
  component: Checkbox,
  args: { children: "Send me emails and text messages", defaultSelected: true, onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = {};

export const States: Story = {
  render: () => (
    <div style={{ display: "grid", gap: "0.75rem" }}>
      <Checkbox>Unchecked</Checkbox>
      <Checkbox defaultSelected>Checked</Checkbox>
      <Checkbox isIndeterminate>Some selected</Checkbox>
      <Checkbox isDisabled>Disabled</Checkbox>
      <Checkbox isDisabled defaultSelected>
        Disabled and checked
      </Checkbox>
      <Checkbox isInvalid>Invalid</Checkbox>
      <Checkbox description="You can change this later in Settings.">With a description</Checkbox>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("checkbox", { name: "Checked" })).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "Some selected" })).toBePartiallyChecked();
    await expect(canvas.getByRole("checkbox", { name: "Disabled" })).toBeDisabled();
  },
};

/** Space toggles the focused checkbox. */
export const ToggleWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole("checkbox", { name: "Send me emails and text messages" });
    await expect(box).toBeChecked();
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};
