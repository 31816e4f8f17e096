import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { AdSettingsView } from "./AdSettingsView.tsx";
import { HomePlacementsView } from "./HomePlacementsView.tsx";

/** Both settings pages, with local state as the screens keep it until saved. */
function SettingsPages({
  page,
  onSave,
}: {
  readonly page: "general" | "home";
  readonly onSave: (value: unknown) => void;
}) {
  const [settings, setSettings] = useState({
    rotation: "weighted" as const as "weighted" | "even",
    frequencyCap: 3,
    homePlacements: ["home_banner", "home_card"] as readonly (
      | "home_banner"
      | "home_card"
      | "news_list"
      | "news_post"
    )[],
  });
  return page === "general" ? (
    <AdSettingsView settings={settings} onChange={setSettings} onSave={() => onSave(settings)} />
  ) : (
    <HomePlacementsView
      placements={settings.homePlacements}
      onChange={(homePlacements) => setSettings({ ...settings, homePlacements })}
      onSave={() => onSave(settings.homePlacements)}
    />
  );
}

const meta = {
  title: "Ads/Settings",
  component: SettingsPages,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  args: { page: "general", onSave: fn() },
} satisfies Meta<typeof SettingsPages>;

export default meta;
type Story = StoryObj<typeof meta>;

export const General: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Ad settings" })).toBeVisible();
    await userEvent.click(canvas.getByRole("radio", { name: "Evenly" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save settings" }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ rotation: "even", frequencyCap: 3 }),
    );
  },
};

export const HomeOrder: Story = {
  args: { page: "home" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Drivers' home placements" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Move up: Drivers' home — banner" })).toBeDisabled();
    canvas.getByRole("button", { name: "Move down: Drivers' home — banner" }).focus();
    await userEvent.keyboard("{Enter}");
    await userEvent.click(canvas.getByRole("button", { name: "Save order" }));
    await expect(args.onSave).toHaveBeenCalledWith(["home_card", "home_banner"]);
    await userEvent.click(canvas.getByRole("checkbox", { name: "Drivers' home — card" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save order" }));
    await expect(args.onSave).toHaveBeenLastCalledWith(["home_banner"]);
  },
};

export const HomePlacements: Story = { args: { page: "home" } };
