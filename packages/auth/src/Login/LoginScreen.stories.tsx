import { ErrorText, type FeatureFlags, featureFlagDefaults } from "@haulboard/domain";
import { atWidth } from "@haulboard/ui/storybook";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { LoginText } from "../LoginText.ts";
import { authFrameDecorator } from "../stories/AuthStoryFrame.tsx";
import { LoginForm } from "./LoginForm.tsx";
import { LoginScreen } from "./LoginScreen.tsx";

const api = (path: string) => `*/api/v1${path}`;

/** The terms cookie decides whether the dialog shows; stories start from a known state. */
const setTermsCookie = (value: "true" | "false" | undefined) => {
  // biome-ignore lint/suspicious/noDocumentCookie: stories set the one cookie the screen reads.
  document.cookie =
    value === undefined ? "termsAccepted=; max-age=0; path=/" : `termsAccepted=${value}; max-age=600; path=/`;
};

const meta = {
  title: "Auth/Login",
  component: LoginForm,
  args: { values: { email: "", password: "" }, onChange: fn(), onSubmit: fn(), onSocial: fn() },
  decorators: [authFrameDecorator],
  // The screen stories ask the server which social providers are configured: none, unless a story says so.
  beforeEach: ({ msw }) => {
    msw.use(http.get(api("/auth/social-providers"), () => HttpResponse.json({ data: { sources: [] } })));
  },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: Welcome, 'Sign in to your account', Continue and the links. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Welcome" })).toBeVisible();
    await expect(canvas.getByText("Sign in to your account")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Forgotten password" })).toHaveAttribute(
      "href",
      "/forgot-password?role=employer",
    );
    await expect(canvas.getByRole("link", { name: "Create new account" })).toHaveAttribute("href", "/signup");
    await expect(canvas.queryByRole("button", { name: "Google" })).toBeNull();
  },
};

/** Filled: typing reports each field's new text; Continue submits. */
export const Filled: Story = {
  args: { values: { email: "dispatch@redriverfreight.com", password: "Kenworth#202" } },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText("Password"), "6");
    await expect(args.onChange).toHaveBeenLastCalledWith("password", "Kenworth#2026");
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Invalid: the login rules' messages under the fields (access §5). */
export const Invalid: Story = {
  args: {
    values: { email: "dispatch@", password: "" },
    errors: { email: "Needs to be a valid email.", password: "No password provided" },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Needs to be a valid email.")).toBeVisible();
    await expect(canvas.getByText("No password provided")).toBeVisible();
    await expect(canvas.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
  },
};

/** Loading: Continue shows progress while signing in. */
export const Loading: Story = {
  args: { values: { email: "dispatch@redriverfreight.com", password: "Kenworth#2026" }, isSubmitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /Continue/ })).toHaveAttribute("aria-disabled", "true");
  },
};

/** The social buttons of the configured providers. */
export const WithSocialLogin: Story = {
  args: { social: ["facebook", "google", "apple"] },
  play: async ({ canvas, args }) => {
    for (const name of ["Facebook", "Google", "Apple"])
      await expect(canvas.getByRole("button", { name })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Google" }));
    await expect(args.onSocial).toHaveBeenCalledWith("google");
  },
};

/** The admin variant: its own background and the admin role on the Forgotten password link. */
export const AdminVariant: Story = {
  args: { variant: "admin" },
  parameters: { frame: { url: "/login?role=admin", layout: "admin" } },
  globals: atWidth("desktop"),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Forgotten password" })).toHaveAttribute(
      "href",
      "/forgot-password?role=admin",
    );
    await expect(canvas.getByTestId("auth-background")).toHaveAttribute("data-variant", "admin");
  },
};

/** The container against the server (MSW): validation, a server error, and a successful sign-in. */
export const ScreenValidation: StoryObj = {
  render: () => <LoginScreen />,
  parameters: { frame: { path: "/login", url: "/login", layout: false } },
  beforeEach: () => {
    setTermsCookie("true");
    return () => setTermsCookie(undefined);
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(await canvas.findByText("No email provided")).toBeVisible();
    await expect(canvas.getByText("No password provided")).toBeVisible();
  },
};

