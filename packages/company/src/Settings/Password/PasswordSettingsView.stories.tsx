import { ChangePasswordForm, PasswordMessages } from "@haulboard/domain";
import { useSchemaForm } from "@haulboard/shell/forms";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

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
};
export const Changes: Story = { play: changes };
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
export const Saving: Story = { args: { isSaving: true } };
