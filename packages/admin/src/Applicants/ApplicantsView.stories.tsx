import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { drivers } from "../testing/fixtures.ts";
import { UserManagementLayout } from "../UserManagement/UserManagementLayout.tsx";
import { ApplicantsView } from "./ApplicantsView.tsx";

const meta = {
  title: "Admin/User Management/Applicants",
  component: ApplicantsView,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  decorators: [
    (Story) => (
      <UserManagementLayout current="applicants">
        <Story />
      </UserManagementLayout>
    ),
  ],
  args: { applicants: drivers, total: 300, onQueryChange: fn() },
} satisfies Meta<typeof ApplicantsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Applicants" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByText("1–10 of 300")).toBeInTheDocument();
  },
};
export const Empty: Story = {
  args: { applicants: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("There are no applicants.")).toBeVisible();
  },
};
export const Loading: Story = { args: { applicants: [], total: 0, isLoading: true } };
export const ServerError: Story = { args: { applicants: [], total: 0, error: "Internal server error" } };