/**
 * Sent here by a page whose role does not match (access §2): the page's account is named, with a link back
 * to the portal signed in to.
 */
export const ScreenRefused: StoryObj = {
  render: () => <LoginScreen />,
  parameters: {
    frame: {
      path: "/login",
      url: "/login?role=admin",
      state: { refused: { needs: "admin", home: "/company/jobs" } },
      layout: false,
    },
  },
  beforeEach: () => {
    setTermsCookie("true");
    return () => setTermsCookie(undefined);
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("This page needs an admin account. Sign in with one to open it.");
    await expect(within(alert).getByRole("link", { name: "Back to the Company Portal" })).toHaveAttribute(
      "href",
      "/company/jobs",
    );
    await expect(canvas.getByLabelText("Email")).toBeVisible();
  },
};

export const ScreenServerError: StoryObj = {
  render: () => <LoginScreen />,
  parameters: { frame: { path: "/login", url: "/login", layout: false } },
  beforeEach: ({ msw }) => {
    setTermsCookie("true");
    msw.use(
      http.post(api("/auth/login"), () =>
        HttpResponse.json({ errors: [{ message: "Boom" }] }, { status: 503 }),
      ),
    );
    return () => setTermsCookie(undefined);
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText("Email"), "dispatch@redriverfreight.com");
    await userEvent.type(canvas.getByLabelText("Password"), "Kenworth#2026");
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("This email or password is wrong");
  },
};

export const ScreenWrongPassword: StoryObj = {
  render: () => <LoginScreen />,
  parameters: { frame: { path: "/login", url: "/login", layout: false } },
  beforeEach: ({ msw }) => {
    setTermsCookie("true");
    msw.use(
      http.post(api("/auth/login"), () =>
        HttpResponse.json({ errors: [{ message: "Invalid email or password" }] }, { status: 401 }),
      ),
    );
    return () => setTermsCookie(undefined);
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText("Email"), "dispatch@redriverfreight.com");
    await userEvent.type(canvas.getByLabelText("Password"), "Wrong#2026");
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Invalid email or password");
  },
};

/** A refusal for the account's state: the server's message for 429 (locked out) and 403 (deactivated). */
const refusedStory = (status: number, message: string): StoryObj => ({
  render: () => <LoginScreen />,
  parameters: { frame: { path: "/login", url: "/login", layout: false } },
  beforeEach: ({ msw }) => {
    setTermsCookie("true");
    msw.use(http.post(api("/auth/login"), () => HttpResponse.json({ errors: [{ message }] }, { status })));
    return () => setTermsCookie(undefined);
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText("Email"), "dispatch@redriverfreight.com");
    await userEvent.type(canvas.getByLabelText("Password"), "Kenworth#2026");
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent(message);
    await expect(alert).not.toHaveTextContent(ErrorText.loginFailed);
  },
});

export const ScreenLockedOut = refusedStory(429, "Too many failed sign-ins: please try again later");
export const ScreenDeactivated = refusedStory(403, "This account is deactivated");

/**
 * The layout around an alert at the desktop width: the alert sits over the form column (not centred
 * across the picture), and the version label is in a landmark (the page's footer, axe `region`).
 */
export const ScreenAlertOverFormColumn: StoryObj = {
  ...refusedStory(429, "Too many failed sign-ins: please try again later"),
  globals: atWidth("desktop"),
  play: async (context) => {
    await refusedStory(429, "Too many failed sign-ins: please try again later").play?.(context);
    const { canvas } = context;
    const alert = canvas.getByRole("alert");
    const formColumn = canvas.getByRole("main").parentElement as HTMLElement;
    await expect(formColumn.getBoundingClientRect().left).toBeGreaterThan(0);
    await expect(alert.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      formColumn.getBoundingClientRect().left,
    );
    await expect(canvas.getByRole("contentinfo")).toHaveTextContent(/^Version /);
  },
};

