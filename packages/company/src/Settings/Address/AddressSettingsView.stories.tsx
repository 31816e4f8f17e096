import { ErrorText } from "@haulboard/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";

import { SettingsText } from "../SettingsText.ts";
import { AddressSettingsView } from "./AddressSettingsView.tsx";

const current = {
  street1: "2400 S Agnew Ave",
  city: "Oklahoma City",
  state: "OK",
  postalCode: "73108",
  country: "US",
};

const meta = {
  title: "Company/Settings/Address",
  component: AddressSettingsView,
  args: {
    current,
    chosen: null,
    canManage: true,
    loadSuggestions: async () => [],
    searchText: "",
    onSearchTextChange: fn(),
    onChoose: fn(),
    onSave: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof AddressSettingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const shown: Story["play"] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText("Oklahoma City")).toBeVisible();
  await expect(await canvas.findByRole("combobox", { name: /Search a US address/ })).toBeVisible();
};
export const Current: Story = { play: shown };
export const Chosen: Story = {
  args: {
    chosen: { street1: "1200 Depot Rd", city: "Tulsa", state: "OK", postalCode: "74103", country: "US" },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: SettingsText.addressSave })).toBeVisible();
  },
};
export const NotUs: Story = { args: { searchText: "Toronto", searchError: ErrorText.addressNotUs } };
export const NoAddress: Story = {
  args: { current: { street1: null, city: null, state: null, postalCode: null, country: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(SettingsText.addressNone)).toBeVisible();
  },
};
export const ReadOnly: Story = {
  args: { canManage: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(SettingsText.readOnly)).toBeVisible();
    await expect(canvas.queryByRole("combobox")).toBeNull();
  },
};
