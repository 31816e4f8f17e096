import { AppApiProvider } from "@haulboard/shell/portal";
import { StoryApp } from "@haulboard/shell/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { QueryClient } from "@tanstack/react-query";
import { HttpResponse, http } from "msw";
import { type ReactNode, useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { SettingsText } from "../SettingsText.ts";
import { PasswordSettingsScreen } from "./PasswordSettingsScreen.tsx";

/** The server's answer to a wrong current password (apps/server Messages.wrongPassword). */
const wrongPassword = "The current password is wrong";

function WithApi({ children }: { readonly children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return <AppApiProvider queryClient={queryClient}>{children}</AppApiProvider>;
}

const meta = {
  title: "Company/Settings/Password (MSW)",
  component: StoryApp,
  parameters: { layout: "fullscreen" },
  args: {
    routes: [
      {
        path: "/company/settings/password",
        element: (
          <WithApi>
            <PasswordSettingsScreen />
          </WithApi>
        ),
      },
    ],
    path: "/company/settings/password",
  },
  argTypes: { routes: { table: { disable: true } } },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A wrong current password shows on its field (aria-invalid and the message), not as a toast only (issue 35). */
export const WrongCurrentPassword: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post("*/api/v1/auth/change-password", () =>
        HttpResponse.json({ errors: [{ message: wrongPassword, field: "old_password" }] }, { status: 422 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = await canvas.findByLabelText(/^Current password/);
    await userEvent.type(current, "Wrong#2026x");
    await userEvent.type(canvas.getByLabelText(/^New password/), "Changed#2026");
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), "Changed#2026");
    await userEvent.click(canvas.getByRole("button", { name: SettingsText.changePassword }));
    await waitFor(() => expect(current).toHaveAttribute("aria-invalid", "true"));
    await expect(current).toHaveAccessibleDescription(expect.stringContaining(wrongPassword));
    await userEvent.type(current, "1");
    await waitFor(() => expect(current).not.toHaveAttribute("aria-invalid", "true"));
  },
};
