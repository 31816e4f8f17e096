import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { clearFlow, writeFlow } from "../internal/flowStorage.ts";
import { authFrameDecorator } from "../stories/AuthStoryFrame.tsx";
import { ChangePasswordForm } from "./ChangePasswordForm.tsx";
import { ChangePasswordScreen } from "./PasswordScreens.tsx";

const api = (path: string) => `*/api/v1${path}`;

const meta = {
  title: "Auth/Change password",
  component: ChangePasswordForm,
  args: { values: { password: "", confirmPassword: "" }, onChange: fn(), onSubmit: fn() },
  decorators: [authFrameDecorator],
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  },
};
export const Filled: Story = {
  args: { values: { password: "Freightliner#2027", confirmPassword: "Freightliner#202" } },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText("Confirm new password", { selector: "input" }), "7");
    await expect(args.onChange).toHaveBeenLastCalledWith("confirmPassword", "Freightliner#2027");
    await userEvent.click(canvas.getByRole("button", { name: "Change password" }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const Invalid: Story = {
  args: {
    values: { password: "freightliner", confirmPassword: "freight" },
    errors: {
      password: "At least 1 number,1 symbol (@$!#%*?&) and 1 uppercase letter",
      confirmPassword: "Passwords must match",
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("At least 1 number,1 symbol (@$!#%*?&) and 1 uppercase letter"),
    ).toBeVisible();
    await expect(canvas.getByText("Passwords must match")).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isSubmitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /Change password/ })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  },
};

const frame = { frame: { path: "/change-password", url: "/change-password", layout: false } };

const typeNewPassword = async (canvas: Parameters<NonNullable<Story["play"]>>[0]["canvas"]) => {
  await userEvent.type(canvas.getByLabelText("New password", { selector: "input" }), "Freightliner#2027");
  await userEvent.type(
    canvas.getByLabelText("Confirm new password", { selector: "input" }),
    "Freightliner#2027",
  );
  await userEvent.click(canvas.getByRole("button", { name: "Change password" }));
};

/** The container: the reset is refused by the server (an expired reset token). */
export const ScreenServerError: StoryObj = {
  render: () => <ChangePasswordScreen />,
  parameters: frame,
  beforeEach: ({ msw }) => {
    writeFlow({ email: "dispatch@redriverfreight.com", resetToken: "reset-1", role: "employer" });
    msw.use(
      http.post(api("/auth/reset-password"), () =>
        HttpResponse.json({ errors: [{ message: "This reset link has expired" }] }, { status: 400 }),
      ),
    );
    return () => clearFlow();
  },
  play: async ({ canvas }) => {
    await typeNewPassword(canvas);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("This reset link has expired");
  },
};

/** The container: the new password is set and the login follows with a success message. */
export const ScreenChangesPassword: StoryObj = {
  render: () => <ChangePasswordScreen />,
  parameters: frame,
  beforeEach: ({ msw }) => {
    writeFlow({ email: "dispatch@redriverfreight.com", resetToken: "reset-1", role: "admin" });
    msw.use(http.post(api("/auth/reset-password"), () => HttpResponse.json({ data: null })));
    return () => clearFlow();
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Change password" }));
    await expect(await canvas.findByText("No password provided")).toBeVisible();
    await typeNewPassword(canvas);
    await waitFor(() => expect(canvas.getByTestId("arrived-path")).toHaveTextContent("/login?role=admin"));
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "Your password has been changed. Sign in with your new password.",
    );
  },
};
