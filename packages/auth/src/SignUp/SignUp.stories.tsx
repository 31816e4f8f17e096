import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { authFrameDecorator } from "../stories/AuthStoryFrame.tsx";
import { emptySignUp, SignUpForm, type SignUpValues } from "./SignUpForm.tsx";
import { SignUpScreen } from "./SignUpScreen.tsx";

const api = (path: string) => `*/api/v1${path}`;

const filled = {
  email: "dispatch@redriverfreight.com",
  confirmEmail: "dispatch@redriverfreight.com",
  firstName: "Dana",
  lastName: "Whitfield",
  phone: "(555)201-7788",
};

/** The terms cookie decides whether the first-visit dialog shows; stories start from a known state. */
const setTermsCookie = (value: "true" | undefined) => {
  // biome-ignore lint/suspicious/noDocumentCookie: stories set the one cookie the screen reads.
  document.cookie =
    value === undefined ? "termsAccepted=; max-age=0; path=/" : `termsAccepted=${value}; max-age=600; path=/`;
};

const meta = {
  title: "Auth/Sign Up",
  component: SignUpForm,
  args: { onCheckEmail: fn(), onSubmit: fn() },
  decorators: [authFrameDecorator],
  // A returning visitor, who chose on the terms before; the first visit has its own story.
  beforeEach: () => {
    setTermsCookie("true");
    return () => setTermsCookie(undefined);
  },
  // The form is controlled: the story holds its values, as the screen's form state does.
  render: function Render(args) {
    const [values, setValues] = useState<SignUpValues>({ ...emptySignUp, ...args.values });
    return (
      <SignUpForm
        {...args}
        values={values}
        onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
      />
    );
  },
} satisfies Meta<typeof SignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step one: the email alone and 'Let's Go'. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("heading", { name: "Sign Up" })).toBeVisible();
    await expect(canvas.queryByLabelText("First name")).toBeNull();
    await expect(canvas.getByRole("link", { name: "Already using the product?" })).toHaveAttribute(
      "href",
      "/login",
    );
    await userEvent.type(canvas.getByLabelText("Email"), "dispatch@redriverfreight.com{Enter}");
    await expect(args.onCheckEmail).toHaveBeenCalledWith("dispatch@redriverfreight.com");
  },
};
/** Step two, filled (as a landing page's link shows it): the whole form. */
export const Filled: Story = {
  args: { step: "details", values: { ...emptySignUp, ...filled } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText("Confirm email")).toHaveValue(filled.email);
    await expect(canvas.getByRole("checkbox", { name: /emails/ })).toBeChecked();
    await expect(canvas.getByText(/Terms of Service and Privacy Policy/)).toBeVisible();
    await userEvent.type(canvas.getByLabelText("Password", { selector: "input" }), "Kenworth#2026");
    await userEvent.type(canvas.getByLabelText("Confirm password", { selector: "input" }), "Kenworth#2026");
    await userEvent.click(canvas.getByRole("button", { name: "Create account" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...filled,
      password: "Kenworth#2026",
      confirmPassword: "Kenworth#2026",
      acceptEmails: true,
    });
  },
};
/** Invalid: the sign-up rules' messages (access §5). */
export const Invalid: Story = {
  args: {
    step: "details",
    values: { ...emptySignUp, email: filled.email, confirmEmail: "dispatch@redriver.com", firstName: "D" },
    errors: {
      confirmEmail: "Emails must match",
      firstName: "Needs to be a valid name",
      lastName: "You must enter your name",
      phone: "No phone provided",
      password: "Password is too short - It should be at least 8 characters.",
      confirmPassword: "Passwords must match",
    },
  },
  play: async ({ canvas }) => {
    for (const message of [
      "Emails must match",
      "Needs to be a valid name",
      "You must enter your name",
      "No phone provided",
      "Password is too short - It should be at least 8 characters.",
      "Passwords must match",
    ])
      await expect(canvas.getByText(message)).toBeVisible();
  },
};

export const InvalidEmail: Story = {
  args: { errors: { email: "This is required — you’ll need to enter an email." } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("This is required — you’ll need to enter an email.")).toBeVisible();
  },
};

export const Loading: Story = {
  args: { step: "details", values: { ...emptySignUp, ...filled }, isSubmitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /Create account/ })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  },
};

export const CheckingEmail: Story = {
  args: { values: { ...emptySignUp, email: filled.email }, isSubmitting: true },
};

const screen = (url: string) => ({ frame: { path: "/signup", url, layout: false } });

const loginAnswer = {
  data: {
    id: 41,
    first_name: "Dana",
    last_name: "Whitfield",
    email: filled.email,
    phone: "5552017788",
    access_token: "a.b.c",
    refresh_token: "r",
    terms_accepted_at: null,
    user_roles: ["Employer"],
    profile_complete: true,
    timezone: null,
    ssn_login: false,
    redirect: "/company-info",
  },
};

const emailCheck = (answer: { email_exists: boolean; roles: string[]; missing_role: boolean }) => [
  http.post(api("/auth/service-token"), () => HttpResponse.json({ data: { token: "svc", expires_in: 5 } })),
  http.post(api("/auth/validate-employer-email"), () => HttpResponse.json({ data: answer })),
];

