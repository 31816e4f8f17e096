import { driverFixtures } from "@haulboard/api/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { DriversText } from "../DriversText.ts";

import { ProfileView } from "./ProfileView.tsx";
import { profileValuesOf } from "./profileForm.ts";

const meta = {
  title: "Members/Driver profile",
  component: ProfileView,
  args: {
    values: profileValuesOf(driverFixtures.driverProfileFixture),
    errors: {},
    place: { city: "Tulsa", state: "OK" },
    onChange: fn(),
    onSubmit: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled: Story["play"] = async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole("heading", { name: DriversText.profileTitle })).toBeVisible();
  await expect(canvas.getByText(DriversText.livesIn("Tulsa", "OK"))).toBeVisible();
  await expect(canvas.getByRole("textbox", { name: DriversText.homeZip })).toHaveValue("74103");
  await expect(canvas.getByRole("textbox", { name: DriversText.yearsExperience })).toHaveValue("4");
  const endorsements = canvas.getByRole("group", { name: DriversText.endorsements });
  await expect(within(endorsements).getByRole("checkbox", { name: /^H:/ })).toBeChecked();
  await expect(within(endorsements).getByRole("checkbox", { name: /^N:/ })).not.toBeChecked();
  await userEvent.click(within(endorsements).getByRole("checkbox", { name: /^N:/ }));
  await expect(args.onChange).toHaveBeenCalledWith("endorsements", ["H", "T", "N"]);
  await userEvent.click(canvas.getByRole("button", { name: DriversText.save }));
  await expect(args.onSubmit).toHaveBeenCalled();
};

export const Filled: Story = { play: filled };
export const EmptyProfile: Story = {
  args: { values: profileValuesOf(driverFixtures.emptyDriverProfileFixture), place: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: DriversText.homeZip })).toHaveValue("");
    await expect(canvas.queryByText(/^Home:/)).toBeNull();
  },
};
export const Invalid: Story = {
  args: { errors: { homeZip: DriversText.zipInvalid, yearsExperience: DriversText.yearsInvalid } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(DriversText.zipInvalid)).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: DriversText.homeZip })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  },
};
export const Saving: Story = { args: { isSaving: true } };

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button", { name: DriversText.save })).toBeNull();
  },
};
export const LoadFailed: Story = {
  args: { loadFailed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(DriversText.profileLoadFailed)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: DriversText.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
