import { ErrorText } from "@haulboard/domain";
import { atWidth } from "@haulboard/ui/storybook";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { noSidewaysScroll } from "../../testing/wizardFixtures.ts";
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
  await expect(noSidewaysScroll(canvasElement)).toBe(true);
};
export const Current: Story = { play: shown };
export const CurrentMobile: Story = { play: shown, globals: atWidth("mobile") };
export const CurrentTablet: Story = { play: shown, globals: atWidth("tablet") };
export const CurrentDesktop: Story = { play: shown, globals: atWidth("desktop") };
export const CurrentLargeLaptop: Story = { play: shown, globals: atWidth("largeLaptop") };
export const CurrentDark: Story = { play: shown, globals: { theme: "dark" } };

export const Chosen: Story = {
  args: {
    chosen: { street1: "1200 Depot Rd", city: "Tulsa", state: "OK", postalCode: "74103", country: "US" },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: SettingsText.addressSave })).toBeVisible();
  },
};
export const ChosenDark: Story = { ...Chosen, globals: { theme: "dark" } };
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

// Every state at the four widths and in the dark theme (issue 18).
export const ChosenMobile: Story = { ...Chosen, globals: atWidth("mobile") };
export const ChosenTablet: Story = { ...Chosen, globals: atWidth("tablet") };
export const ChosenDesktop: Story = { ...Chosen, globals: atWidth("desktop") };
export const ChosenLargeLaptop: Story = { ...Chosen, globals: atWidth("largeLaptop") };
export const NotUsMobile: Story = { ...NotUs, globals: atWidth("mobile") };
export const NotUsTablet: Story = { ...NotUs, globals: atWidth("tablet") };
export const NotUsDesktop: Story = { ...NotUs, globals: atWidth("desktop") };
export const NotUsLargeLaptop: Story = { ...NotUs, globals: atWidth("largeLaptop") };
export const NotUsDark: Story = { ...NotUs, globals: { theme: "dark" } };
export const NoAddressMobile: Story = { ...NoAddress, globals: atWidth("mobile") };
export const NoAddressTablet: Story = { ...NoAddress, globals: atWidth("tablet") };
export const NoAddressDesktop: Story = { ...NoAddress, globals: atWidth("desktop") };
export const NoAddressLargeLaptop: Story = { ...NoAddress, globals: atWidth("largeLaptop") };
export const NoAddressDark: Story = { ...NoAddress, globals: { theme: "dark" } };
export const ReadOnlyMobile: Story = { ...ReadOnly, globals: atWidth("mobile") };
export const ReadOnlyTablet: Story = { ...ReadOnly, globals: atWidth("tablet") };
export const ReadOnlyDesktop: Story = { ...ReadOnly, globals: atWidth("desktop") };
export const ReadOnlyLargeLaptop: Story = { ...ReadOnly, globals: atWidth("largeLaptop") };
export const ReadOnlyDark: Story = { ...ReadOnly, globals: { theme: "dark" } };
