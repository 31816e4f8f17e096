import { debounceMs } from "@haulboard/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useState } from "react";
import { expect, fn, type Mock, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button/Button.tsx";
import { StatusPill } from "../StatusPill/StatusPill.tsx";
import { type Company, type Driver, type Employee, makeCompanies, makeDrivers } from "./DataGrid.fixtures.ts";
import { DataGrid } from "./DataGrid.tsx";
import { matchesFilter } from "./filters.ts";
import { type DataGridColumn, type DataGridProps, type DataGridQuery, gridModes } from "./types.ts";

const driverColumns: DataGridColumn<Driver>[] = [
  {
    id: "externalBillingId",
    header: "External billing ID",
    value: (d) => d.externalBillingId,
    isFilterable: true,
  },
  { id: "name", header: "Name", value: (d) => `${d.firstName} ${d.lastName}`, isFilterable: true },
  { id: "email", header: "Email", value: (d) => d.email, isFilterable: true },
  { id: "phone", header: "Phone", value: (d) => d.phone, isSortable: false },
];

const drivers30 = makeDrivers(30);
const drivers57 = makeDrivers(57);
const drivers10k = makeDrivers(10_000);

const driverLabel = (d: Driver) => `${d.firstName} ${d.lastName}`;

const meta = {
  title: "UI/Data/DataGrid",
  component: DataGrid<Driver>,
  tags: ["autodocs"],
  parameters: { layout: "padded" },
  args: {
    label: "Drivers",
    columns: driverColumns,
    data: drivers57,
    getRowId: (d: Driver) => d.id,
    getRowLabel: driverLabel,
    emptyText: "There are no subscriptions.",
    mode: "client",
  },
  argTypes: {
    mode: { control: "inline-radio", options: gridModes },
    selectionMode: { control: "inline-radio", options: ["none", "single", "multiple"] },
  },
} satisfies Meta<DataGridProps<Driver>>;

export default meta;
type Story = StoryObj<typeof meta>;

const dataRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole("grid")).getAllByRole("row").slice(1);

/** The Driver List of the admin portal: filters, sorting, paging and a View action per row. */
export const Documentation: Story = {
  args: {
    rowActions: (d: Driver) => (
      <Button size="small" variant="secondary" aria-label={`View ${driverLabel(d)}`}>
        View
      </Button>
    ),
  },
};

export const KeyboardNavigation: Story = {
  args: {
    data: drivers30,
    columns: driverColumns.map((c) => ({ ...c, isFilterable: false })),
    rowActions: (d: Driver) => (
      <>
        <Button size="small" variant="secondary" aria-label={`View ${driverLabel(d)}`}>
          View
        </Button>
        <Button size="small" variant="tertiary" aria-label={`Email ${driverLabel(d)}`}>
          Email
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole("grid", { name: "Drivers" });
    // One tab stop: the first row (React Aria's grid model), then Right into its cells.
    await userEvent.tab();
    await expect(dataRows(canvasElement)[0]).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(document.activeElement).toHaveTextContent("BIL-00001");
    await userEvent.keyboard("{ArrowRight}");
    await expect(document.activeElement).toHaveTextContent("Ada Lovelace");
    // Up to the column header; Enter sorts, announced with aria-sort.
    await userEvent.keyboard("{ArrowUp}");
    const nameHeader = canvas.getByRole("columnheader", { name: /^Name/ });
    await expect(nameHeader).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(nameHeader).toHaveAttribute("aria-sort", "ascending");
    await userEvent.keyboard("{Enter}");
    await expect(nameHeader).toHaveAttribute("aria-sort", "descending");
    await expect(within(dataRows(canvasElement)[0]!).getByText("Jamal Reyes")).toBeVisible();
    // Down into the body, End to the actions cell, whose button takes focus.
    await userEvent.keyboard("{ArrowDown}");
    await expect(document.activeElement).toHaveTextContent("Jamal Reyes");
    await userEvent.keyboard("{End}");
    await expect(canvas.getAllByRole("button", { name: "View Jamal Reyes" })[0]).toHaveFocus();
    // Several widgets in one cell: Right reaches the second, Left comes back.
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("button", { name: "Email Jamal Reyes" })).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(canvas.getByRole("button", { name: "View Jamal Reyes" })).toHaveFocus();
    // Home goes to the row's first cell.
    await userEvent.keyboard("{Home}");
    await expect(document.activeElement).toHaveTextContent(/^BIL-\d{5}$/);
    // Left of the first cell is the row itself.
    await userEvent.keyboard("{ArrowLeft}");
    await expect(document.activeElement).toHaveAttribute("role", "row");
    await expect(grid).toContainElement(document.activeElement as HTMLElement);
    // Tab out of the grid is React Aria's own: it moves focus to the grid's last tabbable element so
    // that the browser's Tab leaves the grid. user-event's simulated Tab does not follow that move,
    // so it is not asserted here.
  },
};

