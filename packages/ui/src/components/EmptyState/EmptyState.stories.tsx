import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { usersIcon } from "../Icon/icons.tsx";
import { EmptyState } from "./EmptyState.tsx";

const meta = {
  title: "UI/Display/EmptyState",
  component: EmptyState,
  tags: ["autodocs"],
  args: { title: "No results found", description: "Try another search or remove some filters." },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = {};

export const ShowsTheMessage: Story = {
  args: { title: "There are no subscriptions.", description: undefined, icon: usersIcon },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "There are no subscriptions." })).toBeVisible();
  },
};
