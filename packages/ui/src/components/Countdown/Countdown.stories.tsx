import { formatCountdown } from "@haulboard/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { Countdown } from "./Countdown.tsx";

const meta = {
  title: "UI/Feedback/Countdown",
  component: Countdown,
  tags: ["autodocs"],
  args: { seconds: 600, label: "Session expires in", onComplete: fn() },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = {};

export const StartsAtTenMinutes: Story = {
  args: { isPaused: true },
  play: async ({ canvasElement }) => {
    const timer = await within(canvasElement).findByRole("timer");
    await expect(timer).toHaveTextContent("10:00");
    await expect(formatCountdown(59)).toBe("00:59");
    await expect(formatCountdown(0)).toBe("00:00");
  },
};

export const CountsDownAndCompletes: Story = {
  args: { seconds: 2, label: undefined },
  play: async ({ canvasElement, args }) => {
    const timer = await within(canvasElement).findByRole("timer");
    await expect(timer).toHaveTextContent("00:02");
    await waitFor(() => expect(timer).toHaveTextContent("00:01"), { timeout: 1500 });
    await waitFor(() => expect(timer).toHaveTextContent("00:00"), { timeout: 1500 });
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledTimes(1));
  },
};
