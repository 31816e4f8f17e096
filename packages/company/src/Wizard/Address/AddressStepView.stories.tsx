import { ErrorText } from "@haulboard/domain";
import { atWidth } from "@haulboard/ui/storybook";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { CompanyText } from "../../CompanyText.ts";
import { denver, noSidewaysScroll, oklahomaCity } from "../../testing/wizardFixtures.ts";
import { AddressStepView } from "./AddressStepView.tsx";

const meta = {
  title: "Company/Job wizard/2 Targeting address",
  component: AddressStepView,
  args: {
    addresses: [],
    loadSuggestions: async () => [{ id: oklahomaCity.placeId, label: oklahomaCity.description }],
    searchText: "",
    onSearchTextChange: fn(),
    onChoose: fn(),
    onRemove: fn(),
    onBack: fn(),
    onNext: fn(),
  },
} satisfies Meta<typeof AddressStepView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(CompanyText.noAddresses)).toBeVisible();
    await expect(await canvas.findByRole("img", { name: CompanyText.mapLabel(0) })).toBeVisible();
  },
};
export const EmptyDark: Story = { ...Empty, globals: { theme: "dark" } };

const two = { addresses: [oklahomaCity, denver] };
const showsBoth: Story["play"] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const list = canvas.getByRole("list", { name: CompanyText.addressesTitle });
  await expect(within(list).getAllByRole("listitem")).toHaveLength(2);
  await expect(within(list).getAllByText("$300.00")).toHaveLength(2);
  await expect(await canvas.findByRole("img", { name: CompanyText.mapLabel(2) })).toBeVisible();
  await expect(noSidewaysScroll(canvasElement)).toBe(true);
};
export const TwoAddresses: Story = { args: two, play: showsBoth };
export const TwoAddressesMobile: Story = {
  args: two,
  play: showsBoth,
  globals: atWidth("mobile"),
};
export const TwoAddressesTablet: Story = {
  args: two,
  play: showsBoth,
  globals: atWidth("tablet"),
};
export const TwoAddressesDesktop: Story = {
  args: two,
  play: showsBoth,
  globals: atWidth("desktop"),
};
export const TwoAddressesLargeLaptop: Story = {
  args: two,
  play: showsBoth,
  globals: atWidth("largeLaptop"),
};
export const TwoAddressesDark: Story = { args: two, play: showsBoth, globals: { theme: "dark" } };

export const NotInTheUs: Story = {
  args: { searchText: "Toronto, ON, Canada", searchError: ErrorText.addressNotUs },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(ErrorText.addressNotUs)).toBeVisible();
  },
};
export const NotInTheUsMobile: Story = { ...NotInTheUs, globals: atWidth("mobile") };

export const InvalidChoice: Story = {
  args: { searchText: "Springfield", searchError: ErrorText.addressInvalid },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(ErrorText.addressInvalid)).toBeVisible();
  },
};
export const InvalidChoiceDark: Story = { ...InvalidChoice, globals: { theme: "dark" } };

export const NoAddressYet: Story = {
  args: { stepError: CompanyText.addressRequired },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(CompanyText.addressRequired)).toBeVisible();
    await expect(canvas.getByText(CompanyText.noAddresses)).toBeVisible();
  },
};
export const Adding: Story = {
  args: { ...two, isAdding: true, searchText: "Tulsa" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent(CompanyText.addingAddress);
    await expect(
      within(canvas.getByRole("list", { name: CompanyText.addressesTitle })).getAllByRole("listitem"),
    ).toHaveLength(2);
  },
};

// Every state at the spec's four widths (500, 768, 1230, 1440) and in the dark theme: the state's own
// play, then no page-level sideways scroll (axe runs on each, as on every story).
const at = (story: Story, globals: NonNullable<Story["globals"]>): Story => ({
  ...story,
  globals: { ...story.globals, ...globals },
  play: async (context) => {
    await story.play?.(context);
    await expect(noSidewaysScroll(context.canvasElement)).toBe(true);
  },
});
export const EmptyMobile: Story = at(Empty, atWidth("mobile"));
export const EmptyTablet: Story = at(Empty, atWidth("tablet"));
export const EmptyDesktop: Story = at(Empty, atWidth("desktop"));
export const EmptyLargeLaptop: Story = at(Empty, atWidth("largeLaptop"));
export const NotInTheUsTablet: Story = at(NotInTheUs, atWidth("tablet"));
export const NotInTheUsDesktop: Story = at(NotInTheUs, atWidth("desktop"));
export const NotInTheUsLargeLaptop: Story = at(NotInTheUs, atWidth("largeLaptop"));
export const NotInTheUsDark: Story = at(NotInTheUs, { theme: "dark" });
export const InvalidChoiceMobile: Story = at(InvalidChoice, atWidth("mobile"));
export const InvalidChoiceTablet: Story = at(InvalidChoice, atWidth("tablet"));
export const InvalidChoiceDesktop: Story = at(InvalidChoice, atWidth("desktop"));
export const InvalidChoiceLargeLaptop: Story = at(InvalidChoice, atWidth("largeLaptop"));
export const NoAddressYetMobile: Story = at(NoAddressYet, atWidth("mobile"));
export const NoAddressYetTablet: Story = at(NoAddressYet, atWidth("tablet"));
export const NoAddressYetDesktop: Story = at(NoAddressYet, atWidth("desktop"));
export const NoAddressYetLargeLaptop: Story = at(NoAddressYet, atWidth("largeLaptop"));
export const NoAddressYetDark: Story = at(NoAddressYet, { theme: "dark" });
export const AddingMobile: Story = at(Adding, atWidth("mobile"));
export const AddingTablet: Story = at(Adding, atWidth("tablet"));
export const AddingDesktop: Story = at(Adding, atWidth("desktop"));
export const AddingLargeLaptop: Story = at(Adding, atWidth("largeLaptop"));
export const AddingDark: Story = at(Adding, { theme: "dark" });
