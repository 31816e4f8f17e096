import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ProgressBar, progressTones } from "./ProgressBar.tsx";

const meta = {
  title: "UI/Feedback/ProgressBar",
  component: ProgressBar,
  tags: ["autodocs"],
  args: { label: "Uploading video", value: 40 },
  argTypes: { tone: { control: "select", options: progressTones }, value: { control: { type: "range" } } },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = {};

export const ReportsItsValue: Story = {
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole("progressbar", { name: "Uploading video" });
    await expect(bar).toHaveAttribute("aria-valuenow", "40");
    await expect(bar).toHaveTextContent("40%");
  },
};

export const CustomValueText: Story = {
  args: { label: "Files", value: 3, maxValue: 10, valueLabel: "3 of 10 files", tone: "success" },
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole("progressbar", { name: "Files" });
    await expect(bar).toHaveAttribute("aria-valuetext", "3 of 10 files");
  },
};
