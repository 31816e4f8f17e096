import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Link, linkVariants } from "./Link.tsx";

const meta = {
  title: "UI/Actions/Link",
  component: Link,
  args: { children: "Forgot password?", href: "#forgot" },
  argTypes: { variant: { control: "inline-radio", options: linkVariants } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: "0.75rem" }}>
      <p>
        Read the <Link {...args}>Terms of Service</Link> before you sign up.
      </p>
      <Link {...args} variant="standalone">
        Standalone link
      </Link>
      <Link {...args} variant="subtle">
        Subtle link
      </Link>
      <Link {...args} href="https://example.com" isExternal>
        Help centre
      </Link>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const external = canvas.getByRole("link", { name: /Help centre/ });
    await expect(external).toHaveAttribute("target", "_blank");
    await expect(canvas.getByRole("img", { name: "(opens in a new tab)" })).toBeVisible();
  },
};

/** A link without href acts as a button-like link: Enter fires onPress. */
export const PressWithKeyboard: Story = {
  args: { href: undefined, onPress: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole("link", { name: "Forgot password?" });
    await expect(link).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
