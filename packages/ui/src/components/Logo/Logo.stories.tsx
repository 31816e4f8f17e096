import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { Logo } from "./Logo.tsx";

// A tiny inline SVG as the default logo, so the story needs no network.
const defaultLogo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="343" height="133"><rect width="343" height="133" fill="#0b5cad"/><text x="24" y="80" font-size="40" fill="#fff">Haulboard</text></svg>',
)}`;

const meta = {
  title: "UI/Display/Logo",
  component: Logo,
  tags: ["autodocs"],
  args: { alt: "Acme Freight logo", fallbackSrc: defaultLogo, size: "large" },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = {};

export const FallsBackToTheDefaultLogo: Story = {
  args: { src: "/missing-logo.png" },
  play: async ({ canvasElement }) => {
    const image = await within(canvasElement).findByRole("img", { name: "Acme Freight logo" });
    await waitFor(() => expect(image).toHaveAttribute("src", defaultLogo));
    await expect(image).toHaveAttribute("data-fallback", "true");
  },
};

export const Dark: Story = {
  ...FallsBackToTheDefaultLogo,
  args: { src: "/missing.png", size: "small" },
  globals: { theme: "dark" },
};
