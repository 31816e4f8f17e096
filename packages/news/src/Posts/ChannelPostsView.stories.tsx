import { NewsText } from "@haulboard/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { channels, now, posts } from "../testing/fixtures.ts";
import { ChannelPostsView } from "./ChannelPostsView.tsx";

const meta = {
  title: "News/Channel posts",
  component: ChannelPostsView,
  parameters: { layout: "padded" },
  args: { channel: channels[0], posts, total: posts.length, onQueryChange: fn(), canWrite: true, now },
} satisfies Meta<typeof ChannelPostsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Industry News" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "New post" })).toHaveAttribute(
      "href",
      "/news/channels/12/posts/new",
    );
    const row = (title: string) =>
      canvas.getByRole("link", { name: title }).closest("[role=row]") as HTMLElement;
    await expect(within(row(posts[0]!.title)).getByText("Published")).toBeInTheDocument();
    await expect(within(row(posts[1]!.title)).getByText("Scheduled")).toBeInTheDocument();
    await expect(within(row(posts[2]!.title)).getByText("Draft")).toBeInTheDocument();
  },
};

/** Roles that only read /news (internal users, ads admins) see no editing. */
export const ReadOnly: Story = {
  args: { canWrite: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("link", { name: "New post" })).toBeNull();
    await expect(canvas.queryByRole("link", { name: posts[0]!.title })).toBeNull();
  },
};

export const Empty: Story = {
  args: { posts: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(NewsText.noPosts)).toBeInTheDocument();
  },
};
export const Loading: Story = { args: { channel: undefined, posts: [], total: 0, isLoading: true } };
export const ServerError: Story = { args: { posts: [], total: 0, error: "Channel not found" } };
