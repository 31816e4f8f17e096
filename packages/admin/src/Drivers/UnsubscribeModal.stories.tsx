import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { UnsubscribeModal } from "./UnsubscribeModal.tsx";

const meta = {
  title: "Admin/User Management/Unsubscribe",
  component: UnsubscribeModal,
  tags: ["autodocs"],
  args: { isOpen: true, onOpenChange: fn(), onUnsubscribe: fn() },
} satisfies Meta<typeof UnsubscribeModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);

export const Confirmation: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole("dialog", { name: "Confirmation" });
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Confirm" })).toBeVisible());
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const ReasonRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    await userEvent.click(
      within(await body.findByRole("dialog", { name: "Confirmation" })).getByRole("button", {
        name: "Confirm",
      }),
    );
    const dialog = await body.findByRole("dialog", { name: "Reason" });
    const radios = within(dialog).getAllByRole("radio");
    await expect(radios.map((radio) => radio.closest("label")?.textContent)).toEqual([
      "No longer want the service",
      "Unhappy with the coverage",
      "Other",
    ]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Unsubscribe" }));
    await expect(within(dialog).getByText("Select a reason")).toBeInTheDocument();
    await expect(args.onUnsubscribe).not.toHaveBeenCalled();
  },
};

export const OtherWithText: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    await userEvent.click(
      within(await body.findByRole("dialog", { name: "Confirmation" })).getByRole("button", {
        name: "Confirm",
      }),
    );
    const dialog = await body.findByRole("dialog", { name: "Reason" });
    const inside = within(dialog);
    await userEvent.click(inside.getByRole("radio", { name: "Other" }));
    await userEvent.click(inside.getByRole("button", { name: "Unsubscribe" }));
    await expect(inside.getByText("Tell us your reason")).toBeInTheDocument();
    const box = inside.getByRole("textbox", { name: /Tell us more/ });
    await userEvent.type(box, "Moving to a fleet plan");
    await userEvent.click(inside.getByRole("button", { name: "Unsubscribe" }));
    await expect(args.onUnsubscribe).toHaveBeenCalledWith("Moving to a fleet plan");
  },
};

export const OtherLimitedTo250: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(
      within(await body.findByRole("dialog", { name: "Confirmation" })).getByRole("button", {
        name: "Confirm",
      }),
    );
    const inside = within(await body.findByRole("dialog", { name: "Reason" }));
    await userEvent.click(inside.getByRole("radio", { name: "Other" }));
    const box = inside.getByRole("textbox", { name: /Tell us more/ });
    await userEvent.click(box);
    await userEvent.paste("x".repeat(300));
    await expect((box as HTMLTextAreaElement).value).toHaveLength(250);
  },
};

export const Pending: Story = { args: { isPending: true } };
