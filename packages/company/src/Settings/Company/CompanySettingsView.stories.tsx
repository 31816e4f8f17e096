import { EmailMessages, ErrorText } from "@haulboard/domain";
import { defaultCompanyLogo } from "@haulboard/shell/portal";
import { atWidth } from "@haulboard/ui/storybook";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { noSidewaysScroll } from "../../testing/wizardFixtures.ts";
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
  await expect(noSidewaysScroll(canvasElement)).toBe(true);
};

export const Editable: Story = { play: editable };
export const EditableMobile: Story = { play: editable, globals: atWidth("mobile") };
export const EditableTablet: Story = { play: editable, globals: atWidth("tablet") };
export const EditableDesktop: Story = { play: editable, globals: atWidth("desktop") };
export const EditableLargeLaptop: Story = { play: editable, globals: atWidth("largeLaptop") };
export const EditableDark: Story = { play: editable, globals: { theme: "dark" } };

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
export const EmailWaitingDark: Story = { ...EmailWaiting, globals: { theme: "dark" } };

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
export const FirstEmailWaitingSavesDark: Story = { ...FirstEmailWaitingSaves, globals: { theme: "dark" } };

const cropping: Story["play"] = async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole("img", { name: SettingsText.logoNewLarge })).toBeVisible();
  await expect(canvas.getByRole("img", { name: SettingsText.logoNewSmall })).toBeVisible();
  await userEvent.click(canvas.getByRole("button", { name: SettingsText.logoSave }));
  await expect(args.onLogoSave).toHaveBeenCalled();
  await expect(noSidewaysScroll(canvasElement)).toBe(true);
};
const draft = { src: logoSvg, name: "logo.svg", crop: { size: 240, top: 20, left: 20 } };
export const Cropping: Story = { args: { logoDraft: draft }, play: cropping };
export const CroppingMobile: Story = { ...Cropping, globals: atWidth("mobile") };
export const CroppingTablet: Story = { ...Cropping, globals: atWidth("tablet") };
export const CroppingDesktop: Story = { ...Cropping, globals: atWidth("desktop") };
export const CroppingLargeLaptop: Story = { ...Cropping, globals: atWidth("largeLaptop") };
export const CroppingDark: Story = { ...Cropping, globals: { theme: "dark" } };

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
  await expect(noSidewaysScroll(canvasElement)).toBe(true);
};
export const ReadOnly: Story = { args: { canManage: false }, play: readOnly };
export const ReadOnlyMobile: Story = { ...ReadOnly, globals: atWidth("mobile") };
export const ReadOnlyTablet: Story = { ...ReadOnly, globals: atWidth("tablet") };
export const ReadOnlyDesktop: Story = { ...ReadOnly, globals: atWidth("desktop") };
export const ReadOnlyLargeLaptop: Story = { ...ReadOnly, globals: atWidth("largeLaptop") };
export const ReadOnlyDark: Story = { ...ReadOnly, globals: { theme: "dark" } };

// Every state at the four widths and in the dark theme (issue 18).
export const InvalidSaveMobile: Story = { ...InvalidSave, globals: atWidth("mobile") };
export const InvalidSaveTablet: Story = { ...InvalidSave, globals: atWidth("tablet") };
export const InvalidSaveDesktop: Story = { ...InvalidSave, globals: atWidth("desktop") };
export const InvalidSaveLargeLaptop: Story = {
  ...InvalidSave,
  globals: atWidth("largeLaptop"),
};
export const InvalidSaveDark: Story = { ...InvalidSave, globals: { theme: "dark" } };
export const EmailWaitingMobile: Story = { ...EmailWaiting, globals: atWidth("mobile") };
export const EmailWaitingTablet: Story = { ...EmailWaiting, globals: atWidth("tablet") };
export const EmailWaitingDesktop: Story = { ...EmailWaiting, globals: atWidth("desktop") };
export const EmailWaitingLargeLaptop: Story = {
  ...EmailWaiting,
  globals: atWidth("largeLaptop"),
};
export const BrokenLogoFallsBackMobile: Story = {
  ...BrokenLogoFallsBack,
  globals: atWidth("mobile"),
};
export const BrokenLogoFallsBackTablet: Story = {
  ...BrokenLogoFallsBack,
  globals: atWidth("tablet"),
};
export const BrokenLogoFallsBackDesktop: Story = {
  ...BrokenLogoFallsBack,
  globals: atWidth("desktop"),
};
export const BrokenLogoFallsBackLargeLaptop: Story = {
  ...BrokenLogoFallsBack,
  globals: atWidth("largeLaptop"),
};
export const BrokenLogoFallsBackDark: Story = { ...BrokenLogoFallsBack, globals: { theme: "dark" } };
export const LogoRefusedMobile: Story = { ...LogoRefused, globals: atWidth("mobile") };
export const LogoRefusedTablet: Story = { ...LogoRefused, globals: atWidth("tablet") };
export const LogoRefusedDesktop: Story = { ...LogoRefused, globals: atWidth("desktop") };
export const LogoRefusedLargeLaptop: Story = {
  ...LogoRefused,
  globals: atWidth("largeLaptop"),
};
export const LogoRefusedDark: Story = { ...LogoRefused, globals: { theme: "dark" } };
