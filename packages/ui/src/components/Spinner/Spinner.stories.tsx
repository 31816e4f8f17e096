import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Spinner, spinnerSizes } from "./Spinner.tsx";

const meta = {
  title: "UI/Feedback/Spinner",
  component: Spinner,
  tags: ["autodocs"],
  args: { label: "Loading", size: "medium", showLabel: false },
  argTypes: { size: { control: "select", options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = {};

export const AnnouncedAsProgress: Story = {
  args: { label: "Loading jobs" },
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole("progressbar", { name: "Loading jobs" });
    await expect(bar).not.toHaveAttribute("aria-valuenow");
  },
};

export const WithVisibleLabel: Story = {
  args: { label: "...loading", showLabel: true, size: "small" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("...loading")).toBeVisible();
    await expect(canvas.getByRole("progressbar", { name: "...loading" })).toBeInTheDocument();
  },
};
