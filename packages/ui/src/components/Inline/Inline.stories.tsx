import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { spaceScale } from "../../theme/tokens.ts";
import { Button } from "../Button/Button.tsx";
import { Inline, inlineAlignments, inlineVerticalAlignments } from "./Inline.tsx";

const meta = {
  title: "UI/Layout/Inline",
  component: Inline,
  args: {
    space: "sm",
    children: [
      <Button key="a" variant="secondary">
        Cancel
      </Button>,
      <Button key="b">Save</Button>,
    ],
  },
  argTypes: {
    space: { control: "select", options: spaceScale },
    align: { control: "inline-radio", options: inlineAlignments },
    alignY: { control: "inline-radio", options: inlineVerticalAlignments },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = {};

/** `align="end"` pushes the row to the right edge, as in form footers. */
export const AlignedEnd: Story = {
  args: { align: "end" },
  play: async ({ canvasElement }) => {
    const save = within(canvasElement).getByRole("button", { name: "Save" });
    const row = save.parentElement!.getBoundingClientRect();
    await expect(Math.round(row.right - save.getBoundingClientRect().right)).toBe(0);
  },
};
