import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Switch } from "./Switch.tsx";

const meta = {
  title: "UI/Forms/Switch",
  component: Switch,
  args: { children: "Second chance company", onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = {};

/** Space turns it on and off. */
export const ToggleWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole("switch", { name: "Second chance company" });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(" ");
    await expect(toggle).not.toBeChecked();
  },
};

export const States: Story = {
  render: () => (
    <div style={{ display: "grid", gap: "0.75rem" }}>
      <Switch>Off</Switch>
      <Switch defaultSelected>On</Switch>
      <Switch isDisabled>Disabled</Switch>
      <Switch isDisabled defaultSelected>
        Disabled on
      </Switch>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("switch", { name: "On" })).toBeChecked();
    await expect(canvas.getByRole("switch", { name: "Disabled" })).toBeDisabled();
  },
};
