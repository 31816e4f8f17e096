import { EmailMessages } from "@haulboard/domain";
import { atWidth } from "@haulboard/ui/storybook";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { noSidewaysScroll } from "../../testing/wizardFixtures.ts";
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
  await expect(noSidewaysScroll(canvasElement)).toBe(true);
};
export const Filled: Story = { play: filled };
export const FilledMobile: Story = { play: filled, globals: atWidth("mobile") };
export const FilledTablet: Story = { play: filled, globals: atWidth("tablet") };
export const FilledDesktop: Story = { play: filled, globals: atWidth("desktop") };
export const FilledLargeLaptop: Story = { play: filled, globals: atWidth("largeLaptop") };
export const FilledDark: Story = { play: filled, globals: { theme: "dark" } };

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
export const InvalidEmailDark: Story = { ...InvalidEmail, globals: { theme: "dark" } };

export const Saving: Story = { args: { isSaving: true } };
export const EmailWaiting: Story = { args: { emailToVerify: "cody@summit.example.com" } };

// Every state at the four widths and in the dark theme (issue 18).
export const EmailChangeAsksForPasswordMobile: Story = {
  ...EmailChangeAsksForPassword,
  globals: atWidth("mobile"),
};
export const EmailChangeAsksForPasswordTablet: Story = {
  ...EmailChangeAsksForPassword,
  globals: atWidth("tablet"),
};
export const EmailChangeAsksForPasswordDesktop: Story = {
  ...EmailChangeAsksForPassword,
  globals: atWidth("desktop"),
};
export const EmailChangeAsksForPasswordLargeLaptop: Story = {
  ...EmailChangeAsksForPassword,
  globals: atWidth("largeLaptop"),
};
export const EmailChangeAsksForPasswordDark: Story = {
  ...EmailChangeAsksForPassword,
  globals: { theme: "dark" },
};
export const InvalidEmailMobile: Story = { ...InvalidEmail, globals: atWidth("mobile") };
export const InvalidEmailTablet: Story = { ...InvalidEmail, globals: atWidth("tablet") };
export const InvalidEmailDesktop: Story = { ...InvalidEmail, globals: atWidth("desktop") };
export const InvalidEmailLargeLaptop: Story = {
  ...InvalidEmail,
  globals: atWidth("largeLaptop"),
};
export const SavingMobile: Story = { ...Saving, globals: atWidth("mobile") };
export const SavingTablet: Story = { ...Saving, globals: atWidth("tablet") };
export const SavingDesktop: Story = { ...Saving, globals: atWidth("desktop") };
export const SavingLargeLaptop: Story = { ...Saving, globals: atWidth("largeLaptop") };
export const SavingDark: Story = { ...Saving, globals: { theme: "dark" } };
export const EmailWaitingMobile: Story = { ...EmailWaiting, globals: atWidth("mobile") };
export const EmailWaitingTablet: Story = { ...EmailWaiting, globals: atWidth("tablet") };
export const EmailWaitingDesktop: Story = { ...EmailWaiting, globals: atWidth("desktop") };
export const EmailWaitingLargeLaptop: Story = {
  ...EmailWaiting,
  globals: atWidth("largeLaptop"),
};
export const EmailWaitingDark: Story = { ...EmailWaiting, globals: { theme: "dark" } };
