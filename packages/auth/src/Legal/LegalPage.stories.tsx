import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { authFrameDecorator } from "../stories/AuthStoryFrame.tsx";
import { LegalPage } from "./LegalPage.tsx";
import { LegalText, privacyPolicy, termsOfService } from "./LegalText.ts";

const meta = {
  title: "Auth/Legal pages",
  component: LegalPage,
  args: { kind: "terms" },
  decorators: [authFrameDecorator],
  parameters: { layout: "fullscreen", frame: { layout: false } },
} satisfies Meta<typeof LegalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /terms: the document, marked as placeholder text, with the Privacy Policy and the way back. */
export const Terms: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: termsOfService.title })).toBeVisible();
    await expect(canvas.getByText(LegalText.placeholderNotice)).toBeVisible();
    for (const section of termsOfService.sections)
      await expect(canvas.getByRole("heading", { level: 2, name: section.heading })).toBeVisible();
    await expect(canvas.getByRole("link", { name: LegalText.otherDocument.terms })).toHaveAttribute(
      "href",
      "/privacy",
    );
    await expect(canvas.getByRole("link", { name: LegalText.backToSignIn })).toHaveAttribute(
      "href",
      "/login",
    );
  },
};

/** /privacy. */
export const Privacy: Story = {
  args: { kind: "privacy" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: privacyPolicy.title })).toBeVisible();
    await expect(canvas.getByText(LegalText.placeholderNotice)).toBeVisible();
    await expect(canvas.getByRole("link", { name: LegalText.otherDocument.privacy })).toHaveAttribute(
      "href",
      "/terms",
    );
  },
};
