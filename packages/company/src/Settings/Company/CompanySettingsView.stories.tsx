import { EmailMessages, ErrorText } from "@haulboard/domain";
import { defaultCompanyLogo } from "@haulboard/shell/portal";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { SettingsText } from "../SettingsText.ts";
import { CompanySettingsView } from "./CompanySettingsView.tsx";

const logoSvg = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320"><rect width="480" height="320" fill="#1d4ed8"/><rect x="40" y="40" width="240" height="120" fill="#dc2626"/></svg>',
)}`;

const meta = {
  title: "Company/Settings/Company",
  component: CompanySettingsView,
  args: {
    values: {
      companyName: "Summit Card Carriers",
      size: "6-10",
      phone: "(405)555-0142",
      email: "ops@summit.example.com",
    },
    emailToVerify: null,
    canManage: true,
    onSave: fn(),
    logoUrl: null,
    fallbackLogo: defaultCompanyLogo,
    logoDraft: null,
    onLogoChosen: fn(),
    onCropChange: fn(),
    onLogoCancel: fn(),
    onLogoSave: fn(),
  },
} satisfies Meta<typeof CompanySettingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const editable: Story["play"] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole("textbox", { name: /Company name/ })).toHaveValue("Summit Card Carriers");
  await expect(canvas.getByRole("img", { name: SettingsText.logoCurrent })).toHaveAttribute(
    "data-fallback",
    "true",
  );
};

export const Editable: Story = { play: editable };
export const InvalidSave: Story = {
  args: { values: { companyName: "", size: "6-10", phone: "(405)555-0142", email: "not-an-email" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: SettingsText.save }));
    await expect(canvas.getByText(EmailMessages.invalid)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const EmailWaiting: Story = {
  args: { emailToVerify: "billing@summit.example.com" },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(SettingsText.emailWaiting("billing@summit.example.com")),
    ).toBeVisible();
  },
};
/**
 * A company whose first email waits for its link (issue 35 #16): the field shows the waiting address and
 * the other fields save.
 */
export const FirstEmailWaitingSaves: Story = {
  args: {
    values: { ...meta.args.values, email: "dispatch@summit.example.com" },
    emailToVerify: "dispatch@summit.example.com",
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(SettingsText.emailWaitingFirst("dispatch@summit.example.com")),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: SettingsText.save }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ email: "dispatch@summit.example.com" }),
    );
  },
};
const cropping: Story["play"] = async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole("img", { name: SettingsText.logoNewLarge })).toBeVisible();
  await expect(canvas.getByRole("img", { name: SettingsText.logoNewSmall })).toBeVisible();
  await userEvent.click(canvas.getByRole("button", { name: SettingsText.logoSave }));
  await expect(args.onLogoSave).toHaveBeenCalled();
};
const draft = { src: logoSvg, name: "logo.svg", crop: { size: 240, top: 20, left: 20 } };
export const Cropping: Story = { args: { logoDraft: draft }, play: cropping };
export const BrokenLogoFallsBack: Story = {
  args: { logoUrl: "/media/logos/missing.png" },
  play: async ({ canvasElement }) => {
    const logo = within(canvasElement).getByRole("img", { name: SettingsText.logoCurrent });
    await waitFor(() => expect(logo).toHaveAttribute("data-fallback", "true"));
  },
};

export const LogoRefused: Story = { args: { logoError: ErrorText.imageUploadFailed } };

const readOnly: Story["play"] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText(SettingsText.readOnly)).toBeVisible();
  await expect(canvas.queryByRole("textbox")).toBeNull();
  await expect(canvas.queryByRole("button", { name: SettingsText.save })).toBeNull();
};
export const ReadOnly: Story = { args: { canManage: false }, play: readOnly };
