import { RoleName } from "@haulboard/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, HttpResponse, http } from "msw";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { AppApiProvider } from "../api/AppApi.tsx";
import { StoryApp } from "../testing/StoryApp.tsx";
import { RecommendDialog } from "./RecommendDialog.tsx";
import { RecommendDialogContainer } from "./RecommendDialogContainer.tsx";

const meta = {
  title: "Shell/Recommend dialog",
  component: RecommendDialog,
  tags: ["autodocs"],
  args: {
    isOpen: true,
    onClose: fn(),
    values: { fullName: "", email: "" },
    errors: {},
    status: "editing",
    canSend: false,
    onChange: fn(),
    onBlur: fn(),
    onSend: fn(),
  },
} satisfies Meta<typeof RecommendDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).getByRole("dialog");
/** The modal fades in: wait until `find()` is visible. */
const seen = (find: () => HTMLElement) => waitFor(() => expect(find()).toBeVisible());

export const Empty: Story = {
  play: async () => {
    await expect(within(dialog()).getByRole("button", { name: "Send" })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: {
    values: { fullName: "A", email: "driver@" },
    errors: { fullName: "Name should be at least two characters long", email: "Needs to be a valid email." },
  },
  play: async () => {
    await seen(() => within(dialog()).getByText("Name should be at least two characters long"));
    await seen(() => within(dialog()).getByText("Needs to be a valid email."));
  },
};

export const Filled: Story = {
  args: { values: { fullName: "Ana Lopez", email: "ana.lopez@example.com" }, canSend: true },
  play: async ({ args }) => {
    await userEvent.click(within(dialog()).getByRole("button", { name: "Send" }));
    await expect(args.onSend).toHaveBeenCalledOnce();
  },
};
export const Sending: Story = {
  args: { values: { fullName: "Ana Lopez", email: "ana.lopez@example.com" }, status: "sending" },
  play: async ({ args }) => {
    await seen(() => within(dialog()).getByText("...You will be redirected to your email client"));
    // Send shows progress and cannot be pressed again (access §5: disabled while loading).
    const send = within(dialog()).getByRole("button", { name: "Send Loading" });
    await expect(send).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(send);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const MailClientOpened: Story = {
  args: {
    values: { fullName: "Ana Lopez", email: "ana.lopez@example.com" },
    status: "opened",
    canSend: true,
  },
  play: async () => {
    await seen(() =>
      within(dialog()).getByText(
        "Your email client will open on a different window, you can close this dialog now.",
      ),
    );
    await seen(() =>
      within(dialog()).getByText(
        "If your email client does not load, please check your system configuration.",
      ),
    );
  },
};

export const NoMailClient: Story = {
  args: {
    values: { fullName: "Ana Lopez", email: "ana.lopez@example.com" },
    status: "noMailClient",
    canSend: true,
  },
  play: async () => {
    await expect(within(dialog()).getByRole("alert")).toHaveTextContent(
      "We cannot detect an email client on your computer. Please check your system configuration before trying again.",
    );
  },
};

export const ServerError: Story = {
  args: {
    values: { fullName: "Ana Lopez", email: "ana.lopez@example.com" },
    status: "failed",
    canSend: true,
  },
  play: async () => {
    await expect(within(dialog()).getByRole("alert")).toHaveTextContent(
      "*An error has ocurred, please try again later",
    );
  },
};

/**
 * The page's focus, as the dialog sees it. A story owns it: in the test runner another story's page taking
 * the focus would otherwise look like a mail client opening.
 */
const pageFocus = (() => {
  let listeners: (() => void)[] = [];
  return {
    watch: (onLost: () => void) => {
      listeners.push(onLost);
      return () => {
        listeners = listeners.filter((listener) => listener !== onLost);
      };
    },
    lose: () => {
      for (const listener of [...listeners]) listener();
    },
    reset: () => {
      listeners = [];
    },
  };
})();

const invite = (openMail: (url: string) => void) => (
  <StoryApp
    path="/members/home"
    roles={[RoleName.driver]}
    routes={[
      {
        path: "/members/home",
        element: (
          <AppApiProvider>
            <RecommendDialogContainer
              isOpen
              onClose={() => {}}
              openMail={openMail}
              watchFocusLoss={pageFocus.watch}
            />
          </AppApiProvider>
        ),
      },
    ]}
  />
);

const openMail = fn();

const inviteAnswers = http.post("/api/v1/lead/invite", async () => {
  await delay(100);
  return HttpResponse.json({
    data: { default_text: "Drive with me on Haulboard", invitation_link: "https://haulboard.test/i/7f3a" },
  });
});

/** With the server: typing validates, Send posts, the mail client opens with the prefilled message. */
export const SendsAndOpensTheMailClient: Story = {
  render: () => invite(openMail),
  beforeEach: ({ msw }) => {
    openMail.mockReset();
    pageFocus.reset();
    msw.use(inviteAnswers);
  },
  play: async () => {
    const body = within(document.body);
    const send = await body.findByRole("button", { name: "Send" });
    await userEvent.type(body.getByLabelText("Full name"), "A");
    await userEvent.tab();
    await expect(body.getByText("Name should be at least two characters long")).toBeVisible();
    await expect(send).toBeDisabled();
    await userEvent.type(body.getByLabelText("Full name"), "na Lopez");
    await userEvent.type(body.getByLabelText("Email"), "ana.lopez@example.com");
    await userEvent.click(send);
    await expect(await body.findByText("...You will be redirected to your email client")).toBeVisible();
    await waitFor(() => expect(openMail).toHaveBeenCalledOnce());
    const url = String(openMail.mock.calls[0]?.[0]);
    await expect(url.startsWith("mailto:ana.lopez%40example.com")).toBe(true);
    await expect(decodeURIComponent(url)).toContain(
      "Drive with me on Haulboard\n\nhttps://haulboard.test/i/7f3a",
    );
    // No mail client took the focus: after 1500 ms the dialog says so.
    await expect(
      await body.findByText(
        "We cannot detect an email client on your computer. Please check your system configuration before trying again.",
        {},
        { timeout: 3000 },
      ),
    ).toBeVisible();
  },
};

/** A mail client opens and takes the focus: the dialog keeps its success texts past the 1500 ms check. */
export const MailClientTakesTheFocus: Story = {
  render: () => invite(openMail),
  beforeEach: ({ msw }) => {
    openMail.mockReset();
    openMail.mockImplementation(() => pageFocus.lose());
    pageFocus.reset();
    msw.use(inviteAnswers);
  },
  play: async () => {
    const body = within(document.body);
    await userEvent.type(await body.findByLabelText("Full name"), "Ana Lopez");
    await userEvent.type(body.getByLabelText("Email"), "ana.lopez@example.com");
    await userEvent.click(body.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(openMail).toHaveBeenCalledOnce());
    // The check's 1500 ms pass: an absence can only be seen after it, so this one wait is on purpose.
    await new Promise((resolve) => setTimeout(resolve, 1600));
    await expect(
      body.getByText("Your email client will open on a different window, you can close this dialog now."),
    ).toBeVisible();
    await expect(
      body.queryByText(
        "We cannot detect an email client on your computer. Please check your system configuration before trying again.",
      ),
    ).toBeNull();
  },
};

/** The server fails: the invite failure text. */
export const ServerFailure: Story = {
  render: () => invite(openMail),
  beforeEach: ({ msw }) => {
    msw.use(
      http.post("/api/v1/lead/invite", () =>
        HttpResponse.json({ errors: [{ message: "Boom" }] }, { status: 500 }),
      ),
    );
  },
  play: async () => {
    const body = within(document.body);
    await userEvent.type(await body.findByLabelText("Full name"), "Ana Lopez");
    await userEvent.type(body.getByLabelText("Email"), "ana.lopez@example.com");
    await userEvent.click(body.getByRole("button", { name: "Send" }));
    await expect(await body.findByText("*An error has ocurred, please try again later")).toBeVisible();
  },
};
