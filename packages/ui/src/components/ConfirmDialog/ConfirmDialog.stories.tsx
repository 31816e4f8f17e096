import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button/Button.tsx";
import { ConfirmDialog, type ConfirmDialogProps } from "./ConfirmDialog.tsx";

const meta = {
  title: "UI/Overlays/ConfirmDialog",
  component: ConfirmDialog,
  tags: ["autodocs"],
  args: {
    isOpen: false,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: "Delete account",
    message: "Are you sure you want to delete your account?",
    isDestructive: true,
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

function DeleteAccount(props: ConfirmDialogProps) {
  const [isOpen, setOpen] = useState(props.isOpen);
  const [isPending, setPending] = useState(false);
  return (
    <>
      <Button variant="critical" onPress={() => setOpen(true)}>
        Delete account
      </Button>
      <ConfirmDialog
        {...props}
        isOpen={isOpen}
        isPending={isPending || props.isPending}
        onOpenChange={(open) => {
          setOpen(open);
          props.onOpenChange(open);
        }}
        onConfirm={() => {
          setPending(true);
          props.onConfirm();
        }}
      />
    </>
  );
}

export const Documentation: Story = { render: (args) => <DeleteAccount {...args} /> };

export const NoCloses: Story = {
  render: (args) => <DeleteAccount {...args} />,
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const dialog = await body.findByRole("alertdialog", { name: "Delete account" });
    await expect(within(dialog).getByRole("button", { name: "No" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(body.queryByRole("alertdialog")).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Open: Story = {
  args: { isOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("alertdialog", {
      name: "Delete account",
    });
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Yes" })).toBeVisible());
  },
};

export const YesConfirmsAndDisablesWhilePending: Story = {
  render: (args) => <DeleteAccount {...args} />,
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const dialog = await body.findByRole("alertdialog", { name: "Delete account" });
    await userEvent.tab();
    const yes = within(dialog).getByRole("button", { name: "Yes" });
    await expect(yes).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    // Pending: "Yes" keeps the focus, says it is loading and ignores further presses.
    const pending = await within(dialog).findByRole("button", { name: "Yes Loading" });
    await expect(pending).toHaveFocus();
    await expect(pending).toHaveAttribute("aria-disabled", "true");
    await userEvent.keyboard("{Enter}");
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    // Nothing is left in react-aria's global live announcer that could dangle once the dialog closes.
    await expect(document.querySelectorAll("[data-live-announcer] [aria-labelledby]")).toHaveLength(0);
    // "No" still closes the dialog while Yes is pending.
    await userEvent.keyboard("{Shift>}{Tab}{/Shift}");
    await expect(within(dialog).getByRole("button", { name: "No" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(body.queryByRole("alertdialog")).toBeNull());
  },
};
