import { RoleName } from "@haulboard/domain";
import { AppApiProvider } from "@haulboard/shell/portal";
import { StoryApp } from "@haulboard/shell/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, fn, userEvent, within } from "storybook/test";
import { ResetPasswordScreen } from "./ResetPasswordScreen.tsx";
import { ResetPasswordView } from "./ResetPasswordView.tsx";

const filled = {
  oldPassword: "Haulboard#2026",
  newPassword: "Roadhouse#77",
  confirmPassword: "Roadhouse#77",
};

const meta = {
  title: "Members/Settings/Reset password",
  component: ResetPasswordView,
  tags: ["autodocs"],
  args: {
    values: { oldPassword: "", newPassword: "", confirmPassword: "" },
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof ResetPasswordView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { values: filled },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Reset password" }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};
export const Invalid: Story = {
  args: {
    values: { oldPassword: "", newPassword: "short", confirmPassword: "other" },
    errors: {
      oldPassword: "No password provided",
      newPassword: "Password is too short - It should be at least 8 characters.",
      confirmPassword: "Passwords must match",
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText("Password is too short - It should be at least 8 characters."),
    ).toBeVisible();
    await expect(canvas.getByText("Passwords must match")).toBeVisible();
  },
};

export const Loading: Story = { args: { values: filled, isSubmitting: true } };

const app = (
  <StoryApp
    path="/members/settings/reset-password"
    roles={[RoleName.driver]}
    routes={[
      {
        path: "/members/settings/reset-password",
        element: (
          <AppApiProvider>
            <ResetPasswordScreen />
          </AppApiProvider>
        ),
      },
    ]}
  />
);

const fill = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText("Current password"), filled.oldPassword);
  await userEvent.type(canvas.getByLabelText("New password"), filled.newPassword);
  await userEvent.type(canvas.getByLabelText("Confirm password"), filled.confirmPassword);
  await userEvent.click(canvas.getByRole("button", { name: "Reset password" }));
};

/** Submitting nothing shows the domain's messages and calls nothing. */
export const ValidatesBeforeSending: Story = {
  render: () => app,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Reset password" }));
    await expect(canvas.getAllByText("No password provided").length).toBeGreaterThan(0);
  },
};

/** The server accepts: 'Updated successfully'. The confirmation is never sent. */
export const Saves: Story = {
  render: () => app,
  beforeEach: ({ msw }) => {
    msw.use(
      http.post("/api/v1/auth/change-password", async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        if ("confirm_password" in body || "confirmPassword" in body)
          return HttpResponse.json({}, { status: 400 });
        return HttpResponse.json({ data: null });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await expect(await within(canvasElement).findByRole("status")).toHaveTextContent("Updated successfully");
  },
};

/** The server refuses: its first message shows as an error alert. */
export const ServerError: Story = {
  render: () => app,
  beforeEach: ({ msw }) => {
    msw.use(
      http.post("/api/v1/auth/change-password", () =>
        HttpResponse.json({ errors: [{ message: "The current password is wrong" }] }, { status: 422 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent(
      "The current password is wrong",
    );
  },
};
