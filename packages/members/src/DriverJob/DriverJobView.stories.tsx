import { driverFixtures } from "@haulboard/api/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { DriversText } from "../DriversText.ts";
import { profileValuesOf } from "../Profile/profileForm.ts";

import { DriverJobView, jobLinkHref } from "./DriverJobView.tsx";

const job = driverFixtures.driverJobFixture;

const meta = {
  title: "Members/Job page",
  component: DriverJobView,
  args: { job, onApply: fn() },
} satisfies Meta<typeof DriverJobView>;

export default meta;
type Story = StoryObj<typeof meta>;

const shown: Story["play"] = async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole("heading", { level: 1, name: job.title })).toBeVisible();
  await expect(canvas.getByText("Summit Card Carriers · Tulsa, OK")).toBeVisible();
  await expect(canvas.getByRole("link", { name: new RegExp(DriversText.companyWebsite) })).toHaveAttribute(
    "href",
    jobLinkHref(job.id),
  );
  await expect(canvas.getByText("Health, Dental, Retirement Plan")).toBeVisible();
  await expect(await canvas.findByText("modern equipment")).toBeVisible();
  await expect(canvas.getByText("has H and T")).toBeVisible();
  await userEvent.click(canvas.getByRole("button", { name: DriversText.apply }));
  await expect(args.onApply).toHaveBeenCalled();
};

export const Filled: Story = { play: shown };
/** An employer who wrote no description: the page says so under its heading, not an empty section. */
export const NoDescription: Story = {
  args: { job: { ...job, jobDescription: "<p></p>" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole("region", { name: DriversText.description });
    await expect(within(section).getByText("The employer gave no description.")).toBeVisible();
  },
};

export const Applied: Story = {
  args: { job: { ...job, appliedAt: "2026-11-21T15:04:00.000Z", hasHyperlink: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(DriversText.appliedOn("11/21/2026"))).toBeVisible();
    await expect(canvas.queryByRole("button", { name: DriversText.apply })).toBeNull();
    await expect(canvas.queryByRole("link", { name: new RegExp(DriversText.companyWebsite) })).toBeNull();
  },
};
export const AsksForMissingFields: Story = {
  args: {
    applyStep: {
      missing: ["cdlStatus", "homeZip"],
      values: profileValuesOf(driverFixtures.emptyDriverProfileFixture),
      errors: {},
      onChange: fn(),
      onConfirm: fn(),
      onCancel: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole("dialog", {
      name: DriversText.applyNeedsTitle,
    });
    const inDialog = within(dialog);
    await waitFor(() =>
      expect(inDialog.getByRole("textbox", { name: new RegExp(DriversText.homeZip) })).toBeVisible(),
    );
    await expect(
      inDialog.queryByRole("textbox", { name: new RegExp(DriversText.yearsExperience) }),
    ).toBeNull();
    await userEvent.click(inDialog.getByRole("button", { name: DriversText.applyConfirm }));
    await expect(args.applyStep?.onConfirm).toHaveBeenCalled();
  },
};
/** Confirmed with the missing fields still empty: each one says it is needed, the CDL status choice too. */
export const MissingFieldsNeeded: Story = {
  args: {
    applyStep: {
      missing: ["cdlStatus", "homeZip"],
      values: profileValuesOf(driverFixtures.emptyDriverProfileFixture),
      errors: {
        cdlStatus: DriversText.profileIncompleteField,
        homeZip: DriversText.profileIncompleteField,
      },
      onChange: fn(),
      onConfirm: fn(),
      onCancel: fn(),
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole("dialog", {
      name: DriversText.applyNeedsTitle,
    });
    const inDialog = within(dialog);
    await waitFor(() => expect(inDialog.getAllByText(DriversText.profileIncompleteField)).toHaveLength(2));
    await expect(inDialog.getByRole("textbox", { name: new RegExp(DriversText.homeZip) })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(
      inDialog.getByRole("button", { name: new RegExp(DriversText.cdlStatus) }),
    ).toHaveAccessibleDescription(new RegExp(DriversText.profileIncompleteField));
  },
};
export const Loading: Story = {
  args: { job: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(DriversText.jobLoading)).toBeInTheDocument();
  },
};
export const Missing: Story = {
  args: { job: undefined, isMissing: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: DriversText.jobMissing })).toBeVisible();
    await expect(canvas.getByRole("link", { name: DriversText.backToSearch })).toHaveAttribute(
      "href",
      "/members/home",
    );
  },
};
