import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button/Button.tsx";
import { Drawer, type DrawerProps, drawerSides } from "./Drawer.tsx";

const meta = {
  title: "UI/Overlays/Drawer",
  component: Drawer,
  tags: ["autodocs"],
  args: {
    isOpen: false,
    onOpenChange: fn(),
    title: "Subscription List",
    children: "There are no subscriptions.",
  },
  argTypes: { side: { control: "inline-radio", options: drawerSides } },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

function WithTrigger(props: DrawerProps) {
  const [isOpen, setOpen] = useState(props.isOpen);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        View
      </Button>
      <Drawer
        {...props}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          props.onOpenChange(open);
        }}
      />
    </>
  );
}

export const Documentation: Story = { render: (args) => <WithTrigger {...args} /> };

export const BackButtonCloses: Story = {
  render: (args) => <WithTrigger {...args} />,
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const drawer = await body.findByRole("dialog", { name: "Subscription List" });
    await expect(drawer).toHaveTextContent("There are no subscriptions.");
    const back = within(drawer).getByRole("button", { name: "Back" });
    back.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(within(canvasElement).getByRole("button", { name: "View" })).toHaveFocus());
  },
};

export const Open: Story = {
  args: { isOpen: true },
  play: async ({ canvasElement }) => {
    const drawer = await within(canvasElement.ownerDocument.body).findByRole("dialog", {
      name: "Subscription List",
    });
    await waitFor(() => expect(within(drawer).getByRole("button", { name: "Back" })).toBeVisible());
  },
};
