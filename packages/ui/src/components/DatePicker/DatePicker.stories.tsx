import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { DatePicker } from "./DatePicker.tsx";

const meta = {
  title: "UI/Forms/DatePicker",
  component: DatePicker,
  args: { label: "Publish on", onChange: fn() },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = { args: { defaultValue: "2026-11-22" } };

/** Open the calendar from the keyboard, move a week on, choose with Enter. */
export const ChooseFromCalendar: Story = {
  args: { defaultValue: "2026-11-10" },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const button = canvas.getByRole("button", { name: /Choose date/ });
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const dialog = await within(document.body).findByRole("dialog");
    await expect(within(dialog).getByRole("heading", { name: "November 2026" })).toBeVisible();
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onChange).toHaveBeenLastCalledWith("2026-11-17");
    await expect(within(document.body).queryByRole("dialog")).toBeNull();
  },
};

/** Dates outside minValue / maxValue cannot be chosen. */
export const WithBounds: Story = {
  args: { defaultValue: "2026-11-10", minValue: "2026-11-05", maxValue: "2026-11-20" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: /Choose date/ }));
    const dialog = await within(document.body).findByRole("dialog");
    const cell = within(dialog).getByRole("button", { name: /November 4, 2026/ });
    await expect(cell).toHaveAttribute("aria-disabled", "true");
    await userEvent.keyboard("{Escape}");
  },
};
