import { ErrorText } from "@haulboard/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { CompanyText } from "../../CompanyText.ts";
import { denver, oklahomaCity } from "../../testing/wizardFixtures.ts";
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
const two = { addresses: [oklahomaCity, denver] };
const showsBoth: Story["play"] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const list = canvas.getByRole("list", { name: CompanyText.addressesTitle });
  await expect(within(list).getAllByRole("listitem")).toHaveLength(2);
  await expect(within(list).getAllByText("$300.00")).toHaveLength(2);
  await expect(await canvas.findByRole("img", { name: CompanyText.mapLabel(2) })).toBeVisible();
};
export const TwoAddresses: Story = { args: two, play: showsBoth };
export const NotInTheUs: Story = {
  args: { searchText: "Toronto, ON, Canada", searchError: ErrorText.addressNotUs },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(ErrorText.addressNotUs)).toBeVisible();
  },
};
export const InvalidChoice: Story = {
  args: { searchText: "Springfield", searchError: ErrorText.addressInvalid },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(ErrorText.addressInvalid)).toBeVisible();
  },
};
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
