import { ChangePasswordForm, PasswordMessages } from "@haulboard/domain";
import { useSchemaForm } from "@haulboard/shell/forms";
import { atWidth } from "@haulboard/ui/storybook";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { noSidewaysScroll } from "../../testing/wizardFixtures.ts";
import { SettingsText } from "../SettingsText.ts";
import { PasswordSettingsView, type PasswordValues } from "./PasswordSettingsView.tsx";

/** The view with the screen's form hook (the container adds only the call). */
function PasswordSection({ onSave, isSaving }: { onSave: (value: unknown) => void; isSaving?: boolean }) {
  const form = useSchemaForm<PasswordValues, ChangePasswordForm>(ChangePasswordForm, {
    oldPassword: "",
    newPassword: "",
    confirmPassword: "",
  });
  return <PasswordSettingsView form={form} onSave={onSave} isSaving={isSaving ?? false} />;
}

const meta = {
  title: "Company/Settings/Password",
  component: PasswordSection,
  args: { onSave: fn() },
} satisfies Meta<typeof PasswordSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const changes: Story["play"] = async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^Current password/), "Haulboard#2026");
  await userEvent.type(canvas.getByLabelText(/^New password/), "Changed#2026");
  await userEvent.type(canvas.getByLabelText(/^Confirm new password/), "Changed#2026");
  await userEvent.keyboard("{Enter}");
  await expect(args.onSave).toHaveBeenCalledWith({
    oldPassword: "Haulboard#2026",
    newPassword: "Changed#2026",
    confirmPassword: "Changed#2026",
  });
  await expect(noSidewaysScroll(canvasElement)).toBe(true);
};
export const Changes: Story = { play: changes };
export const ChangesMobile: Story = { play: changes, globals: atWidth("mobile") };
export const ChangesTablet: Story = { play: changes, globals: atWidth("tablet") };
export const ChangesDesktop: Story = { play: changes, globals: atWidth("desktop") };
export const ChangesLargeLaptop: Story = { play: changes, globals: atWidth("largeLaptop") };
export const ChangesDark: Story = { play: changes, globals: { theme: "dark" } };

export const Mismatch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Current password/), "Haulboard#2026");
    await userEvent.type(canvas.getByLabelText(/^New password/), "Changed#2026");
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), "Other#2026");
    await userEvent.click(canvas.getByRole("button", { name: SettingsText.changePassword }));
    await expect(canvas.getAllByText(PasswordMessages.mismatch)[0]).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
export const MismatchDark: Story = { ...Mismatch, globals: { theme: "dark" } };
export const Saving: Story = { args: { isSaving: true } };

// Every state at the four widths and in the dark theme (issue 18).
export const MismatchMobile: Story = { ...Mismatch, globals: atWidth("mobile") };
export const MismatchTablet: Story = { ...Mismatch, globals: atWidth("tablet") };
export const MismatchDesktop: Story = { ...Mismatch, globals: atWidth("desktop") };
export const MismatchLargeLaptop: Story = { ...Mismatch, globals: atWidth("largeLaptop") };
export const SavingMobile: Story = { ...Saving, globals: atWidth("mobile") };
export const SavingTablet: Story = { ...Saving, globals: atWidth("tablet") };
export const SavingDesktop: Story = { ...Saving, globals: atWidth("desktop") };
export const SavingLargeLaptop: Story = { ...Saving, globals: atWidth("largeLaptop") };
export const SavingDark: Story = { ...Saving, globals: { theme: "dark" } };
