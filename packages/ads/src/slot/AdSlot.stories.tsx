import { AdMessages } from "@haulboard/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { creative } from "../testing/fixtures.ts";
import { AdSlotsView } from "./AdSlots.tsx";

const banner = {
  id: 1,
  kind: "image" as const,
  mediaUrl: creative(728, 90, "#1f6f43", "15¢ off fuel"),
  altText: "A green fuel card banner",
  headline: "15¢ off per gallon at 2,000 stops",
  body: "Fuel Partner card, no annual fee.",
  advertiser: "Fuel Partner",
  clickUrl: "/api/v1/ads/1/click?t=story",
  impressionToken: "story-1",
};
const card = {
  ...banner,
  id: 2,
  mediaUrl: creative(300, 250, "#23487a", "Tires"),
  altText: "A blue tire offer card",
  headline: "All-season steer tires, fitted in an hour",
  body: "",
  advertiser: "RoadGrip Tires",
  clickUrl: "/api/v1/ads/2/click?t=story",
  impressionToken: "story-2",
};

const meta = {
  title: "Ads/Slot",
  component: AdSlotsView,
  tags: ["autodocs"],
  args: {
    slots: [
      { placement: "home_banner", ad: banner },
      { placement: "home_card", ad: card },
    ],
    onSeen: fn(),
  },
} satisfies Meta<typeof AdSlotsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HomeSlots: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("figure", { name: `${AdMessages.sponsored} · Fuel Partner` }),
    ).toBeVisible();
    const link = canvas.getByRole("link", { name: /15¢ off per gallon at 2,000 stops/ });
    await expect(link).toHaveAttribute("href", "/api/v1/ads/1/click?t=story");
    await expect(link).toHaveAttribute("rel", "sponsored noopener noreferrer");
    await expect(link).toHaveAccessibleName(new RegExp(AdMessages.opensInNewTab.replace("'", ".")));
    await expect(canvas.getByRole("img", { name: "A green fuel card banner" })).toBeVisible();
    link.focus();
    await expect(link).toHaveFocus();
    // Both creatives are in view: each counts once, after a second in view.
    await expect(args.onSeen).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSeen).toHaveBeenCalledTimes(2), { timeout: 5000 });
    await expect(args.onSeen).toHaveBeenCalledWith(expect.objectContaining({ impressionToken: "story-1" }));
  },
};

/** Below the fold: no impression until the reader scrolls to it. */
export const OutOfView: Story = {
  args: { slots: [{ placement: "home_banner", ad: banner }] },
  decorators: [
    (Story) => (
      <div>
        <div style={{ blockSize: "3000px" }}>Page content</div>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(args.onSeen).not.toHaveBeenCalled();
    within(canvasElement).getByRole("figure").scrollIntoView();
    await waitFor(() => expect(args.onSeen).toHaveBeenCalledTimes(1), { timeout: 5000 });
  },
};

export const Video: Story = {
  args: {
    slots: [{ placement: "home_card", ad: { ...card, kind: "video", altText: "A truck driving at dawn" } }],
  },
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector("video");
    await expect(video).toHaveAttribute("aria-label", "A truck driving at dawn");
    await expect(video?.muted).toBe(true);
  },
};

/** No ad chosen: nothing at all, not an empty frame. */
export const NoAds: Story = {
  args: { slots: [{ placement: "home_banner", ad: null }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("figure")).toBeNull();
  },
};
