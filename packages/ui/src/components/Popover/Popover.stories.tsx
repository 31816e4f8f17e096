import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button/Button.tsx";
import { Popover, popoverPlacements } from "./Popover.tsx";

const meta = {
  title: "UI/Overlays/Popover",
  component: Popover,
  tags: ["autodocs"],
  args: {
    trigger: <Button variant="secondary">Companies</Button>,
    title: "Please select",
    children: "Select the company and user you want to impersonate",
  },
  argTypes: { placement: { control: "select", options: popoverPlacements } },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = {};

export const OpensAndClosesByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    const trigger = within(canvasElement).getByRole("button", { name: "Companies" });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const dialog = await body.findByRole("dialog", { name: "Please select" });
    await expect(dialog).toHaveTextContent("Select the company and user you want to impersonate");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const OpenDark: Story = {
  args: { isOpen: true },
  globals: { theme: "dark" },
  play: async ({ canvasElement }) => {
    await within(canvasElement.ownerDocument.body).findByRole("dialog", { name: "Please select" });
  },
};
