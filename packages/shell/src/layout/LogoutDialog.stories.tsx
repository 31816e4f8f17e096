import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { LogoutDialog } from "./LogoutDialog.tsx";

const meta = {
  title: "Shell/Logout dialog",
  component: LogoutDialog,
  tags: ["autodocs"],
  args: { isOpen: true, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof LogoutDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole("alertdialog", { name: "Log out" });
    await waitFor(() => expect(within(dialog).getByText("Are you sure you want to log out?")).toBeVisible());
    await userEvent.click(within(dialog).getByRole("button", { name: "Yes" }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const No: Story = {
  play: async ({ args }) => {
    await userEvent.click(within(document.body).getByRole("button", { name: "No" }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};
