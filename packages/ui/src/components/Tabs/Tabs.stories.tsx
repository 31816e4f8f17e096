import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Tabs } from "./Tabs.tsx";

const meta = {
  title: "UI/Navigation/Tabs",
  component: Tabs,
  tags: ["autodocs"],
  args: {
    label: "User management",
    onSelectionChange: fn(),
    items: [
      { id: "applicants", title: "Applicants", content: "Applicants of every company." },
      { id: "drivers", title: "Drivers", content: "Manage drivers subscriptions" },
      { id: "admins", title: "Admins", content: "Internal administrators." },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = {};

export const ArrowKeysSwitchTabs: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const applicants = canvas.getByRole("tab", { name: "Applicants" });
    await expect(applicants).toHaveFocus();
    await expect(applicants).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowRight}");
    const drivers = canvas.getByRole("tab", { name: "Drivers" });
    await expect(drivers).toHaveFocus();
    await expect(drivers).toHaveAttribute("aria-selected", "true");
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith("drivers");
    await expect(canvas.getByRole("tabpanel", { name: "Drivers" })).toHaveTextContent(
      "Manage drivers subscriptions",
    );
    await userEvent.keyboard("{End}");
    await expect(canvas.getByRole("tab", { name: "Admins" })).toHaveFocus();
  },
};
