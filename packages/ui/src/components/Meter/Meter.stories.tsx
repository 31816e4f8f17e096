import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Meter } from "./Meter.tsx";

const meta = {
  title: "UI/Feedback/Meter",
  component: Meter,
  tags: ["autodocs"],
  args: { label: "Job slots used", value: 6, maxValue: 10, valueLabel: "6 of 10" },
} satisfies Meta<typeof Meter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = {};

export const ReportsItsValue: Story = {
  play: async ({ canvasElement }) => {
    const meter = await within(canvasElement).findByRole("meter", { name: "Job slots used" });
    await expect(meter).toHaveAttribute("aria-valuenow", "6");
    await expect(meter).toHaveAttribute("aria-valuetext", "6 of 10");
    await expect(meter).toHaveAttribute("data-level", "normal");
  },
};

export const NearlyFull: Story = {
  args: { value: 9, valueLabel: "9 of 10" },
  play: async ({ canvasElement }) => {
    const meter = await within(canvasElement).findByRole("meter", { name: "Job slots used" });
    await expect(meter).toHaveAttribute("data-level", "warning");
  },
};
