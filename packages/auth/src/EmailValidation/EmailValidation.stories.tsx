import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { authFrameDecorator } from "../stories/AuthStoryFrame.tsx";
import { EmailValidationSuccessScreen, EmailValidationUnsuccessScreen } from "./EmailValidationScreens.tsx";

const meta = {
  title: "Auth/Email validation",
  component: EmailValidationSuccessScreen,
  decorators: [authFrameDecorator],
  parameters: { frame: { layout: false } },
} satisfies Meta<typeof EmailValidationSuccessScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /email/validation/success: 'Your email has been verified.' */
export const Success: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Your email has been verified.")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Go to sign in" })).toHaveAttribute("href", "/login");
  },
};

/** /email/validation/unsuccess: an expired or unknown link. */
export const Unsuccess: Story = {
  render: () => <EmailValidationUnsuccessScreen />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Email not verified" })).toBeVisible();
  },
};
