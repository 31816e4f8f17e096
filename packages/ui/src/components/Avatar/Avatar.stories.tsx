import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { Avatar, avatarSizes, initialsOf } from "./Avatar.tsx";

const meta = {
  title: "UI/Display/Avatar",
  component: Avatar,
  tags: ["autodocs"],
  args: { name: "Ada Lovelace", size: "medium" },
  argTypes: { size: { control: "inline-radio", options: avatarSizes } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = {};

export const InitialsFallback: Story = {
  args: { src: "/does-not-exist.png" },
  play: async ({ canvasElement }) => {
    const avatar = await within(canvasElement).findByRole("img", { name: "Ada Lovelace" });
    await waitFor(() => expect(avatar).toHaveTextContent("AL"));
    await expect(initialsOf("  cher ")).toBe("C");
  },
};
