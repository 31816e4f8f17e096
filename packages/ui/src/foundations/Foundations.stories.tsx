import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Swatches } from "./Swatches.tsx";

const meta = {
  title: "Foundations/Colours",
  component: Swatches,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Swatches>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Colour roles" })).toBeVisible();
    await expect(canvas.getByRole("listitem", { name: "brand" })).toBeVisible();
  },
};
