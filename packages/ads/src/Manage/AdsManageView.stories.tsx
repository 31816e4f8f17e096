import { AdMessages } from "@haulboard/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { adsFixture } from "../testing/fixtures.ts";
import { AdsManageView } from "./AdsManageView.tsx";

const meta = {
  title: "Ads/Manage",
  component: AdsManageView,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  args: {
    ads: adsFixture,
    total: adsFixture.length,
    filters: { text: "", status: null, placement: null },
    onFiltersChange: fn(),
    onQueryChange: fn(),
    onNew: fn(),
    onEdit: fn(),
    onSetPaused: fn(),
    onDuplicate: fn(),
    onDelete: fn(async () => {}),
  },
} satisfies Meta<typeof AdsManageView>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Manage Ads" })).toBeVisible();
    const row = canvas.getByRole("row", { name: /Fuel card — winter/ });
    await expect(within(row).getByText("Running")).toBeVisible();
    await expect(within(row).getByText("48,211")).toBeVisible();
    await expect(within(row).getByText("913")).toBeVisible();
    // The filtered clicks are shown apart; the CTR is of the clicks that count (913, not 913 + 57).
    await expect(within(row).getByText("57")).toBeVisible();
    await expect(within(row).getByText("1.9%")).toBeVisible();
    const draft = canvas.getByRole("row", { name: /Draft: ELD promo/ });
    await expect(within(draft).getByText("—")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Pause Fuel card — winter" }));
    await expect(args.onSetPaused).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), true);
    await userEvent.click(canvas.getByRole("button", { name: "Resume Boots — paused" }));
    await expect(args.onSetPaused).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }), false);
    await userEvent.click(canvas.getByRole("button", { name: "Duplicate Fuel card — winter" }));
    await expect(args.onDuplicate).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  },
};

export const DeleteAsksFirst: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Delete Tires — spring" }));
    const dialog = await page(canvasElement).findByRole("alertdialog", { name: "Delete ad" });
    await expect(dialog).toHaveTextContent(AdMessages.deleteConfirm);
    await userEvent.click(within(dialog).getByRole("button", { name: "No" }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Delete Tires — spring" }));
    const again = await page(canvasElement).findByRole("alertdialog", { name: "Delete ad" });
    await userEvent.click(within(again).getByRole("button", { name: "Yes" }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 2 })));
  },
};

export const Searching: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole("searchbox", { name: "Search ads" }), "f");
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ text: "f", status: null, placement: null });
  },
};

export const Empty: Story = {
  args: { ads: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(AdMessages.noAds)).toBeVisible();
  },
};

export const NoMatches: Story = {
  args: { ads: [], total: 0, filters: { text: "zzz", status: "running", placement: null } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(AdMessages.noMatches)).toBeVisible();
  },
};

export const Loading: Story = { args: { ads: [], total: 0, isLoading: true } };
export const ServerError: Story = { args: { ads: [], total: 0, error: "Internal server error" } };
