import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { buttonSizes, buttonVariants } from "../Button/Button.tsx";
import { iconByName } from "../Icon/iconSet.ts";
import { closeIcon, trashIcon } from "../Icon/icons.tsx";
import { IconButton } from "./IconButton.tsx";

const meta = {
  title: "UI/Actions/IconButton",
  component: IconButton,
  args: { icon: closeIcon, label: "Close", onPress: fn() },
  argTypes: {
    icon: { control: "select", options: Object.keys(iconByName), mapping: iconByName },
    variant: { control: "inline-radio", options: buttonVariants },
    size: { control: "inline-radio", options: buttonSizes },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: "flex", flexWrap: "wrap", gap: "0.75rem", alignItems: "center" }}>
      {buttonVariants.map((variant) =>
        buttonSizes.map((size) => (
          <IconButton
            key={variant + size}
            {...args}
            variant={variant}
            size={size}
            label={`${variant} ${size}`}
          />
        )),
      )}
      <IconButton {...args} icon={trashIcon} label="Delete" isDisabled />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "critical large" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Delete" })).toBeDisabled();
  },
};

/** The label is the accessible name; Enter presses it. */
export const PressWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole("button", { name: "Close" });
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
