import { productName, WayOutText } from "@haulboard/shell";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { DeletedMembersView } from "./DeletedMembersView.tsx";

const meta = {
  title: "Members/Deleted account",
  component: DeletedMembersView,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof DeletedMembersView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Your account has been deleted." }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        "We're sorry to see you go, remember you're welcome to come back any time and keep enjoying the community and benefits.",
      ),
    ).toBeVisible();
    // Not a dead end: the brand, and the way to sign in again.
    await expect(canvas.getByRole("link", { name: productName })).toBeVisible();
    await expect(canvas.getByRole("link", { name: WayOutText.signIn })).toHaveAttribute("href", "/login");
  },
};
