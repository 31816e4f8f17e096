import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { buttonSizes, buttonVariants } from "../Button/Button.tsx";
import { iconNames } from "../Icon/Icon.tsx";
import { IconButton } from "./IconButton.tsx";

const meta = {
  title: "UI/Actions/IconButton",
  component: IconButton,
  args: { icon: "close", label: "Close", onPress: fn() },
  argTypes: {
    icon: { control: "select", options: iconNames },
    variant: { control: "inline-radio", options: buttonVariants },
    size: { control: "inline-radio", options: buttonSizes },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: "flex", gap: "0.75rem", alignItems: "center" }}>
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
      <IconButton {...args} icon="trash" label="Delete" isDisabled />
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

export const DarkTheme: Story = { ...Variants, globals: { theme: "dark" } };
