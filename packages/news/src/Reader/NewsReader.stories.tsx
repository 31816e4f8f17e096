import { AdSlotReserve, AdSlotsView } from "@haulboard/ads/slot";
import { NewsText } from "@haulboard/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { feedPost, feedPosts, listAd, postAd, thumbnailFull, thumbnailSmall } from "../testing/fixtures.ts";
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

/** The `news_list` ad stands between the posts, after the third; it is labelled and never wider than the column. */
export const FeedWithAd: Story = {
  args: { adSlot: <AdSlotsView slots={[{ placement: "news_list", ad: listAd }]} onSeen={fn()} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ad = canvas.getByRole("figure", { name: /Sponsored · RoadGrip Tires/ });
    const items = [...canvasElement.querySelectorAll("ul > li")];
    await expect(items.indexOf(ad.closest("li")!)).toBe(Math.min(3, feedPosts.length));
    await expect(canvas.getByRole("link", { name: /All-season steer tires/ })).toHaveAttribute(
      "href",
      "/api/v1/ads/7/click?t=story",
    );
  },
};
export const FeedAdLoading: Story = {
  args: { adSlot: <AdSlotReserve placement="news_list" /> },
  play: async ({ canvasElement }) => {
    // The box is kept free (aria-hidden: nothing to announce yet).
    await expect(canvasElement.querySelector('[data-ad-reserve="news_list"]')).toHaveAttribute(
      "aria-hidden",
      "true",
    );
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

// The post page, in the same file: its states, widths and themes.
const post = (
  args: Partial<Parameters<typeof NewsPostView>[0]>,
  play?: Story["play"],
  globals?: Story["globals"],
): Story => ({
  render: () => (
    <NewsPostView
      post={args.post}
      {...(args.error ? { error: args.error } : {})}
      {...(args.adSlot ? { adSlot: args.adSlot } : {})}
    />
  ),
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
};

export const Post: Story = post({ post: feedPost }, readsPost);
export const PostLoading: Story = post({ post: undefined });
export const PostNotFound: Story = post({ post: undefined, error: "Post not found" });

/** The `news_post` banner under the post; while it loads its box is kept free (no layout shift). */
const readsPostWithAd: Story["play"] = async (context) => {
  await readsPost(context);
  const canvas = within(context.canvasElement);
  const ad = canvas.getByRole("figure", { name: /Sponsored · Fuel Partner/ });
  await expect(ad.closest("aside")).not.toBeNull();
  await expect(context.canvasElement.querySelector("article")!.contains(ad)).toBe(false);
};
const withAd = {
  post: feedPost,
  adSlot: <AdSlotsView slots={[{ placement: "news_post", ad: postAd }]} onSeen={fn()} />,
};
export const PostWithAd: Story = post(withAd, readsPostWithAd);
export const PostAdLoading: Story = post(
  { post: feedPost, adSlot: <AdSlotReserve placement="news_post" /> },
  async ({ canvasElement }) => {
    const box = canvasElement.querySelector<HTMLElement>('[data-ad-reserve="news_post"] > span:last-child')!;
    // 728 × 90, scaled to the column: the box has the banner's height before the ad arrives.
    await waitFor(() => expect(box.getBoundingClientRect().height).toBeGreaterThan(0));
    const { width, height } = box.getBoundingClientRect();
    await expect(Math.abs(width / height - 728 / 90)).toBeLessThan(0.2);
  },
);
