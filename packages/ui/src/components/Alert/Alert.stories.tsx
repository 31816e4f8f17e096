import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Alert, alertKinds } from "./Alert.tsx";

const meta = {
  title: "UI/Feedback/Alert",
  component: Alert,
  tags: ["autodocs"],
  args: { kind: "error", title: "Error", message: "Internal server error" },
  argTypes: { kind: { control: "select", options: alertKinds } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = {};

export const AllKinds: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 12 }}>
      <Alert kind="success" message="Updated successfully" />
      <Alert kind="info" title="Heads up" message="Your email client will open on a different window." />
      <Alert kind="warning" message="multimedia upload failed" />
      <Alert kind="error" title="Error" message="An error ocurred uploading image." />
      <Alert kind="none" message="Version 1.24.1" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("status")).toHaveLength(3);
    await expect(canvas.getAllByRole("alert")).toHaveLength(2);
    await expect(canvas.getByText("An error ocurred uploading image.")).toBeVisible();
    await expect(canvas.getByRole("img", { name: "success" })).toBeInTheDocument();
  },
};

export const Closable: Story = {
  args: { onClose: fn() },
  play: async ({ canvasElement, args }) => {
    const alert = await within(canvasElement).findByRole("alert");
    await expect(alert).toHaveTextContent("Internal server error");
    await userEvent.tab();
    await expect(within(alert).getByRole("button", { name: "Close" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
