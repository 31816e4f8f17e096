import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { useState } from "react";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { authFrameDecorator } from "../stories/AuthStoryFrame.tsx";
import { FastLoginForm } from "./FastLoginForm.tsx";
import { FastLoginScreen } from "./FastLoginScreen.tsx";

const api = (path: string) => `*/api/v1${path}`;
const driverEmail = "trucker@roadmail.com";
const message = "This email is already registered as a driver, enter your password to create a company.";

const meta = {
  title: "Auth/Fast login",
  component: FastLoginForm,
  args: { email: driverEmail, password: "", onPasswordChange: fn(), onSubmit: fn(), onSignInAsDriver: fn() },
  decorators: [authFrameDecorator],
} satisfies Meta<typeof FastLoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(message)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Sign in as a driver instead" })).toHaveAttribute(
      "href",
      "/login",
    );
  },
};
/** Filled: the typed password goes to the screen's form state; Enter submits. */
export const Filled: Story = {
  render: function Render(args) {
    const [password, setPassword] = useState("");
    return <FastLoginForm {...args} password={password} onPasswordChange={setPassword} />;
  },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText("Password", { selector: "input" }), "Haulboard#2026{Enter}");
    await expect(canvas.getByLabelText("Password", { selector: "input" })).toHaveValue("Haulboard#2026");
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Invalid: Story = {
  args: { passwordError: "No password provided" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No password provided")).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isSubmitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /Continue/ })).toHaveAttribute("aria-disabled", "true");
  },
};

const screen = {
  frame: { path: "/fast-login", url: "/fast-login", state: { email: driverEmail }, layout: false },
};

/** The server's message is only logged: the visitor reads the login failure text (access §8). */
export const ScreenServerError: StoryObj = {
  render: () => <FastLoginScreen />,
  parameters: screen,
  beforeEach: ({ msw }) => {
    msw.use(
      http.post(api("/auth/login"), () =>
        HttpResponse.json({ errors: [{ message: "Invalid email or password" }] }, { status: 401 }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText("Password", { selector: "input" }), "Wrong#2026");
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("This email or password is wrong");
  },
};

/** A deactivated driver account is told so (issue 13), not 'This email or password is wrong'. */
export const ScreenDeactivated: StoryObj = {
  render: () => <FastLoginScreen />,
  parameters: screen,
  beforeEach: ({ msw }) => {
    msw.use(
      http.post(api("/auth/login"), () =>
        HttpResponse.json({ errors: [{ message: "This account is deactivated" }] }, { status: 403 }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText("Password", { selector: "input" }), "Haulboard#2026");
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("This account is deactivated");
  },
};

const loginBodies: unknown[] = [];

/** Success goes to /company-info; the stored terms choice is sent as tn_terms_accepted (access §3). */
export const ScreenSignsIn: StoryObj = {
  render: () => <FastLoginScreen />,
  parameters: screen,
  beforeEach: ({ msw }) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the story sets the one cookie the sign-in reads.
    document.cookie = "termsAccepted=true; max-age=600; path=/";
    loginBodies.length = 0;
    msw.use(
      http.post(api("/auth/login"), async ({ request }) => {
        loginBodies.push(await request.json());
        return HttpResponse.json({
          data: {
            id: 88,
            first_name: "Luis",
            last_name: "Ortega",
            email: driverEmail,
            phone: null,
            access_token: "a.b.c",
            refresh_token: "r",
            terms_accepted_at: null,
            user_roles: ["Driver", "Employer"],
            profile_complete: false,
            timezone: null,
            ssn_login: false,
            redirect: "/company-info",
          },
        });
      }),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(await canvas.findByText("No password provided")).toBeVisible();
    await userEvent.type(canvas.getByLabelText("Password", { selector: "input" }), "Haulboard#2026");
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(canvas.getByTestId("arrived-path")).toHaveTextContent("/company-info"));
    await expect(loginBodies).toEqual([
      expect.objectContaining({ role: "member", create_role: "employer", tn_terms_accepted: true }),
    ]);
  },
};
