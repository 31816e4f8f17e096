import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { boltIcon } from "../Icon/icons.tsx";
import { IconButton } from "../IconButton/IconButton.tsx";
import { Tooltip, tooltipPlacements } from "./Tooltip.tsx";

const meta = {
  title: "UI/Overlays/Tooltip",
  component: Tooltip,
  tags: ["autodocs"],
  args: {
    children: <IconButton icon={boltIcon} label="Boost" />,
    content: "Boost puts the job at the top of search results",
  },
  argTypes: { placement: { control: "select", options: tooltipPlacements } },
  parameters: { layout: "centered" },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = {};

export const ShowsOnKeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    const button = within(canvasElement).getByRole("button", { name: "Boost" });
    await expect(button).toHaveFocus();
    const tooltip = await body.findByRole("tooltip");
    await expect(tooltip).toHaveTextContent("Boost puts the job at the top of search results");
    await expect(button).toHaveAttribute("aria-describedby", tooltip.id);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("tooltip")).toBeNull());
  },
};

export const Open: Story = {
  args: { isOpen: true },
  play: async ({ canvasElement }) => {
    await within(canvasElement.ownerDocument.body).findByRole("tooltip");
  },
};
