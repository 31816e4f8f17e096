import { RoleName } from "@haulboard/domain";
import { AppApiProvider } from "@haulboard/shell/portal";
import { StoryApp } from "@haulboard/shell/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, HttpResponse, http } from "msw";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { DeletedMembersScreen } from "../Deleted/DeletedMembersScreen.tsx";
import { DeleteAccountScreen } from "./DeleteAccountScreen.tsx";
import { DeleteAccountView } from "./DeleteAccountView.tsx";

const meta = {
  title: "Members/Settings/Delete account",
  component: DeleteAccountView,
  tags: ["autodocs"],
  args: { onDelete: fn(), onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof DeleteAccountView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Delete account" })).toBeVisible();
    await expect(canvas.getByText(/\(800\)555-0160/)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Delete account" }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};
/** The confirmation with No and Yes. */
export const Confirming: Story = {
  args: { isConfirming: true },
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole("alertdialog", { name: "Delete account" });
    await waitFor(() =>
      expect(within(dialog).getByText("Are you sure you want to delete your account?")).toBeVisible(),
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "No" }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** While deleting, Yes shows progress and is disabled, and so is Delete account. */
export const Deleting: Story = {
  args: { isConfirming: true, isDeleting: true },
  play: async ({ canvasElement, args }) => {
    const dialog = within(document.body).getByRole("alertdialog", { name: "Delete account" });
    const yes = within(dialog).getByRole("button", { name: "Yes Loading" });
    await expect(yes).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(yes);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByRole("button", { name: "Delete account" })).toBeDisabled();
  },
};

const app = (
  <StoryApp
    path="/members/settings"
    roles={[RoleName.driver]}
    routes={[
      {
        path: "/members/settings",
        element: (
          <AppApiProvider>
            <DeleteAccountScreen />
          </AppApiProvider>
        ),
      },
      { path: "/deleted-members", element: <DeletedMembersScreen /> },
    ]}
  />
);

/** Yes deletes the account and shows /deleted-members. */
export const DeletesTheAccount: Story = {
  render: () => app,
  beforeEach: ({ msw }) => {
    msw.use(
      http.delete("/api/v1/members/me", async () => {
        await delay(500);
        return HttpResponse.json({ data: null });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Delete account" }));
    const dialog = within(document.body).getByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Yes" }));
    await expect(await within(dialog).findByRole("button", { name: "Yes Loading" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await expect(canvas.getByRole("button", { name: "Delete account" })).toBeDisabled();
    await expect(
      await canvas.findByRole("heading", { name: "Your account has been deleted." }),
    ).toBeVisible();
  },
};

/** The server fails: an error alert, and the account stays. */
export const ServerError: Story = {
  render: () => app,
  beforeEach: ({ msw }) => {
    msw.use(
      http.delete("/api/v1/members/me", () =>
        HttpResponse.json({ errors: [{ message: "Boom" }] }, { status: 500 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Delete account" }));
    await userEvent.click(
      within(within(document.body).getByRole("alertdialog")).getByRole("button", { name: "Yes" }),
    );
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Internal server error");
    await expect(canvas.getByRole("button", { name: "Delete account" })).toBeEnabled();
  },
};
