import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, userEvent, within } from "storybook/test";
import { AdminText } from "../AdminText.ts";
import { employees } from "../testing/fixtures.ts";
import { StoryQueryProvider } from "../testing/StoryProviders.tsx";
import { employeesPage, employeeWire } from "../testing/wire.ts";
import { CompanyEmployees } from "./CompanyEmployees.tsx";

const text = AdminText.employees;
const [dana, marcus] = employees as [(typeof employees)[0], (typeof employees)[0]];

/**
 * The company list's expanded row against MSW: each change is confirmed in the alert area (issue 13: Add
 * employee, Reset password, Deactivate and Activate said nothing on success).
 */
const meta = {
  title: "Admin/Company List/Employees (MSW)",
  component: CompanyEmployees,
  args: { companyId: 1042, companyName: "Blue Ridge Freight" },
  decorators: [
    (Story) => (
      <StoryQueryProvider>
        <Story />
      </StoryQueryProvider>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(
      http.get("/api/v1/admin/companies/1042/employers", () => HttpResponse.json(employeesPage(employees))),
      http.patch("/api/v1/companies/1042/employers/:employeeId", ({ params }) => {
        const employee = employees.find((one) => String(one.id) === params.employeeId) ?? dana;
        return HttpResponse.json({ data: employeeWire({ ...employee, active: !employee.active }) });
      }),
      http.post("/api/v1/admin/employer/:id/change-password", () => HttpResponse.json({ data: null })),
    );
  },
} satisfies Meta<typeof CompanyEmployees>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);
const nameOf = (employee: typeof dana) => `${employee.firstName} ${employee.lastName}`;

export const DeactivateConfirms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: `Deactivate ${nameOf(dana)}` }));
    const dialog = await page(canvasElement).findByRole("alertdialog", { name: text.deactivateTitle });
    await userEvent.click(within(dialog).getByRole("button", { name: "Yes" }));
    const confirmation = await canvas.findByText(text.deactivated);
    await expect(confirmation.closest("[role=status]")).not.toBeNull();
  },
};

export const ActivateConfirms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: `Activate ${nameOf(marcus)}` }));
    const dialog = await page(canvasElement).findByRole("alertdialog", { name: text.activateTitle });
    await userEvent.click(within(dialog).getByRole("button", { name: "Yes" }));
    const confirmation = await canvas.findByText(text.activated);
    await expect(confirmation.closest("[role=status]")).not.toBeNull();
  },
};

export const ResetPasswordConfirms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: `Reset password for ${nameOf(dana)}` }));
    const dialog = await page(canvasElement).findByRole("dialog", { name: text.resetPassword });
    const inside = within(dialog);
    await userEvent.type(inside.getByLabelText("New password"), "Haulboard#2027");
    await userEvent.type(inside.getByLabelText("Confirm password"), "Haulboard#2027");
    await userEvent.click(inside.getByRole("button", { name: text.resetPassword }));
    const confirmation = await canvas.findByText(text.passwordReset);
    await expect(confirmation.closest("[role=status]")).not.toBeNull();
  },
};
