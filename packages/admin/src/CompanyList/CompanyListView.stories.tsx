import { companySearchLimit } from "@haulboard/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { EmployeesView } from "../Employees/EmployeesView.tsx";
import { companies, employees } from "../testing/fixtures.ts";
import { CompanyListView } from "./CompanyListView.tsx";

const meta = {
  title: "Admin/Company List",
  component: CompanyListView,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  args: {
    companies,
    total: 1042,
    search: "",
    query: { page: 1, pageSize: companySearchLimit, skip: 0, sorting: [], filters: [] },
    onSearchChange: fn(),
    onQueryChange: fn(),
    renderEmployees: (company) => (
      <EmployeesView
        companyName={company.companyName}
        employees={employees}
        onAdd={fn(async () => {})}
        onResetPassword={fn(async () => {})}
        onToggleActive={fn(async () => {})}
      />
    ),
  },
} satisfies Meta<typeof CompanyListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Company List" })).toBeVisible();
    for (const header of [
      "ID",
      "Company name",
      "Type",
      "Billing type",
      "Total jobs",
      "Active jobs",
      "Phone",
      "Joining date",
      "Status",
    ]) {
      await expect(canvas.getByRole("columnheader", { name: new RegExp(header) })).toBeInTheDocument();
    }
    const prairie = canvas.getByRole("row", { name: /Prairie Line Transport/ });
    // An empty phone shows '-'; billing type and plan show their labels; the date shows MM/DD/YY.
    await expect(within(prairie).getByText("-", { exact: true })).toBeInTheDocument();
    await expect(within(prairie).getByText("Credit Card")).toBeInTheDocument();
    await expect(within(prairie).getByText("Self-Service")).toBeInTheDocument();
    await expect(within(prairie).getByText("02/27/2026")).toBeInTheDocument();
  },
};

export const ExpandedEmployees: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: "Blue Ridge Freight details" });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(
      await canvas.findByRole("heading", { name: /Employees · Blue Ridge Freight/ }),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Deactivate Dana Whitfield" })).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Activate Marcus Bell" })).toBeInTheDocument();
  },
};

export const Searching: Story = {
  args: { search: "Gulf", companies: companies.slice(2), total: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole("searchbox", { name: "Search by company name" });
    await expect(box).toHaveValue("Gulf");
    await userEvent.type(box, "x");
    await expect(args.onSearchChange).toHaveBeenLastCalledWith("Gulfx");
  },
};

export const Loading: Story = { args: { companies: [], total: 0, isLoading: true } };

export const Empty: Story = {
  args: { companies: [], total: 0, search: "Nowhere" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No companies found.")).toBeVisible();
  },
};

export const ServerError: Story = {
  args: { companies: [], total: 0, error: "Internal server error" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("Internal server error");
  },
};