const loginBodies: unknown[] = [];

/** The container: a new email shows the rest of the form; sign-up then signs in and goes on to /company-info. */
export const ScreenNewEmployer: StoryObj = {
  render: () => <SignUpScreen />,
  parameters: screen("/signup"),
  beforeEach: ({ msw }) => {
    msw.use(
      ...emailCheck({ email_exists: false, roles: [], missing_role: false }),
      http.post(api("/auth/signup"), () => HttpResponse.json({ data: { user_id: 41 } })),
      http.post(api("/auth/login"), async ({ request }) => {
        loginBodies.push(await request.json());
        return HttpResponse.json(loginAnswer);
      }),
    );
    // The visitor accepted the terms before signing up (meta's beforeEach; access §3: sent as
    // tn_terms_accepted).
    loginBodies.length = 0;
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Let's Go" }));
    await expect(await canvas.findByText("This is required — you’ll need to enter an email.")).toBeVisible();
    await userEvent.type(canvas.getByLabelText("Email"), filled.email);
    await userEvent.click(canvas.getByRole("button", { name: "Let's Go" }));
    const confirm = await canvas.findByLabelText("Confirm email");
    await expect(confirm).toHaveFocus();
    await userEvent.type(confirm, filled.email);
    await userEvent.type(canvas.getByLabelText("First name"), filled.firstName);
    await userEvent.type(canvas.getByLabelText("Last name"), filled.lastName);
    await userEvent.type(canvas.getByLabelText("Phone"), "5552017788");
    await expect(canvas.getByLabelText("Phone")).toHaveValue("(555)201-7788");
    await userEvent.type(canvas.getByLabelText("Password", { selector: "input" }), "Kenworth#2026");
    await userEvent.type(canvas.getByLabelText("Confirm password", { selector: "input" }), "Kenworth#2026");
    await userEvent.click(canvas.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(canvas.getByTestId("arrived-path")).toHaveTextContent("/company-info"));
    await expect(loginBodies).toEqual([
      expect.objectContaining({ role: "employer", tn_terms_accepted: true }),
    ]);
  },
};

/** A driver's email goes to /fast-login. */
export const ScreenDriverEmail: StoryObj = {
  render: () => <SignUpScreen />,
  parameters: screen("/signup"),
  beforeEach: ({ msw }) => {
    msw.use(...emailCheck({ email_exists: true, roles: ["Driver"], missing_role: false }));
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText("Email"), "trucker@roadmail.com");
    await userEvent.click(canvas.getByRole("button", { name: "Let's Go" }));
    await waitFor(() => expect(canvas.getByTestId("arrived-path")).toHaveTextContent("/fast-login"));
  },
};

/** An employer's email goes to login. */
export const ScreenExistingEmployer: StoryObj = {
  render: () => <SignUpScreen />,
  parameters: screen("/signup"),
  beforeEach: ({ msw }) => {
    msw.use(...emailCheck({ email_exists: true, roles: ["Employer"], missing_role: false }));
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText("Email"), filled.email);
    await userEvent.click(canvas.getByRole("button", { name: "Let's Go" }));
    await waitFor(() => expect(canvas.getByTestId("arrived-path")).toHaveTextContent("/login"));
  },
};

/** A landing link: the whole form at once, confirm-email copied, the phone's leading 1 dropped. */
export const ScreenLandingPrefill: StoryObj = {
  render: () => <SignUpScreen />,
  parameters: screen(
    `/signup?email=${encodeURIComponent(filled.email)}&first_name=Dana&last_name=Whitfield&phone=15552017788`,
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Confirm email")).toHaveValue(filled.email);
    await expect(canvas.getByLabelText("First name")).toHaveValue("Dana");
    await expect(canvas.getByLabelText("Phone")).toHaveValue("(555)201-7788");
    await expect(canvas.queryByRole("button", { name: "Let's Go" })).toBeNull();
  },
};

/** A first visit that starts at /signup: the terms dialog asks first, and the form waits behind it. */
export const ScreenFirstVisitTerms: StoryObj = {
  render: () => <SignUpScreen />,
  parameters: screen("/signup"),
  beforeEach: () => setTermsCookie(undefined),
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole("dialog", { name: "Terms of Service" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Accept" }));
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(document.cookie).toContain("termsAccepted=true");
    await waitFor(() => expect(canvas.getByLabelText("Email")).toHaveFocus());
  },
};

/** The server refuses the account: its message as an error alert, or the generic sign-up text. */
export const ScreenServerError: StoryObj = {
  render: () => <SignUpScreen />,
  parameters: screen(
    `/signup?email=${encodeURIComponent(filled.email)}&first_name=Dana&last_name=Whitfield&phone=5552017788`,
  ),
  beforeEach: ({ msw }) => {
    msw.use(
      http.post(api("/auth/signup"), () =>
        HttpResponse.json({ errors: [{ message: "x" }] }, { status: 500 }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText("Password", { selector: "input" }), "Kenworth#2026");
    await userEvent.type(canvas.getByLabelText("Confirm password", { selector: "input" }), "Kenworth#2026");
    await userEvent.click(canvas.getByRole("button", { name: "Create account" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "An error has ocurred, please contact us",
    );
  },
};
