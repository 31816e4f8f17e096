import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { boltIcon, copyIcon, editIcon, trashIcon } from "../Icon/icons.tsx";
import { Menu } from "./Menu.tsx";

const meta = {
  title: "UI/Overlays/Menu",
  component: Menu,
  tags: ["autodocs"],
  args: {
    label: "Job actions",
    onAction: fn(),
    items: [
      { id: "edit", label: "Edit", icon: editIcon },
      { id: "duplicate", label: "Duplicate", icon: copyIcon },
      { id: "boost", label: "Boost", icon: boltIcon, isDisabled: true },
      { id: "delete", label: "Delete", icon: trashIcon, isDanger: true },
    ],
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = {};

export const ChooseWithArrowKeys: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(within(canvasElement).getByRole("button", { name: "Job actions" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const menu = await body.findByRole("menu", { name: "Job actions" });
    await waitFor(() => expect(within(menu).getByRole("menuitem", { name: "Edit" })).toHaveFocus());
    await expect(within(menu).getByRole("menuitem", { name: "Boost" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    // Down skips the disabled Boost.
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(within(menu).getByRole("menuitem", { name: "Delete" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onAction).toHaveBeenCalledWith("delete");
    await waitFor(() => expect(body.queryByRole("menu")).toBeNull());
  },
};

/** ArrowUp opens the menu on its last item; Escape closes it and puts focus back on the trigger. */
export const ArrowUpOpensOnLastItem: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole("button", { name: "Job actions" });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await userEvent.tab();
    await userEvent.keyboard("{ArrowUp}");
    const menu = await body.findByRole("menu", { name: "Job actions" });
    await waitFor(() => expect(within(menu).getByRole("menuitem", { name: "Delete" })).toHaveFocus());
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(trigger).toHaveAttribute("aria-controls", menu.id);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("menu")).toBeNull());
    // React Aria gives the focus back on the frame after the menu closes (later on two busy cores).
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** A click opens the menu and a click on an item chooses it; focus returns to the trigger. */
export const ChooseWithPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole("button", { name: "Job actions" });
    await userEvent.click(trigger);
    const menu = await body.findByRole("menu", { name: "Job actions" });
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Duplicate" }));
    await expect(args.onAction).toHaveBeenCalledWith("duplicate");
    await waitFor(() => expect(body.queryByRole("menu")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
