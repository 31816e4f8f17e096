import { errorFromResponse } from "@haulboard/api";
import { EmployeesText } from "@haulboard/shell/employees";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { employees } from "../testing/fixtures.ts";
import { EmployeesView } from "./EmployeesView.tsx";

const meta = {
  title: "Admin/Company List/Employees",
  component: EmployeesView,
  tags: ["autodocs"],
  args: {
    companyName: "Blue Ridge Freight",
    employees,
    onAdd: fn(async () => {}),
    onResetPassword: fn(async () => {}),
    onToggleActive: fn(async () => {}),
  },
} satisfies Meta<typeof EmployeesView>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("grid", { name: "Employees of Blue Ridge Freight" })).toBeVisible();
    await expect(canvas.getByText("Inactive")).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { employees: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("This company has no employees yet.")).toBeVisible();
  },
};

export const Loading: Story = { args: { employees: [], isLoading: true } };

export const LoadError: Story = { args: { employees: [], error: "There was a problem with communication" } };

export const AddEmployeeInvalid: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Add employee" }));
    const dialog = await page(canvasElement).findByRole("dialog", { name: "Add employee" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Add employee" }));
    await expect(within(dialog).getByText("No phone provided")).toBeInTheDocument();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const AddEmployee: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Add employee" }));
    const dialog = await page(canvasElement).findByRole("dialog", { name: "Add employee" });
    const inside = within(dialog);
    await userEvent.type(inside.getByLabelText("First name"), "Rosa");
    await userEvent.type(inside.getByLabelText("Last name"), "Delgado");
    await userEvent.type(inside.getByLabelText("Email"), "rosa.delgado@blueridgefreight.test");
    await userEvent.type(inside.getByLabelText("Phone"), "7045550199");
    await userEvent.type(inside.getByLabelText("Password"), "Haulboard#2026");
    await userEvent.keyboard("{Enter}");
    await waitFor(() =>
      expect(args.onAdd).toHaveBeenCalledWith({
        firstName: "Rosa",
        lastName: "Delgado",
        email: "rosa.delgado@blueridgefreight.test",
        phone: "(704)555-0199",
        password: "Haulboard#2026",
      }),
    );
    await waitFor(() => expect(page(canvasElement).queryByRole("dialog")).toBeNull());
  },
};

/** The server refuses the new employee: its own words (the call fails as the api client fails it). */
export const AddEmployeeServerError: Story = {
  args: {
    onAdd: fn(async () =>
      Promise.reject(errorFromResponse(409, { errors: [{ message: "This email is already registered" }] })),
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Add employee" }));
    const dialog = await page(canvasElement).findByRole("dialog", { name: "Add employee" });
    const inside = within(dialog);
    await userEvent.type(inside.getByLabelText("First name"), "Rosa");
    await userEvent.type(inside.getByLabelText("Last name"), "Delgado");
    await userEvent.type(inside.getByLabelText("Email"), "dana.whitfield@blueridgefreight.test");
    await userEvent.type(inside.getByLabelText("Phone"), "7045550199");
    await userEvent.type(inside.getByLabelText("Password"), "Haulboard#2026");
    await userEvent.keyboard("{Enter}");
    await expect(await inside.findByRole("alert")).toHaveTextContent("This email is already registered");
  },
};

/** The server fails (500): the spec's 'Internal server error', not the raw message (issue 38: one alertTextOf). */
export const ToggleActiveServerFailure: Story = {
  args: {
    onToggleActive: fn(async () =>
      Promise.reject(errorFromResponse(500, { errors: [{ message: 'relation "users" is locked' }] })),
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Deactivate Dana Whitfield" }));
    const dialog = await page(canvasElement).findByRole("alertdialog", { name: "Deactivate employee" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Yes" }));
    await expect(await within(dialog).findByRole("alert")).toHaveTextContent("Internal server error");
  },
};

export const ResetPasswordMismatch: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole("button", { name: "Reset password for Dana Whitfield" }),
    );
    const dialog = await page(canvasElement).findByRole("dialog", { name: "Reset password" });
    const inside = within(dialog);
    await userEvent.type(inside.getByLabelText("New password"), "Haulboard#2027");
    await userEvent.type(inside.getByLabelText("Confirm password"), "Haulboard#2028");
    await userEvent.click(inside.getByRole("button", { name: "Reset password" }));
    await expect(inside.getByText("Passwords must match")).toBeInTheDocument();
    await expect(args.onResetPassword).not.toHaveBeenCalled();
  },
};

export const Deactivate: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Deactivate Dana Whitfield" }));
    const dialog = await page(canvasElement).findByRole("alertdialog", { name: "Deactivate employee" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Yes" }));
    await waitFor(() => expect(args.onToggleActive).toHaveBeenCalledWith(employees[0]));
    await waitFor(() => expect(page(canvasElement).queryByRole("alertdialog")).toBeNull());
  },
};

/** The signed-in user's own row offers no Deactivate (the server refuses it) and says so (issue 35 #20). */
export const OwnRow: Story = {
  args: { currentUserId: String(employees[0]?.id) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(EmployeesText.ownAccount)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Deactivate Dana Whitfield" })).toBeNull();
    await expect(canvas.getByRole("button", { name: "Reset password for Dana Whitfield" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Activate Marcus Bell" })).toBeVisible();
  },
};
