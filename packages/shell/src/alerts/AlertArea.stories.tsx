import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { StoryApp } from "../testing/StoryApp.tsx";
import { AlertArea } from "./AlertArea.tsx";
import { type AlertInput, AlertsProvider, useAlerts } from "./Alerts.tsx";

function Raise({ alert }: { readonly alert: AlertInput }) {
  const { showAlert } = useAlerts();
  return (
    <button type="button" onClick={() => showAlert(alert)}>
      Show alert
    </button>
  );
}

interface DemoProps {
  readonly alert: AlertInput;
  readonly autoHideMs?: number;
}

function AlertDemo({ alert, autoHideMs }: DemoProps) {
  return (
    <AlertsProvider initialAlert={alert} autoHideMs={autoHideMs}>
      <AlertArea />
      <Raise alert={alert} />
    </AlertsProvider>
  );
}

const meta = {
  title: "Shell/Alert area",
  component: AlertDemo,
  tags: ["autodocs"],
  args: { alert: { type: "success", message: "Updated successfully" } },
} satisfies Meta<typeof AlertDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Updated successfully");
  },
};
export const Info: Story = {
  args: { alert: { type: "info", title: "Heads up", message: "Your job posts renew on Monday." } },
};
export const Warning: Story = {
  args: { alert: { type: "warning", message: "Session expired" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("Session expired");
  },
};
export const ErrorKind: Story = {
  name: "Error",
  args: { alert: { type: "error", message: "Internal server error" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("Internal server error");
  },
};
export const NoKind: Story = {
  args: { alert: { type: "none", message: "Your changes are saved as a draft." } },
};

/** Close removes the alert; a new one shows again. */
export const Closable: Story = {
  args: { alert: { type: "info", message: "Closable alert", persist: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Close" }));
    await expect(canvas.queryByText("Closable alert")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Show alert" }));
    await expect(canvas.getByText("Closable alert")).toBeVisible();
  },
};

/** Alerts hide by themselves (the app uses 6000 ms; this story 300 ms). */
export const AutoHide: Story = {
  args: { alert: { type: "success", message: "Hides by itself" }, autoHideMs: 300 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Hides by itself")).toBeVisible();
    await waitFor(() => expect(canvas.queryByText("Hides by itself")).toBeNull(), { timeout: 2000 });
  },
};

/** After the session ended, login shows 'Session expired' once. */
export const SessionExpiredOnce: Story = {
  render: () => <StoryApp path="/login" routes={[{ path: "/login", element: <h1>Welcome</h1> }]} />,
  beforeEach: () => {
    sessionStorage.setItem("unauthorized", "true");
    return () => sessionStorage.removeItem("unauthorized");
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent("Session expired");
    await expect(sessionStorage.getItem("unauthorized")).toBeNull();
  },
};

/** The email-verification landing: 'Your email has been verified.' */
export const EmailVerified: Story = {
  render: () => (
    <StoryApp path="/login?validated=true" routes={[{ path: "/login", element: <h1>Welcome</h1> }]} />
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("status")).toHaveTextContent(
      "Your email has been verified.",
    );
  },
};
