import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button/Button.tsx";
import { type ToastKind, ToastProvider, type ToastProviderProps, toastKinds, useToast } from "./Toast.tsx";

function Demo({ kind, title, timeoutMs }: { kind: ToastKind; title: string; timeoutMs?: number }) {
  const toast = useToast();
  return <Button onPress={() => toast.show({ kind, title, timeoutMs })}>Show {kind} toast</Button>;
}

const meta = {
  title: "UI/Feedback/Toast",
  component: ToastProvider,
  tags: ["autodocs"],
  args: { defaultTimeoutMs: 5000, children: null },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const render = (args: ToastProviderProps) => (
  <ToastProvider {...args}>
    <div style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
      <Demo kind="success" title="Subscription cancelled" />
      <Demo kind="info" title="Updated successfully" />
      <Demo kind="warning" title="multimedia upload failed" />
      <Demo kind="error" title="Subscription not cancelled" timeoutMs={0} />
    </div>
  </ToastProvider>
);

export const Documentation: Story = { render };

export const SuccessAutoHides: Story = {
  args: { defaultTimeoutMs: 400 },
  render,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const region = body.getByRole("region", { name: "Notifications" });
    const status = within(region).getByRole("status");
    await waitFor(() => expect(status).toHaveTextContent("Subscription cancelled"));
    await waitFor(() => expect(status).not.toHaveTextContent("Subscription cancelled"), { timeout: 2000 });
  },
};

export const ErrorStaysUntilClosed: Story = {
  args: { defaultTimeoutMs: 200 },
  render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    canvas.getByRole("button", { name: "Show error toast" }).focus();
    await userEvent.keyboard("{Enter}");
    const alert = within(body.getByRole("region", { name: "Notifications" })).getByRole("alert");
    await waitFor(() => expect(alert).toHaveTextContent("Subscription not cancelled"));
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(alert).toHaveTextContent("Subscription not cancelled");
    within(alert).getByRole("button", { name: "Close" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(alert).toBeEmptyDOMElement());
  },
};

export const AllKindsDark: Story = {
  args: { defaultTimeoutMs: 0 },
  globals: { theme: "dark" },
  render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const kind of toastKinds) {
      canvas.getByRole("button", { name: `Show ${kind} toast` }).focus();
      await userEvent.keyboard("{Enter}");
    }
    const region = within(canvasElement.ownerDocument.body).getByRole("region", { name: "Notifications" });
    await waitFor(() => expect(within(region).getAllByRole("button", { name: "Close" })).toHaveLength(4));
  },
};
