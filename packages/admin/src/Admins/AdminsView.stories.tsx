import { errorFromResponse } from "@haulboard/api";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { admins } from "../testing/fixtures.ts";
import { UserManagementLayout } from "../UserManagement/UserManagementLayout.tsx";
import { AdminsView } from "./AdminsView.tsx";

const meta = {
  title: "Admin/User Management/Admins",
  component: AdminsView,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  decorators: [
    (Story) => (
      <UserManagementLayout current="admins">
        <Story />
      </UserManagementLayout>
    ),
  ],
  args: { admins, total: 2, onQueryChange: fn(), onCreate: fn(async () => {}) },
} satisfies Meta<typeof AdminsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);

const fillForm = async (dialog: HTMLElement, confirm = "Haulboard#2026") => {
  const inside = within(dialog);
  await userEvent.type(inside.getByLabelText("First name"), "Casey");
  await userEvent.type(inside.getByLabelText("Last name"), "Morgan");
  await userEvent.type(inside.getByLabelText("Email"), "casey.morgan@haulboard.test");
  await userEvent.type(inside.getByLabelText("Password"), "Haulboard#2026");
  await userEvent.type(inside.getByLabelText("Confirm password"), confirm);
  await userEvent.click(inside.getByRole("button", { name: "Create admin" }));
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Admins" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Admins" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByText("1–2 of 2")).toBeInTheDocument();
  },
};

/** Typing in the search box asks for admins by full name. */
export const Searching: Story = {
  args: { onSearchChange: fn() },
  render: function SearchingAdmins(args) {
    const [search, setSearch] = useState("");
    return (
      <AdminsView
        {...args}
        search={search}
        onSearchChange={(next) => {
          setSearch(next);
          args.onSearchChange?.(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole("searchbox", { name: "Search by full name" });
    await userEvent.type(box, "Ada");
    await expect(args.onSearchChange).toHaveBeenLastCalledWith("Ada");
  },
};

/** A search that matches nobody says so, rather than that there are no admins at all. */
export const NoMatch: Story = {
  args: { admins: [], total: 0, search: "Zebedee" },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("No admin matches this name.")).toBeVisible();
  },
};

export const Empty: Story = { args: { admins: [], total: 0 } };
export const Loading: Story = { args: { admins: [], total: 0, isLoading: true } };
export const ServerError: Story = { args: { admins: [], total: 0, error: "Internal server error" } };

export const CreateInvalid: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Create admin" }));
    const dialog = await page(canvasElement).findByRole("dialog", { name: "Create admin" });
    await fillForm(dialog, "Haulboard#2027");
    await expect(within(dialog).getByText("Passwords must match")).toBeInTheDocument();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

export const CreateSuccess: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Create admin" }));
    const dialog = await page(canvasElement).findByRole("dialog", { name: "Create admin" });
    await fillForm(dialog);
    // Confirm password is dropped before sending (access §5).
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith({
        firstName: "Casey",
        lastName: "Morgan",
        email: "casey.morgan@haulboard.test",
        password: "Haulboard#2026",
      }),
    );
    await expect(await within(dialog).findByRole("status")).toHaveTextContent(
      "Admin created: casey.morgan@haulboard.test",
    );
  },
};

export const CreateError: Story = {
  args: {
    onCreate: fn(async () =>
      Promise.reject(errorFromResponse(409, { errors: [{ message: "This email is already registered" }] })),
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Create admin" }));
    const dialog = await page(canvasElement).findByRole("dialog", { name: "Create admin" });
    await fillForm(dialog);
    await expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "This email is already registered",
    );
  },
};
