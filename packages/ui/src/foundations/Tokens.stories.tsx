import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Layers, Radii, Shadows, Spacing, Typography } from "./Tokens.tsx";

const meta = {
  title: "Foundations/Tokens",
  component: Typography,
  tags: ["!autodocs"],
} satisfies Meta<typeof Typography>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TypeScale: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table", { name: "Font sizes" });
    await expect(within(table).getByRole("rowheader", { name: "fontSize.xxxl" })).toBeVisible();
  },
};

export const SpacingScale: Story = {
  render: () => <Spacing />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table", { name: "Spacing" });
    await expect(within(table).getAllByRole("row")).toHaveLength(10);
  },
};

export const RadiiAndShadows: Story = {
  render: () => (
    <>
      <Radii />
      <Shadows />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("table", { name: "Radii" })).toBeVisible();
    await expect(canvas.getByRole("rowheader", { name: "shadow.lg" })).toBeVisible();
  },
};

export const LayersMotionBreakpoints: Story = {
  render: () => <Layers />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table", { name: "Layers, motion and breakpoints" });
    await expect(within(table).getByRole("row", { name: "breakpoints.desktop 1230px" })).toBeVisible();
  },
};