export const ScreenSignsIn: StoryObj = {
  render: () => <LoginScreen />,
  parameters: { frame: { path: "/login", url: "/login", layout: false } },
  beforeEach: ({ msw }) => {
    setTermsCookie("true");
    msw.use(
      http.post(api("/auth/login"), () =>
        HttpResponse.json({
          data: {
            id: 7,
            first_name: "Dana",
            last_name: "Whitfield",
            email: "dispatch@redriverfreight.com",
            phone: "5552017788",
            access_token: "header.payload.signature",
            refresh_token: "refresh",
            terms_accepted_at: null,
            user_roles: ["Employer"],
            profile_complete: true,
            timezone: "US/Central",
            ssn_login: false,
            redirect: "/company/jobs",
          },
        }),
      ),
    );
    return () => setTermsCookie(undefined);
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText("Email"), "dispatch@redriverfreight.com");
    await userEvent.type(canvas.getByLabelText("Password"), "Kenworth#2026");
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(canvas.getByTestId("arrived-path")).toHaveTextContent("/company/jobs"));
  },
};

const socialScreen = (flags: Partial<FeatureFlags>): StoryObj => ({
  render: () => <LoginScreen />,
  parameters: {
    frame: { path: "/login", url: "/login", layout: false, flags: { ...featureFlagDefaults, ...flags } },
  },
});

/** Whether the screen asked the server for its providers (the no-provider story waits for the answer). */
let providersAsked = false;

/** No provider configured (the server's default answer): no social button, though the flag is on. */
export const ScreenSocialNoProvider: StoryObj = {
  ...socialScreen({ socialLogin: true }),
  beforeEach: ({ msw }) => {
    setTermsCookie("true");
    providersAsked = false;
    msw.use(
      http.get(api("/auth/social-providers"), () => {
        providersAsked = true;
        return HttpResponse.json({ data: { sources: [] } });
      }),
    );
    return () => setTermsCookie(undefined);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("button", { name: "Continue" })).toBeVisible();
    // The answer came (and was empty): only then does "no button" mean something.
    await waitFor(() => expect(providersAsked).toBe(true));
    await expect(canvas.queryByText(LoginText.socialGroup)).toBeNull();
    for (const name of ["Facebook", "Google", "Apple"])
      await expect(canvas.queryByRole("button", { name })).toBeNull();
  },
};

/** Google configured on the server: its button only. */
export const ScreenSocialGoogleConfigured: StoryObj = {
  ...socialScreen({ socialLogin: true }),
  beforeEach: ({ msw }) => {
    setTermsCookie("true");
    msw.use(
      http.get(api("/auth/social-providers"), () => HttpResponse.json({ data: { sources: ["google"] } })),
    );
    return () => setTermsCookie(undefined);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("button", { name: "Google" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Facebook" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Apple" })).toBeNull();
  },
};

/** The flag forces the buttons off, whatever the server has configured (and nothing is asked). */
export const ScreenSocialFlagOff: StoryObj = {
  ...socialScreen({ socialLogin: false }),
  beforeEach: ({ msw }) => {
    setTermsCookie("true");
    msw.use(
      http.get(api("/auth/social-providers"), () =>
        HttpResponse.json({ data: { sources: ["facebook", "google", "apple"] } }),
      ),
    );
    return () => setTermsCookie(undefined);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("button", { name: "Continue" })).toBeVisible();
    for (const name of ["Facebook", "Google", "Apple"])
      await expect(canvas.queryByRole("button", { name })).toBeNull();
  },
};

/** First visit: the terms dialog; Accept writes the cookie and closes it. */
export const ScreenTermsDialog: StoryObj = {
  render: () => <LoginScreen />,
  parameters: { frame: { path: "/login", url: "/login", layout: false } },
  beforeEach: () => {
    setTermsCookie(undefined);
    return () => setTermsCookie(undefined);
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole("dialog", { name: "Terms of Service" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Accept" }));
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(document.cookie).toContain("termsAccepted=true");
    // The focus does not fall to <body>: the first field takes it.
    await waitFor(() => expect(body.getByLabelText("Email")).toHaveFocus());
  },
};

/** Declining closes the dialog too, and the focus goes to the first field. */
export const ScreenTermsDeclined: StoryObj = {
  ...ScreenTermsDialog,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole("dialog", { name: "Terms of Service" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Decline" }));
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(document.cookie).toContain("termsAccepted=false");
    await waitFor(() => expect(body.getByLabelText("Email")).toHaveFocus());
  },
};
