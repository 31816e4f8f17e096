import { NewsText } from "@haulboard/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { channels } from "../testing/fixtures.ts";
import { ChannelListView } from "./ChannelListView.tsx";

const meta = {
  title: "News/Channels",
  component: ChannelListView,
  parameters: { layout: "padded" },
  args: {
    mode: "list",
    channels,
    total: channels.length,
    search: "",
    onSearchChange: fn(),
    status: "all",
    onStatusChange: fn(),
    onQueryChange: fn(),
  },
} satisfies Meta<typeof ChannelListView>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Industry News" })).toHaveAttribute(
      "href",
      "/news/channels/12",
    );
    await expect(canvas.getAllByText("Inactive").length).toBeGreaterThan(0);
    // Contributors and the /news list do not manage channels.
    await expect(canvas.queryByRole("button", { name: "New channel" })).toBeNull();
  },
};

export const Empty: Story = {
  args: { channels: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(NewsText.noChannels)).toBeInTheDocument();
  },
};
export const Loading: Story = { args: { channels: [], total: 0, isLoading: true } };
export const ServerError: Story = { args: { channels: [], total: 0, error: "Internal server error" } };

export const SearchAndStatus: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search channels" }), "d");
    await expect(args.onSearchChange).toHaveBeenCalledWith("d");
    await userEvent.click(canvas.getByRole("button", { name: /Status/ }));
    await userEvent.click(await page(canvasElement).findByRole("option", { name: "Inactive" }));
    await expect(args.onStatusChange).toHaveBeenCalledWith("inactive");
  },
};

export const ManageAsContributor: Story = {
  args: { mode: "manage", canManage: false, onSave: fn(async () => true) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "News Channels" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "New channel" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Edit Industry News" })).toBeNull();
  },
};

export const ManageCreate: Story = {
  args: { mode: "manage", canManage: true, onSave: fn(async () => true) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "New channel" }));
    const dialog = await page(canvasElement).findByRole("dialog", { name: "New channel" });
    const inside = within(dialog);
    // The form's code loads with the managing list; the dialog may show its spinner for a moment.
    await userEvent.click(await inside.findByRole("button", { name: "Save" }));
    await expect(inside.getByText("Enter the channel's name.")).toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(inside.getByRole("textbox", { name: /Name/ }), "Weigh Station Watch");
    await userEvent.type(inside.getByRole("textbox", { name: "Description" }), "Open and closed scales");
    await userEvent.click(inside.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(undefined, {
        name: "Weigh Station Watch",
        channelType: "news",
        description: "Open and closed scales",
        isActive: true,
      }),
    );
    await waitFor(() => expect(page(canvasElement).queryByRole("dialog")).toBeNull());
  },
};

export const ManageEditAndDeactivate: Story = {
  args: { mode: "manage", canManage: true, onSave: fn(async () => true) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Deactivate Industry News" }));
    await expect(args.onSave).toHaveBeenCalledWith(12, {
      name: "Industry News",
      channelType: "news",
      description: "FMCSA rules, fuel prices and freight markets.",
      isActive: false,
    });
    await userEvent.click(canvas.getByRole("button", { name: "Activate Safety Minute" }));
    await expect(args.onSave).toHaveBeenLastCalledWith(14, expect.objectContaining({ isActive: true }));
    await userEvent.click(canvas.getByRole("button", { name: "Edit Driver Life" }));
    const dialog = await page(canvasElement).findByRole("dialog", { name: "Edit channel" });
    await expect(await within(dialog).findByRole("textbox", { name: /Name/ })).toHaveValue("Driver Life");
  },
};

/** A refused save (the container shows the alert) keeps the dialog open with what was typed. */
export const ManageSaveError: Story = {
  args: { mode: "manage", canManage: true, onSave: fn(async () => false) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "New channel" }));
    const dialog = await page(canvasElement).findByRole("dialog", { name: "New channel" });
    await userEvent.type(await within(dialog).findByRole("textbox", { name: /Name/ }), "Any");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(within(dialog).getByRole("textbox", { name: /Name/ })).toHaveValue("Any");
    await expect(within(dialog).getByRole("button", { name: "Save" })).toBeEnabled();
  },
};
