import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Badge, badgeTones } from "./Badge.tsx";

const meta = {
  title: "UI/Display/Badge",
  component: Badge,
  tags: ["autodocs"],
  args: { children: "New", tone: "neutral" },
  argTypes: { tone: { control: "select", options: badgeTones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = {};

const AllTones = () => (
  <div style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
    {badgeTones.map((tone) => (
      <Badge key={tone} tone={tone}>
        {tone}
      </Badge>
    ))}
    <Badge tone="brand" label="3 new applicants">
      3
    </Badge>
  </div>
);

export const Tones: Story = {
  render: () => <AllTones />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("success")).toBeVisible();
    await expect(canvas.getByRole("img", { name: "3 new applicants" })).toHaveTextContent("3");
  },
};
