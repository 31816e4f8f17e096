import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { CancelRenewalModal } from "./CancelRenewalModal.tsx";

const meta = {
  title: "Company/Posted Jobs/Cancel renewal",
  component: CancelRenewalModal,
  tags: ["autodocs"],
  args: { jobTitle: "OTR Flatbed Driver", isOpen: true, onOpenChange: fn(), onCancelRenewal: fn() },
} satisfies Meta<typeof CancelRenewalModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (element: HTMLElement) =>
  within(element.ownerDocument.body).findByRole("dialog", { name: "Cancel renewal: OTR Flatbed Driver" });

/** An employer's reasons, not the drivers' subscription ones (issue 35 item 20). */
export const EmployerReasons: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    const radios = dialog.getAllByRole("radio");
    await expect(radios.map((radio) => radio.closest("label")?.textContent)).toEqual([
      "The position is filled",
      "Too few applicants",
      "The cost is too high",
      "Other",
    ]);
    await userEvent.click(dialog.getByRole("radio", { name: "Too few applicants" }));
    await userEvent.click(dialog.getByRole("button", { name: "Cancel renewal" }));
    await expect(args.onCancelRenewal).toHaveBeenCalledWith("Too few applicants");
  },
};

export const ReasonRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole("button", { name: "Cancel renewal" }));
    await expect(dialog.getByText("Select a reason")).toBeInTheDocument();
    await expect(args.onCancelRenewal).not.toHaveBeenCalled();
  },
};

export const OtherWithText: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole("radio", { name: "Other" }));
    await userEvent.type(dialog.getByRole("textbox", { name: /Your reason/ }), "Season is over");
    await userEvent.click(dialog.getByRole("button", { name: "Cancel renewal" }));
    await expect(args.onCancelRenewal).toHaveBeenCalledWith("Season is over");
  },
};

export const Saving: Story = {
  args: { isPending: true },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByRole("button", { name: "Keep renewal" })).toBeDisabled();
  },
};
