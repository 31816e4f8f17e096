import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button/Button.tsx";
import { Dialog } from "./Dialog.tsx";

const meta = {
  title: "UI/Overlays/Dialog",
  component: Dialog,
  tags: ["autodocs"],
  args: {
    trigger: <Button variant="secondary">Invite</Button>,
    title: "Invite a colleague",
    children: "Your email client will open on a different window, you can close this dialog now.",
    footer: ({ close }) => <Button onPress={close}>Done</Button>,
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = {};

export const OpenAndCloseByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const dialog = await body.findByRole("dialog", { name: "Invite a colleague" });
    await expect(dialog).toHaveTextContent("Your email client will open on a different window");
    within(dialog).getByRole("button", { name: "Done" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(within(canvasElement).getByRole("button", { name: "Invite" })).toHaveFocus());
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    await within(canvasElement.ownerDocument.body).findByRole("dialog", { name: "Invite a colleague" });
  },
};
