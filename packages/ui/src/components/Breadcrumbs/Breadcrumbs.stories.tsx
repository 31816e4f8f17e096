import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Breadcrumbs } from "./Breadcrumbs.tsx";

const meta = {
  title: "UI/Navigation/Breadcrumbs",
  component: Breadcrumbs,
  tags: ["autodocs"],
  args: {
    items: [
      { id: "companies", label: "Company List", href: "#/admin/company-list" },
      { id: "company", label: "Acme Freight", href: "#/admin/company-list/1" },
      { id: "job", label: "Edit address" },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = {};

export const CurrentPageIsMarked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole("navigation", { name: "Breadcrumbs" });
    await userEvent.tab();
    await expect(within(nav).getByRole("link", { name: "Company List" })).toHaveFocus();
    await userEvent.tab();
    await expect(within(nav).getByRole("link", { name: "Acme Freight" })).toHaveFocus();
    await expect(within(nav).getByText("Edit address")).toHaveAttribute("aria-current", "page");
  },
};
