import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Select } from "./Select.tsx";

const timezones = [
  { id: "US/Eastern", label: "US/Eastern" },
  { id: "US/Central", label: "US/Central" },
  { id: "US/Mountain", label: "US/Mountain" },
  { id: "US/Pacific", label: "US/Pacific" },
] as const;

const meta = {
  title: "UI/Forms/Select",
  component: Select,
  args: { label: "Timezone", options: timezones, onChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = { args: { description: "Used for job posting times." } };

/** Enter opens the list, arrows move, Enter chooses and closes; the button shows the choice. */
export const ChooseWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const trigger = canvas.getByRole("button", { name: /Timezone/ });
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveTextContent("Select an option");
    await userEvent.keyboard("{Enter}");
    const list = await within(document.body).findByRole("listbox");
    await expect(within(list).getAllByRole("option")).toHaveLength(4);
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    await expect(args.onChange).toHaveBeenLastCalledWith("US/Mountain");
    await expect(trigger).toHaveTextContent("US/Mountain");
    await expect(within(document.body).queryByRole("listbox")).toBeNull();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: "Timezone is required" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = canvas.getByText("Timezone is required");
    await expect(message).toBeVisible();
    // The box turns red as a text box does: its border takes the error text's colour.
    const trigger = canvas.getByRole("button", { name: /Timezone/ });
    await waitFor(() =>
      expect(getComputedStyle(trigger).borderTopColor).toBe(getComputedStyle(message).color),
    );
  },
};

export const Chosen: Story = { args: { defaultValue: "US/Pacific" } };
