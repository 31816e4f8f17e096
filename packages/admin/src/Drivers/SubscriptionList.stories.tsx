import { Drawer } from "@haulboard/ui";
import { atWidth } from "@haulboard/ui/storybook";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { storyToday, subscriptions } from "../testing/fixtures.ts";
import { SubscriptionTable, type SubscriptionTableProps } from "./SubscriptionTable.tsx";

/** The Subscription List slider as the Driver List opens it. */
function SubscriptionSlider(props: SubscriptionTableProps & { onBack: () => void }) {
  return (
    <Drawer isOpen onOpenChange={() => props.onBack()} title="Subscription List">
      <SubscriptionTable {...props} />
    </Drawer>
  );
}

const meta = {
  title: "Admin/User Management/Subscription List",
  component: SubscriptionSlider,
  tags: ["autodocs"],
  args: {
    driverName: "Luis Ortega",
    subscriptions,
    onUnsubscribe: fn(),
    onBack: fn(),
    now: storyToday,
  },
} satisfies Meta<typeof SubscriptionSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const slider = await page(canvasElement).findByRole("dialog", { name: "Subscription List" });
    const inside = within(slider);
    for (const header of [
      "Subscription",
      "Tier",
      "Type",
      "Subscription Date",
      "Expiration Date",
      "Cancellation Date",
      "Cancellation Reason",
      "Actions",
    ]) {
      await expect(inside.getByRole("columnheader", { name: new RegExp(`^${header}$`) })).toBeInTheDocument();
    }
    await expect(inside.getByText("HealthRX")).toBeInTheDocument();
    await expect(inside.getAllByText("Roadside Assistance")).toHaveLength(2);
    const buttons = inside.getAllByRole("button", { name: /^Unsubscribe/ });
    // Active: enabled; renewal already cancelled: disabled; expired: disabled.
    await expect(buttons[0]).toBeEnabled();
    await expect(buttons[1]).toBeDisabled();
    await expect(buttons[2]).toBeDisabled();
    await userEvent.click(buttons[0] as HTMLElement);
    await expect(args.onUnsubscribe).toHaveBeenCalledWith(subscriptions[0]);
    await userEvent.click(inside.getByRole("button", { name: "Back" }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { subscriptions: [] },
  play: async ({ canvasElement }) => {
    const empty = await page(canvasElement).findByText("There are no subscriptions.");
    await waitFor(() => expect(empty).toBeVisible());
  },
};

/**
 * At 1440 px the slider is as wide as its table (up to the drawer's limit), so every Unsubscribe button is
 * in view without scrolling (it was 767 px wide for a 1188 px table).
 */
export const LargeLaptop: Story = {
  globals: atWidth("largeLaptop"),
  play: async ({ canvasElement }) => {
    const slider = await page(canvasElement).findByRole("dialog", { name: "Subscription List" });
    const table = within(slider).getByRole("grid");
    const scroller = table.parentElement as HTMLElement;
    await waitFor(() => expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth));
    const viewportWidth = canvasElement.ownerDocument.documentElement.clientWidth;
    // The slider slides in from the edge: measure once it has arrived.
    await Promise.all(slider.ownerDocument.getAnimations().map((animation) => animation.finished));
    for (const button of within(slider).getAllByRole("button", { name: /^Unsubscribe/ })) {
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(viewportWidth);
    }
  },
};

/** At 500 px the table scrolls inside the slider; the page does not scroll sideways. */
export const MobileScrollsInside: Story = {
  globals: atWidth("mobile"),
  play: async ({ canvasElement }) => {
    const slider = await page(canvasElement).findByRole("dialog", { name: "Subscription List" });
    await expect(slider.getBoundingClientRect().width).toBeLessThanOrEqual(500);
  },
};
