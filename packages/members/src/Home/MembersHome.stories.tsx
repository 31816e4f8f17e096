import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { MembersHome } from "./MembersHome.tsx";

const meta = {
  title: "Members/Home",
  component: MembersHome,
  tags: ["autodocs"],
} satisfies Meta<typeof MembersHome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  },
};

export const Mobile: Story = { ...Default, globals: { viewport: { value: "mobile" } } };
export const Tablet: Story = { ...Default, globals: { viewport: { value: "tablet" } } };
export const Desktop: Story = { ...Default, globals: { viewport: { value: "desktop" } } };
export const LargeLaptop: Story = { ...Default, globals: { viewport: { value: "largeLaptop" } } };
