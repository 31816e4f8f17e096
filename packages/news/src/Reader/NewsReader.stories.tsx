import { NewsText } from "@haulboard/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { feedPost, feedPosts, thumbnailFull, thumbnailSmall } from "../testing/fixtures.ts";
import { NewsFeedView } from "./NewsFeedView.tsx";
import { NewsPostView } from "./NewsPostView.tsx";

const meta = {
  title: "News/Drivers' news",
  component: NewsFeedView,
  parameters: { layout: "padded" },
  args: { posts: feedPosts, hasMore: true, page: 0, onPageChange: fn() },
} satisfies Meta<typeof NewsFeedView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Feed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
    const first = canvas.getByRole("link", { name: feedPosts[0]!.title });
    await expect(first).toHaveAttribute("href", "/members/news/340");
    const image = first.closest("li")!.querySelector("img")!;
    await expect(image).toHaveAttribute("src", thumbnailSmall);
    await expect(image.getAttribute("srcset")).toBe(`${thumbnailSmall} 587w, ${thumbnailFull} 1440w`);
    await expect(canvas.getByRole("button", { name: "Newer" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Older" }));
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
  },
};

export const Empty: Story = {
  args: { posts: [], hasMore: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(NewsText.noNews)).toBeInTheDocument();
  },
};
export const Loading: Story = { args: { posts: [], hasMore: false, isLoading: true } };
export const ServerError: Story = { args: { posts: [], hasMore: false, error: "Internal server error" } };

const noSidewaysScroll = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const root = canvasElement.ownerDocument.documentElement;
  await waitFor(() => expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth));
};

export const Mobile: Story = { globals: { viewport: { value: "mobile" } }, play: noSidewaysScroll };
export const Tablet: Story = { ...Mobile, globals: { viewport: { value: "tablet" } } };
export const Desktop: Story = { ...Mobile, globals: { viewport: { value: "desktop" } } };
export const LargeLaptop: Story = { ...Mobile, globals: { viewport: { value: "largeLaptop" } } };
export const MobileDark: Story = { ...Mobile, globals: { viewport: { value: "mobile" }, theme: "dark" } };
export const TabletDark: Story = { ...Mobile, globals: { viewport: { value: "tablet" }, theme: "dark" } };
export const DesktopDark: Story = { ...Mobile, globals: { viewport: { value: "desktop" }, theme: "dark" } };
export const LargeLaptopDark: Story = {
  ...Mobile,
  globals: { viewport: { value: "largeLaptop" }, theme: "dark" },
};
export const EmptyDark: Story = { ...Empty, globals: { theme: "dark" } };
export const LoadingDark: Story = { ...Loading, globals: { theme: "dark" } };
export const ServerErrorDark: Story = { ...ServerError, globals: { theme: "dark" } };

// The post page, in the same file: its states, widths and themes.
const post = (
  args: Partial<Parameters<typeof NewsPostView>[0]>,
  play?: Story["play"],
  globals?: Story["globals"],
): Story => ({
  render: () => <NewsPostView post={args.post} {...(args.error ? { error: args.error } : {})} />,
  ...(play ? { play } : {}),
  ...(globals ? { globals } : {}),
});

const readsPost: Story["play"] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole("heading", { level: 1, name: feedPost.title })).toBeVisible();
  const image = canvasElement.querySelector("article img")!;
  await expect(image).toHaveAttribute("src", thumbnailFull);
  await expect(image.getAttribute("srcset")).toBe(`${thumbnailSmall} 587w, ${thumbnailFull} 1440w`);
  await expect(await canvas.findByRole("table")).toBeInTheDocument();
  await expect(canvas.getByText(/2210 views/)).toBeInTheDocument();
  const root = canvasElement.ownerDocument.documentElement;
  await waitFor(() => expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth));
};

export const Post: Story = post({ post: feedPost }, readsPost);
export const PostLoading: Story = post({ post: undefined });
export const PostNotFound: Story = post({ post: undefined, error: "Post not found" });
export const PostMobile: Story = post({ post: feedPost }, readsPost, { viewport: { value: "mobile" } });
export const PostTablet: Story = post({ post: feedPost }, readsPost, { viewport: { value: "tablet" } });
export const PostDesktop: Story = post({ post: feedPost }, readsPost, { viewport: { value: "desktop" } });
export const PostLargeLaptop: Story = post({ post: feedPost }, readsPost, {
  viewport: { value: "largeLaptop" },
});
export const PostMobileDark: Story = post({ post: feedPost }, readsPost, {
  viewport: { value: "mobile" },
  theme: "dark",
});
export const PostTabletDark: Story = post({ post: feedPost }, readsPost, {
  viewport: { value: "tablet" },
  theme: "dark",
});
export const PostDesktopDark: Story = post({ post: feedPost }, readsPost, {
  viewport: { value: "desktop" },
  theme: "dark",
});
export const PostLargeLaptopDark: Story = post({ post: feedPost }, readsPost, {
  viewport: { value: "largeLaptop" },
  theme: "dark",
});
export const PostNotFoundDark: Story = post({ post: undefined, error: "Post not found" }, undefined, {
  theme: "dark",
});
