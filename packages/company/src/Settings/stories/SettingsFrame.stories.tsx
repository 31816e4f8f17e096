import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import { SettingsFrame } from "../SettingsLayout.tsx";
import { SettingsText, settingsSections } from "../SettingsText.ts";

const meta = {
  title: "Company/Settings/Frame",
  component: SettingsFrame,
  args: { current: "billing", children: <p>Section</p> },
} satisfies Meta<typeof SettingsFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const sections: Story["play"] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const navigation = canvas.getByRole("navigation", { name: SettingsText.sectionsLabel });
  await expect(within(navigation).getAllByRole("link")).toHaveLength(settingsSections.length);
  await expect(within(navigation).getByRole("link", { name: "Billing" })).toHaveAttribute(
    "aria-current",
    "page",
  );
};
export const Sections: Story = { play: sections };
