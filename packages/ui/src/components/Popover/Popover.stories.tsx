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

export const Open: Story = {
  args: { isOpen: true },
  play: async ({ canvasElement }) => {
    await within(canvasElement.ownerDocument.body).findByRole("dialog", { name: "Please select" });
  },
};

export const TogglesByPointer: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole("button", { name: "Companies" });
    await expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(trigger);
    const dialog = await body.findByRole("dialog", { name: "Please select" });
    await expect(trigger).toHaveAttribute("aria-controls", dialog.id);
    // A second press on the trigger closes it (and does not reopen it).
    await userEvent.click(trigger);
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    // A press outside closes it too.
    await userEvent.click(trigger);
    await body.findByRole("dialog", { name: "Please select" });
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
  },
};

export const ClosesFromItsContent: Story = {
  args: {
    children: ({ close }) => (
      <Button variant="secondary" onPress={close}>
        Done
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole("button", { name: "Companies" });
    await userEvent.click(trigger);
    const dialog = await body.findByRole("dialog", { name: "Please select" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  },
};
