import { RoleName } from "@haulboard/domain";
import { StoryApp } from "@haulboard/shell/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { MembersSettings } from "./MembersSettings.tsx";

const routes = [
  {
    path: "/members/settings",
    Component: MembersSettings,
    children: [
      { index: true, element: <h2>Delete account</h2> },
      { path: "delete-account", element: <h2>Delete account</h2> },
      { path: "reset-password", element: <h2>Reset password</h2> },
    ],
  },
];

const meta = {
  title: "Members/Settings",
  component: StoryApp,
  tags: ["autodocs"],
  args: { routes, path: "/members/settings", roles: [RoleName.driver] },
  argTypes: { routes: { table: { disable: true } } },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Delete account is the default section; the section links switch between the two. */
export const DefaultSection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("link", { name: "Delete account" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await userEvent.click(canvas.getByRole("link", { name: "Reset password" }));
    await expect(await canvas.findByRole("heading", { name: "Reset password" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Reset password" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  },
};
