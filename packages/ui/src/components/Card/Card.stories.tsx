import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Link } from "../Link/Link.tsx";
import { StatusPill } from "../StatusPill/StatusPill.tsx";
import { Card, cardVariants } from "./Card.tsx";

const meta = {
  title: "UI/Display/Card",
  component: Card,
  tags: ["autodocs"],
  args: {
    title: "Flatbed driver — Dallas, TX",
    subtitle: "Posted 04/02/2026",
    variant: "outlined",
    children: "Home weekly. 2 years of experience required.",
  },
  argTypes: { variant: { control: "select", options: cardVariants } },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = {};

export const NamedRegion: Story = {
  args: {
    actions: <StatusPill status="POSTED" />,
    footer: <Link href="#job">View job</Link>,
    variant: "raised",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole("region", { name: "Flatbed driver — Dallas, TX" });
    await expect(within(region).getByRole("heading", { level: 2 })).toBeVisible();
    await expect(within(region).getByText("POSTED")).toBeVisible();
    await expect(within(region).getByRole("link", { name: "View job" })).toBeVisible();
  },
};
