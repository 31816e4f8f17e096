import { EmailMessages } from "@haulboard/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { SettingsText } from "../SettingsText.ts";
import { AccountSettingsView } from "./AccountSettingsView.tsx";

const meta = {
  title: "Company/Settings/Account",
  component: AccountSettingsView,
  args: {
    values: {
      firstName: "Cody",
      lastName: "Carver",
      phone: "(405)555-0142",
      email: "cardadmin@haulboard.test",
      timezone: "US/Central",
      currentPassword: "",
    },
    currentEmail: "cardadmin@haulboard.test",
    emailToVerify: null,
    onSave: fn(),
  },
} satisfies Meta<typeof AccountSettingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled: Story["play"] = async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole("textbox", { name: /First name/ })).toHaveValue("Cody");
  await expect(canvas.queryByLabelText(SettingsText.currentPassword)).toBeNull();
  await userEvent.click(canvas.getByRole("button", { name: SettingsText.save }));
  await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ timezone: "US/Central" }));
};
export const Filled: Story = { play: filled };
export const EmailChangeAsksForPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole("textbox", { name: /^Email/ });
    await userEvent.clear(email);
    await userEvent.type(email, "cody@summit.example.com");
    await expect(canvas.getByLabelText(/Current password/)).toBeVisible();
  },
};

export const InvalidEmail: Story = {
  args: { values: { ...meta.args.values, email: "cody@" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: SettingsText.save }));
    await expect(canvas.getByText(EmailMessages.invalid)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
export const Saving: Story = { args: { isSaving: true } };
export const EmailWaiting: Story = { args: { emailToVerify: "cody@summit.example.com" } };
