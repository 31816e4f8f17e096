import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button/Button.tsx";
import { Modal, type ModalProps } from "./Modal.tsx";

const meta = {
  title: "UI/Overlays/Modal",
  component: Modal,
  tags: ["autodocs"],
  args: {
    isOpen: false,
    onOpenChange: fn(),
    title: "Add employee",
    children: "The employee receives an email with a link to set a password.",
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

function WithTrigger(props: ModalProps) {
  const [isOpen, setOpen] = useState(props.isOpen);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Add employee</Button>
      <Modal
        {...props}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          props.onOpenChange(open);
        }}
        footer={({ close }) => (
          <>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button onPress={close}>Save</Button>
          </>
        )}
      />
    </>
  );
}

export const Documentation: Story = { render: (args) => <WithTrigger {...args} /> };

export const OpensTrapsFocusAndCloses: Story = {
  render: (args) => <WithTrigger {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    const trigger = canvas.getByRole("button", { name: "Add employee" });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const dialog = await body.findByRole("dialog", { name: "Add employee" });
    await expect(dialog).toHaveTextContent("The employee receives an email");
    // Tab cycles inside the dialog.
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  args: { isOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole("dialog", { name: "Add employee" });
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Close" })).toBeVisible());
    await waitFor(() => expect(within(dialog).getByRole("heading", { name: "Add employee" })).toBeVisible());
  },
};
