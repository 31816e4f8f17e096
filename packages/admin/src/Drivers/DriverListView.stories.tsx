import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { drivers } from "../testing/fixtures.ts";
import { DriverListView } from "./DriverListView.tsx";

const meta = {
  title: "Admin/User Management/Driver List",
  component: DriverListView,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  args: { drivers, total: 300, onQueryChange: fn(), onView: fn() },
} satisfies Meta<typeof DriverListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Driver List" })).toBeVisible();
    await expect(canvas.getByText("Manage drivers subscriptions")).toBeVisible();
    for (const header of ["External billing ID", "Name", "Email", "Phone", "Actions"]) {
      await expect(canvas.getByRole("columnheader", { name: new RegExp(`^${header}$`) })).toBeInTheDocument();
    }
    await userEvent.click(canvas.getByRole("button", { name: "View subscriptions of Luis Ortega" }));
    await expect(args.onView).toHaveBeenCalledWith(drivers[0]);
  },
};

const queriesOf = (mock: unknown) =>
  (mock as { mock: { calls: Array<[{ filters: unknown[] }]> } }).mock.calls.map(([query]) => query);

export const FilterOperators: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const operator = canvas.getByRole("combobox", { name: "Email operator" });
    const options = within(operator)
      .getAllByRole("option")
      .map((option) => option.textContent);
    await expect(options).toEqual(["contains", "does not contain", "equals", "not equals"]);
    await userEvent.selectOptions(operator, "notContains");
    await userEvent.type(canvas.getByRole("searchbox", { name: "Filter Email" }), "example");
    // Typing is debounced: one query with the filter once typing pauses.
    await waitFor(() =>
      expect(args.onQueryChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ filters: [{ columnId: "email", op: "notContains", value: "example" }] }),
      ),
    );
    const withFilter = queriesOf(args.onQueryChange).filter((call) => call.filters.length > 0);
    await expect(withFilter).toHaveLength(1);
  },
};

export const Empty: Story = {
  args: { drivers: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("There are no drivers.")).toBeVisible();
  },
};

export const Loading: Story = { args: { drivers: [], total: 0, isLoading: true } };

export const ServerError: Story = { args: { drivers: [], total: 0, error: "Internal server error" } };

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };
export const Tablet: Story = { globals: { viewport: { value: "tablet" } } };
export const Desktop: Story = { globals: { viewport: { value: "desktop" } } };
export const LargeLaptop: Story = { globals: { viewport: { value: "largeLaptop" } } };
