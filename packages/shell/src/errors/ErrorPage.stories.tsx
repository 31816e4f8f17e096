import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { productName } from "../title/PageTitle.ts";
import { WayOutText } from "./DeadEnd.tsx";
import { ErrorPage, Loading } from "./ErrorPage.tsx";

const meta = {
  title: "Shell/Error page",
  component: ErrorPage,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An unknown page: the status with its text. */
export const NotFound: Story = {
  args: { status: 404, statusText: "Not Found" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Oops!" })).toBeVisible();
    await expect(canvas.getByText("Sorry, an unexpected error has occurred.")).toBeVisible();
    await expect(canvas.getByText("404 Not Found")).toBeVisible();
    // Not a dead end: the brand and a way home.
    await expect(canvas.getByRole("link", { name: productName })).toHaveAttribute("href", "/");
    const waysOut = canvas.getByRole("navigation", { name: WayOutText.waysOut });
    await expect(within(waysOut).getByRole("link", { name: WayOutText.home })).toHaveAttribute("href", "/");
  },
};

/** A thrown error without a status: its message. */
export const WithMessage: Story = {
  args: { message: "Cannot read the job list" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Cannot read the job list")).toBeVisible();
  },
};

/** Nothing known about the error: the two texts only. */
export const WithoutDetail: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Sorry, an unexpected error has occurred.")).toBeVisible();
  },
};

/** The loading placeholder. */
export const LoadingPlaceholder: Story = {
  render: () => <Loading />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading...");
  },
};
