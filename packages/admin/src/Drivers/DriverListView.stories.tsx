import { atWidth } from "@haulboard/ui/storybook";
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
    await expect(within(canvasElement).getByText("There are no subscriptions.")).toBeVisible();
  },
};

export const Loading: Story = { args: { drivers: [], total: 0, isLoading: true } };

export const ServerError: Story = { args: { drivers: [], total: 0, error: "Internal server error" } };

/** The filters are one component on a grid: equal cells in rows, one column on phones, inside the page. */
const filtersOnAGrid: Story["play"] = async ({ canvasElement }) => {
  const bar = canvasElement.querySelector('search[aria-label="Filter Driver List"]') as HTMLElement;
  const cells = [...bar.querySelectorAll("fieldset")].map((cell) => cell.getBoundingClientRect());
  const box = bar.getBoundingClientRect();
  await expect(cells.length).toBeGreaterThan(1);
  const widths = new Set(cells.map((cell) => Math.round(cell.width)));
  await expect(widths.size).toBe(1);
  for (const cell of cells) await expect(cell.right).toBeLessThanOrEqual(box.right + 0.5);
  const firstRow = cells.filter((cell) => Math.round(cell.top) === Math.round(cells[0]?.top ?? 0));
  if (globalThis.innerWidth <= 500) await expect(firstRow).toHaveLength(1);
  else await expect(firstRow.length).toBeGreaterThan(1);
};
// The filters' grid differs by width (one per row at 500, several above): the play asserts both layouts.
export const FiltersOnePerRowAt500: Story = { play: filtersOnAGrid, globals: atWidth("mobile") };
export const FiltersSideBySideAt1230: Story = { play: filtersOnAGrid, globals: atWidth("desktop") };
