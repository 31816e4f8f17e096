import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Pagination, type PaginationProps, pageItems } from "./Pagination.tsx";

const meta = {
  title: "UI/Navigation/Pagination",
  component: Pagination,
  tags: ["autodocs"],
  args: { page: 1, pageCount: 12, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = {};

function Stateful(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
    />
  );
}

export const KeyboardNavigation: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole("navigation", { name: "Pagination" });
    await expect(within(nav).getByRole("button", { name: "Previous page" })).toBeDisabled();
    await expect(within(nav).getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await userEvent.tab();
    await expect(within(nav).getByRole("button", { name: "Page 1" })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(within(nav).getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(pageItems(6, 12)).toEqual([1, "gap", 5, 6, 7, "gap", 12]);
    await expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  },
};
