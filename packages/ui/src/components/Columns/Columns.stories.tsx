import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Box } from "../Box/Box.tsx";
import { Columns, columnsCollapsePoints } from "./Columns.tsx";

const meta = {
  title: "UI/Layout/Columns",
  component: Columns,
  args: {
    widths: ["2fr", "1fr"],
    children: [
      <Box key="main" padding="lg" background="brandSubtle" borderRadius="sm">
        Job details
      </Box>,
      <Box key="side" padding="lg" background="surfaceSunken" borderRadius="sm">
        Summary
      </Box>,
    ],
  },
  argTypes: { collapseBelow: { control: "inline-radio", options: columnsCollapsePoints } },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = {};

/** Side by side above the breakpoint; below it (here: never reached) they would stack. */
export const SideBySide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByText("Job details").getBoundingClientRect();
    const side = canvas.getByText("Summary").getBoundingClientRect();
    await expect(main.top).toBe(side.top);
    await expect(main.width / side.width).toBeCloseTo(2, 0);
  },
};

/** `collapseBelow="largeLaptop"` stacks them on anything narrower than 1440px. */
export const Collapsed: Story = {
  args: { collapseBelow: "largeLaptop" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByText("Job details").getBoundingClientRect();
    const side = canvas.getByText("Summary").getBoundingClientRect();
    if (window.innerWidth < 1440) await expect(side.top).toBeGreaterThan(main.top);
    else await expect(side.top).toBe(main.top);
  },
};
