import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Button } from "../Button/Button.tsx";
import { PageHeader } from "./PageHeader.tsx";

const meta = {
  title: "UI/Layout/PageHeader",
  component: PageHeader,
  tags: ["autodocs"],
  args: { title: "Company List" },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("heading", { level: 1, name: "Company List" }),
    ).toBeVisible();
  },
};

export const WithSubtitleAndAction: Story = {
  args: {
    title: "Driver List",
    subtitle: "Manage drivers subscriptions",
    actions: <Button>Create admin</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Manage drivers subscriptions")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Create admin" })).toBeVisible();
  },
};

/** A name with no space to break at wraps inside the page, never past it. */
export const LongTitle: Story = {
  args: { title: "Interstate-and-regional-flatbed-haulers-association-weekly-bulletin-archive" },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole("heading", { level: 1 });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
  },
};
