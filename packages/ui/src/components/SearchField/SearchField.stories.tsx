import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { SearchField } from "./SearchField.tsx";

const meta = {
  title: "UI/Forms/SearchField",
  component: SearchField,
  args: { label: "Search companies", onSubmit: fn(), onClear: fn() },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = {};

/** Enter submits; Escape clears; the clear button appears once there is text. */
export const SubmitAndClear: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const box = canvas.getByRole("searchbox", { name: "Search companies" });
    await userEvent.keyboard("Acme");
    await userEvent.keyboard("{Enter}");
    await expect(args.onSubmit).toHaveBeenCalledWith("Acme");
    await expect(canvas.getByRole("button", { name: "Clear search" })).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await expect(box).toHaveValue("");
    await expect(args.onClear).toHaveBeenCalled();
    await expect(canvas.queryByRole("button", { name: "Clear search" })).toBeNull();
  },
};

export const HiddenLabel: Story = {
  args: { isLabelHidden: true, defaultValue: "truck" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("searchbox", { name: "Search companies" })).toHaveValue(
      "truck",
    );
  },
};
