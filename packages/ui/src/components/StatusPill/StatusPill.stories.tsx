import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { jobStatuses, StatusPill } from "./StatusPill.tsx";

const meta = {
  title: "UI/Display/StatusPill",
  component: StatusPill,
  tags: ["autodocs"],
  args: { status: "POSTED" },
  argTypes: { status: { control: "select", options: jobStatuses } },
} satisfies Meta<typeof StatusPill>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = {};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: "flex", flexWrap: "wrap", gap: 8 }}>
      {jobStatuses.map((status) => (
        <StatusPill key={status} status={status} />
      ))}
      <StatusPill status="POSTED" label="Active" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const status of jobStatuses) await expect(canvas.getByText(status)).toBeVisible();
    await expect(canvas.getByText("Active")).toHaveAttribute("data-status", "POSTED");
  },
};
