import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ImpersonationBanner } from "./ImpersonationBanner.tsx";
import { SessionExpiredDialog } from "./SessionExpiredDialog.tsx";

const meta = {
  title: "Shell/Impersonation/Banner",
  component: ImpersonationBanner,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  args: {
    userName: "Dana Whitfield",
    companyName: "Blue Ridge Freight",
    seconds: 600,
    restartKey: 0,
    onExpire: fn(),
    onLeave: fn(),
  },
} satisfies Meta<typeof ImpersonationBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Counting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText("You are impersonating Dana Whitfield (Blue Ridge Freight)."),
    ).toBeVisible();
    await expect(canvas.getByRole("timer")).toHaveTextContent(/^(10:00|09:5\d)$/);
    // The banner cannot be dismissed: Leave is its only button.
    await expect(canvas.getAllByRole("button").map((button) => button.textContent)).toEqual(["Leave"]);
    await userEvent.click(canvas.getByRole("button", { name: "Leave" }));
    await expect(args.onLeave).toHaveBeenCalled();
  },
};

export const AlmostOver: Story = {
  args: { seconds: 2 },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole("timer")).toHaveTextContent("00:02");
    await new Promise((resolve) => setTimeout(resolve, 2600));
    await expect(within(canvasElement).getByRole("timer")).toHaveTextContent("00:00");
    await expect(args.onExpire).toHaveBeenCalledTimes(1);
  },
};

export const Expired: Story = {
  render: () => <SessionExpiredDialog isOpen onRenew={fn()} onLeave={fn()} />,
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("alertdialog", {
      name: "Session has expired.",
    });
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Renew" })).toBeVisible());
    await expect(within(dialog).getByRole("button", { name: "Leave" })).toBeVisible();
  },
};

export const RenewFailed: Story = {
  render: () => (
    <SessionExpiredDialog
      isOpen
      onRenew={fn()}
      onLeave={fn()}
      error="There was a problem with communication"
    />
  ),
};
