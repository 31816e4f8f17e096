import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { clearFlow, writeFlow } from "../internal/flowStorage.ts";
import { authFrameDecorator } from "../stories/AuthStoryFrame.tsx";
import { ForgotPasswordForm } from "./ForgotPasswordForm.tsx";
import { ForgotPasswordScreen, ResetCodeScreen } from "./PasswordScreens.tsx";
import { ResetCodeForm } from "./ResetCodeForm.tsx";

const api = (path: string) => `*/api/v1${path}`;

const meta = {
  title: "Auth/Forgot password",
  component: ForgotPasswordForm,
  args: { email: "", onEmailChange: fn(), onSubmit: fn() },
  decorators: [authFrameDecorator],
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Forgotten password" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to sign in" })).toHaveAttribute("href", "/login");
  },
};
export const Filled: Story = {
  args: { email: "dispatch@redriverfreight.co" },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText("Email"), "m");
    await expect(args.onEmailChange).toHaveBeenLastCalledWith("dispatch@redriverfreight.com");
    await userEvent.click(canvas.getByRole("button", { name: "Send code" }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const Invalid: Story = {
  args: { email: "dispatch@", emailError: "Needs to be a valid email." },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Needs to be a valid email.")).toBeVisible();
  },
};

export const Loading: Story = {
  args: { email: "dispatch@redriverfreight.com", isSubmitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /Send code/ })).toHaveAttribute("aria-disabled", "true");
  },
};

export const AdminRole: Story = {
  args: { loginHref: "/login?role=admin" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Back to sign in" })).toHaveAttribute(
      "href",
      "/login?role=admin",
    );
  },
};

/** The container: the email rule, then the server's error as an alert. */
export const ScreenServerError: StoryObj = {
  render: () => <ForgotPasswordScreen />,
  parameters: { frame: { path: "/forgot-password", url: "/forgot-password?role=employer", layout: false } },
  beforeEach: ({ msw }) => {
    clearFlow();
    msw.use(
      http.post(api("/auth/token-password"), () =>
        HttpResponse.json({ errors: [{ message: "x" }] }, { status: 500 }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Send code" }));
    await expect(await canvas.findByText("No email provided")).toBeVisible();
    await userEvent.type(canvas.getByLabelText("Email"), "dispatch@redriverfreight.com");
    await userEvent.click(canvas.getByRole("button", { name: "Send code" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Internal server error");
  },
};

/** The container: a mailed code goes on to /reset-code. */
export const ScreenSendsCode: StoryObj = {
  render: () => <ForgotPasswordScreen />,
  parameters: ScreenServerError.parameters,
  beforeEach: ({ msw }) => {
    clearFlow();
    msw.use(http.post(api("/auth/token-password"), () => HttpResponse.json({ data: null })));
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText("Email"), "dispatch@redriverfreight.com");
    await userEvent.click(canvas.getByRole("button", { name: "Send code" }));
    await waitFor(() => expect(canvas.getByTestId("arrived-path")).toHaveTextContent("/reset-code"));
  },
};

/** /reset-code: the code form. */
export const ResetCodeEmpty: StoryObj<typeof ResetCodeForm> = {
  render: (args) => <ResetCodeForm {...args} />,
  args: { email: "dispatch@redriverfreight.com", code: "", onCodeChange: fn(), onSubmit: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Enter your code" })).toBeVisible();
    await expect(canvas.getByText(/dispatch@redriverfreight.com/)).toBeVisible();
  },
};

export const ResetCodeInvalid: StoryObj<typeof ResetCodeForm> = {
  render: (args) => <ResetCodeForm {...args} />,
  args: {
    email: "dispatch@redriverfreight.com",
    code: "111111",
    onCodeChange: fn(),
    codeError: "This code is not valid or has expired",
    onSubmit: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("This code is not valid or has expired")).toBeVisible();
  },
};

export const ResetCodeLoading: StoryObj<typeof ResetCodeForm> = {
  render: (args) => <ResetCodeForm {...args} />,
  args: {
    email: "dispatch@redriverfreight.com",
    code: "482913",
    onCodeChange: fn(),
    isSubmitting: true,
    onSubmit: fn(),
  },
};

/** The container: a wrong code stays here with its message; a right one goes to /change-password. */
export const ResetCodeScreenFlow: StoryObj = {
  render: () => <ResetCodeScreen />,
  parameters: { frame: { path: "/reset-code", url: "/reset-code", layout: false } },
  beforeEach: ({ msw }) => {
    writeFlow({ email: "dispatch@redriverfreight.com", role: "employer" });
    msw.use(
      http.post(api("/auth/verify-token-password"), async ({ request }) => {
        const body = (await request.json()) as { code: string };
        return HttpResponse.json({
          data:
            body.code === "482913"
              ? { valid: true, reset_token: "reset-1" }
              : { valid: false, reset_token: null },
        });
      }),
    );
    return () => clearFlow();
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Verify" }));
    await expect(await canvas.findByText("No code provided")).toBeVisible();
    await userEvent.type(canvas.getByLabelText("Code"), "111111");
    await userEvent.click(canvas.getByRole("button", { name: "Verify" }));
    await expect(await canvas.findByText("This code is not valid or has expired")).toBeVisible();
    await userEvent.clear(canvas.getByLabelText("Code"));
    await userEvent.type(canvas.getByLabelText("Code"), "482913");
    await userEvent.click(canvas.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(canvas.getByTestId("arrived-path")).toHaveTextContent("/change-password"));
  },
};