export const Paging: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("grid", { name: "Drivers" });
    await expect(dataRows(canvasElement)).toHaveLength(10);
    await expect(canvas.getByText("1–10 of 57")).toBeVisible();
    const pages = canvas.getByRole("navigation", { name: "Drivers pages" });
    within(pages).getByRole("button", { name: "Next page" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByText("11–20 of 57")).toBeVisible();
    await expect(within(pages).getByRole("button", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Rows per page" }), "25");
    await expect(canvas.getByText("1–25 of 57")).toBeVisible();
    await expect(dataRows(canvasElement)).toHaveLength(25);
  },
};

const filterStory = (
  op: string,
  text: string,
  expected: { rows: number; summary: string; first: string },
): Story => ({
  args: { data: drivers30 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("grid", { name: "Drivers" });
    const filters = canvas.getByRole("group", { name: "Name" });
    // The filter inputs are keyboard reachable and labelled.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const operator = within(filters).getByRole("combobox", { name: "Name operator" });
    await expect(operator).toHaveFocus();
    await userEvent.selectOptions(operator, op);
    await userEvent.tab();
    const input = within(filters).getByRole("searchbox", { name: "Filter Name" });
    await expect(input).toHaveFocus();
    await userEvent.keyboard(text);
    // Debounced: nothing changes at once, the result shows after 300 ms.
    await expect(canvas.getByText("1–10 of 30")).toBeVisible();
    await waitFor(() => expect(canvas.getByText(expected.summary)).toBeVisible(), { timeout: 2000 });
    await expect(dataRows(canvasElement)).toHaveLength(expected.rows);
    await expect(within(dataRows(canvasElement)[0]!).getByText(expected.first)).toBeVisible();
  },
});

export const FilterContains = filterStory("contains", "ada", {
  rows: 3,
  summary: "1–3 of 3",
  first: "Ada Lovelace",
});
export const FilterDoesNotContain = filterStory("does not contain", "ada", {
  rows: 10,
  summary: "1–10 of 27",
  first: "Ben Lovelace",
});
export const FilterEquals = filterStory("equals", "ADA OKAFOR", {
  rows: 1,
  summary: "1–1 of 1",
  first: "Ada Okafor",
});
export const FilterNotEquals = filterStory("not equals", "ada lovelace", {
  rows: 10,
  summary: "1–10 of 29",
  first: "Ben Lovelace",
});

export const FilterRule: Story = {
  args: { data: drivers30 },
  play: async () => {
    await expect(matchesFilter("Ada Lovelace", { op: "contains", value: " LOVE " })).toBe(true);
    await expect(matchesFilter("Ada Lovelace", { op: "notContains", value: "love" })).toBe(false);
    await expect(matchesFilter(42, { op: "equals", value: "42" })).toBe(true);
    await expect(matchesFilter(null, { op: "notEquals", value: "x" })).toBe(true);
    await expect(matchesFilter("anything", { op: "equals", value: "" })).toBe(true);
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole("grid", { name: "Drivers" });
    await expect(within(grid).getByText("There are no subscriptions.")).toBeVisible();
  },
};

export const Loading: Story = {
  args: { data: [], isLoading: true },
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole("grid", { name: "Drivers" });
    await expect(grid).toHaveAttribute("aria-busy", "true");
    await expect(within(grid).getByRole("progressbar", { name: "Loading" })).toBeInTheDocument();
  },
};

