import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Skeleton, skeletonShapes } from "./Skeleton.tsx";

const meta = {
  title: "UI/Feedback/Skeleton",
  component: Skeleton,
  tags: ["autodocs"],
  args: { shape: "text", lines: 3, label: "Loading jobs" },
  argTypes: { shape: { control: "select", options: skeletonShapes } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = {};

export const AnnouncesLoading: Story = {
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole("status");
    await expect(status).toHaveTextContent("Loading jobs");
  },
};

export const Circle: Story = { args: { shape: "circle", width: "3rem", lines: 1, label: "Loading avatar" } };