/**
 * A page that is still loading does not hold the reader up: the page buttons stay live over the rows on
 * screen (marked busy), so two quick presses of "Next page" ask for page 3, not page 2 and a lost press.
 */
export const PagingWhileLoading: Story = {
  args: {
    mode: "server",
    data: drivers57.slice(0, 10),
    rowCount: 57,
    isLoading: true,
    onQueryChange: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole("grid", { name: "Drivers" });
    await expect(grid).toHaveAttribute("aria-busy", "true");
    const pages = canvas.getByRole("navigation", { name: "Drivers pages" });
    const next = within(pages).getByRole("button", { name: "Next page" });
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await userEvent.click(next);
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 3, skip: 20, pageSize: 10 }),
    );
    await expect(within(pages).getByRole("button", { name: "Page 3" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  },
};

export const ErrorState: Story = {
  args: { data: [], error: "Internal server error" },
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole("grid", { name: "Drivers" });
    await expect(within(grid).getByRole("alert")).toHaveTextContent("Internal server error");
  },
};

export const Selection: Story = {
  args: { data: drivers30, selectionMode: "multiple", onSelectionChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole("grid", { name: "Drivers" });
    // Past the filters to the grid's tab stop, the first row; Right reaches its checkbox.
    while (!grid.contains(document.activeElement)) await userEvent.tab();
    await expect(dataRows(canvasElement)[0]).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    const first = within(grid).getByRole("checkbox", { name: "Select Ada Lovelace" });
    await expect(first).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(first).toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(["driver-1"]);
    await expect(dataRows(canvasElement)[0]).toHaveAttribute("aria-selected", "true");
    // Up to the header's checkbox: Space selects every row of the page.
    await userEvent.keyboard("{ArrowUp}");
    await expect(within(grid).getByRole("checkbox", { name: "Select all rows" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await waitFor(() =>
      expect(args.onSelectionChange).toHaveBeenLastCalledWith(expect.arrayContaining(["driver-10"])),
    );
  },
};

const focusedRow = () => document.activeElement?.closest<HTMLElement>('[role="row"]') ?? null;

/** 10,000 client rows: only the rows in view (plus a few) are in the DOM (React Aria's Virtualizer). */
export const TenThousandRows: Story = {
  args: { data: drivers10k, virtualize: true, maxHeight: "24rem" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole("grid", { name: "Drivers" });
    await expect(grid).toHaveAttribute("aria-rowcount", "10001");
    const before = dataRows(canvasElement);
    await expect(before.length).toBeGreaterThan(5);
    await expect(before.length).toBeLessThan(40);
    await expect(within(grid).getByText("BIL-00001")).toBeInTheDocument();
    // The grid is its own scroll area.
    grid.scrollTop = 5000 * 44;
    await waitFor(() => expect(within(grid).getByText("BIL-05001")).toBeInTheDocument());
    await expect(within(grid).queryByText("BIL-00001")).toBeNull();
    await expect(dataRows(canvasElement).length).toBeLessThan(40);
    // Keyboard: the grid's tab stop, then Ctrl+End reaches the very last row though it was not rendered.
    while (!grid.contains(document.activeElement)) await userEvent.tab();
    await userEvent.keyboard("{Control>}{End}{/Control}");
    await waitFor(() => expect(focusedRow()).toHaveTextContent("BIL-10000"));
    await userEvent.keyboard("{Control>}{Home}{/Control}");
    await waitFor(() => expect(within(grid).getByText("BIL-00001")).toBeInTheDocument());
    await waitFor(() => expect(focusedRow()).toHaveTextContent("BIL-00001"));
  },
};

/**
 * Keyboard in virtual mode: ArrowDown moves one row and PageDown about a page of rows, scrolling the
 * window along; the rendered rows stay a small window around the focused row.
 */
export const TenThousandRowsKeyboard: Story = {
  args: {
    data: drivers10k,
    virtualize: true,
    maxHeight: "24rem",
    columns: driverColumns.map((c) => ({ ...c, isFilterable: false })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole("grid", { name: "Drivers" });
    // aria-rowindex counts the header as row 1, so data row n (BIL-n) has index n + 1.
    const focusedIndex = () => Number(focusedRow()?.getAttribute("aria-rowindex")) - 1;
    const expectFocusedRow = async (n: number) => {
      await waitFor(() => expect(focusedRow()).toHaveAttribute("aria-rowindex", String(n + 1)));
      await expect(focusedRow()).toHaveTextContent(`BIL-${String(n).padStart(5, "0")}`);
      // The focused row is in view, below the sticky header.
      const row = (focusedRow() as HTMLElement).getBoundingClientRect();
      const head = (within(grid).getAllByRole("rowgroup")[0] as HTMLElement).getBoundingClientRect();
      const view = grid.getBoundingClientRect();
      await expect(row.top).toBeGreaterThanOrEqual(head.bottom - 1);
      await expect(row.bottom).toBeLessThanOrEqual(view.bottom + 1);
    };
    const expectWindowAround = async (n: number) => {
      const rendered = dataRows(canvasElement).map((row) => Number(row.getAttribute("aria-rowindex")) - 1);
      await expect(rendered.length).toBeGreaterThan(5);
      await expect(rendered.length).toBeLessThan(40);
      await expect(rendered).toContain(n);
    };

    // The grid's single tab stop is the first row.
    await userEvent.tab();
    await expectFocusedRow(1);

    // ArrowDown one row at a time, well past the rows first rendered.
    for (let i = 0; i < 30; i++) await userEvent.keyboard("{ArrowDown}");
    await expectFocusedRow(31);
    await expectWindowAround(31);
    await expect(within(grid).queryByText("BIL-00001")).toBeNull();

    // PageDown moves by about the rows in view.
    const inView = Math.floor(grid.clientHeight / 44);
    await userEvent.keyboard("{PageDown}");
    await waitFor(() => expect(focusedIndex()).toBeGreaterThan(31 + 2));
    const paged = focusedIndex();
    await expect(paged - 31).toBeLessThanOrEqual(inView);
    await expectFocusedRow(paged);
    await expectWindowAround(paged);
    for (let i = 0; i < 20; i++) await userEvent.keyboard("{PageDown}");
    await waitFor(() => expect(focusedIndex()).toBeGreaterThan(paged + 20 * 2));
    const far = focusedIndex();
    await expectFocusedRow(far);
    await expectWindowAround(far);
    await expect(within(grid).queryByText("BIL-00031")).toBeNull();

    // And back up: ArrowUp and PageUp keep the focused row below the sticky header.
    await userEvent.keyboard("{ArrowUp}");
    await expectFocusedRow(far - 1);
    await userEvent.keyboard("{PageUp}");
    await waitFor(() => expect(focusedIndex()).toBeLessThan(far - 3));
    await expectFocusedRow(focusedIndex());
    await expectWindowAround(focusedIndex());
  },
};

// Nested grids: the admin Company List expands a company into a grid of its employees.
const deactivateEmployee = fn();
const resetPassword = fn();
const employeeColumns: DataGridColumn<Employee>[] = [
  { id: "name", header: "Name", value: (e) => e.name },
  { id: "email", header: "Email", value: (e) => e.email },
];
const nestedCompanies = makeCompanies(5);

function CompaniesWithEmployees() {
  return (
    <DataGrid
      label="Companies"
      columns={companyColumns.slice(0, 3).map((c) => ({ ...c, isFilterable: false }))}
      data={nestedCompanies}
      getRowId={(c) => c.id}
      getRowLabel={(c) => c.companyName}
      isPaginated={false}
      renderExpanded={(c) => (
        <DataGrid
          label={`Employees of ${c.companyName}`}
          columns={employeeColumns}
          data={c.employees}
          getRowId={(e) => e.id}
          getRowLabel={(e) => e.name}
          isPaginated={false}
          rowActions={(e) => (
            <>
              <Button size="small" variant="secondary" onPress={() => resetPassword(e.id)}>
                {`Reset password for ${e.name}`}
              </Button>
              <Button size="small" variant="critical" onPress={() => deactivateEmployee(e.id)}>
                {`Deactivate ${e.name}`}
              </Button>
            </>
          )}
        />
      )}
    />
  );
}

/**
 * A grid inside an expanded row: the outer grid's arrows land on the expanded content as a whole, Tab
 * enters it, and while focus is inside, the inner grid's keys move within it, down to an employee's
 * row actions.
 */
export const NestedGridInExpandedRow: Story = {
  render: () => <CompaniesWithEmployees />,
  beforeEach: () => {
    deactivateEmployee.mockClear();
    resetPassword.mockClear();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const outer = await canvas.findByRole("grid", { name: "Companies" });
    // The outer grid's tab stop, down to the second company, right to its details toggle; expand it.
    await userEvent.tab();
    await userEvent.keyboard("{ArrowDown}{ArrowRight}");
    const toggle = within(outer).getByRole("button", { name: "Blue Line Logistics details" });
    await expect(toggle).toHaveFocus();
    // Reached by keyboard, it shows the focus ring.
    await expect(getComputedStyle(toggle).outlineStyle).toBe("solid");
    // The toggle is a native button: Space and Enter each toggle it once, and focus stays on it.
    await userEvent.keyboard(" ");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard(" ");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("grid", { name: "Employees of Blue Line Logistics" })).toBeNull();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const inner = await canvas.findByRole("grid", { name: "Employees of Blue Line Logistics" });

    // Down reaches the expanded content as a whole; Tab enters the employees grid (its own tab stop).
    await userEvent.keyboard("{ArrowDown}");
    await expect(document.activeElement).toHaveAttribute("data-grid-detail");
    await userEvent.tab();
    await expect(inner).toContainElement(document.activeElement as HTMLElement);
    // The inner grid's arrows stay inside it: down to the second employee, Left (wrapping) to the
    // row's last action, Left again to the one before.
    await userEvent.keyboard("{ArrowDown}");
    await expect(document.activeElement?.closest("tr")).toHaveTextContent("Carla Okafor");
    await userEvent.keyboard("{ArrowLeft}");
    await expect(within(inner).getByRole("button", { name: "Deactivate Carla Okafor" })).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(
      within(inner).getByRole("button", { name: "Reset password for Carla Okafor" }),
    ).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    const deactivate = within(inner).getByRole("button", { name: "Deactivate Carla Okafor" });
    await expect(deactivate).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(deactivateEmployee).toHaveBeenCalledTimes(1);
    await expect(deactivateEmployee).toHaveBeenCalledWith("employee-2-2");
    await expect(resetPassword).not.toHaveBeenCalled();

    // Back in the outer grid (here by pointer: see the Tab note of KeyboardNavigation), its arrows
    // go on from the expanded row to the next company.
    await userEvent.click(canvas.getByText(/^Blue Line Logistics$/));
    await userEvent.keyboard("{ArrowDown}");
    await expect(document.activeElement).toHaveAttribute("data-grid-detail");
    await userEvent.keyboard("{ArrowDown}");
    await expect(document.activeElement?.closest("tr")).toHaveTextContent("Cactus Haulers");
    await userEvent.keyboard("{Home}");
    await expect(within(outer).getByRole("button", { name: "Cactus Haulers details" })).toHaveFocus();
  },
};

// Server mode: a fake server in the story answers each query after a short delay.
const companies = makeCompanies(23);
const companyColumns: DataGridColumn<Company>[] = [
  { id: "companyName", header: "Company name", value: (c) => c.companyName, isFilterable: true },
  { id: "billingType", header: "Billing type", value: (c) => c.billingType },
  { id: "totalJobs", header: "Total jobs", value: (c) => c.totalJobs, align: "end" },
  { id: "activeJobs", header: "Active jobs", value: (c) => c.activeJobs, align: "end" },
  { id: "phone", header: "Phone", value: (c) => c.phone, isSortable: false },
  {
    id: "status",
    header: "Status",
    value: (c) => c.status,
    cell: (c) => <StatusPill status={c.status === "Active" ? "POSTED" : "Inactive"} label={c.status} />,
  },
];

function CompanyListServer({ onQueryChange }: { onQueryChange: (query: DataGridQuery) => void }) {
  const [query, setQuery] = useState<DataGridQuery | null>(null);
  const [page, setPage] = useState<{ rows: Company[]; total: number }>({ rows: [], total: 0 });
  const [isLoading, setIsLoading] = useState(true);
  useEffect(() => {
    if (!query) return;
    setIsLoading(true);
    const timer = window.setTimeout(() => {
      let rows = companies.filter((c) =>
        query.filters.every((f) => matchesFilter(c[f.columnId as keyof Company] as string, f)),
      );
      const sort = query.sorting[0];
      if (sort) {
        const key = sort.columnId as keyof Company;
        rows = [...rows].sort((a, b) =>
          String(a[key]).localeCompare(String(b[key]), "en", { numeric: true }),
        );
        if (sort.direction === "desc") rows.reverse();
      }
      setPage({ rows: rows.slice(query.skip, query.skip + query.pageSize), total: rows.length });
      setIsLoading(false);
    }, 30);
    return () => window.clearTimeout(timer);
  }, [query]);
  return (
    <DataGrid
      label="Companies"
      mode="server"
      columns={companyColumns}
      data={page.rows}
      rowCount={page.total}
      isLoading={isLoading}
      getRowId={(c) => c.id}
      getRowLabel={(c) => c.companyName}
      onQueryChange={(next) => {
        onQueryChange(next);
        setQuery(next);
      }}
      renderExpanded={(c) => (
        <ul aria-label={`Employees of ${c.companyName}`}>
          {c.employees.map((e) => (
            <li key={e.id}>
              {e.name} — {e.email}
            </li>
          ))}
        </ul>
      )}
    />
  );
}

/** The admin Company List: server mode (`{ skip, take, total }`) with expandable employee rows. */
export const ServerModeWithExpandableRows: Story = {
  args: { onQueryChange: fn() },
  render: (args) => <CompanyListServer onQueryChange={args.onQueryChange ?? (() => {})} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole("grid", { name: "Companies" });
    await expect(args.onQueryChange).toHaveBeenCalledWith({
      page: 1,
      pageSize: 10,
      skip: 0,
      sorting: [],
      filters: [],
    });
    await waitFor(() => expect(canvas.getByText("1–10 of 23")).toBeVisible());
    // Page 3 asks the server for skip 20.
    canvas.getByRole("button", { name: "Page 3" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() =>
      expect(args.onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 3, skip: 20 })),
    );
    await waitFor(() => expect(canvas.getByText("21–23 of 23")).toBeVisible());
    // The filters' debounce (armed when the grid mounted) passes without sending the reader back to page 1:
    // unchanged filters are not a new filter.
    const calls = (args.onQueryChange as Mock).mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, debounceMs * 2));
    await expect(args.onQueryChange).toHaveBeenCalledTimes(calls);
    await expect(canvas.getByText("21–23 of 23")).toBeVisible();
    // Sorting goes back to page 1 and is sent to the server.
    await userEvent.click(within(grid).getByRole("columnheader", { name: /Total jobs/ }));
    await waitFor(() =>
      expect(args.onQueryChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ page: 1, skip: 0, sorting: [{ columnId: "totalJobs", direction: "asc" }] }),
      ),
    );
    // Filters are sent as { columnId, op, value }.
    await userEvent.type(canvas.getByRole("searchbox", { name: "Filter Company name" }), "acme");
    await waitFor(() =>
      expect(args.onQueryChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ filters: [{ columnId: "companyName", op: "contains", value: "acme" }] }),
      ),
    );
    await waitFor(() => expect(canvas.getByText("1–2 of 2")).toBeVisible());
    // Expand a company to see its employees.
    const toggle = within(grid).getByRole("button", { name: "Acme Freight details" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(within(grid).getByRole("list", { name: "Employees of Acme Freight" })).toBeVisible();
    await userEvent.keyboard("{ArrowDown}");
    await expect(document.activeElement).toHaveTextContent("staff1@company1.example.com");
  },
};
