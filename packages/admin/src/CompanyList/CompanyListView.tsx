import type { Companies } from "@haulboard/api";
import { DataGrid, type DataGridQuery, Link, PageHeader, SearchField, Stack } from "@haulboard/ui";
import { memo, type ReactNode } from "react";
import { adminJobsPath } from "../AdminJobs/adminJobsPath.ts";
import { AdminText } from "../AdminText.ts";
import { companyColumns } from "./companyColumns.tsx";

type CompanyListItem = Companies.CompanyListItem;
const text = AdminText.companyList;

export interface CompanyListViewProps {
  /** The current page of companies. */
  companies: ReadonlyArray<CompanyListItem>;
  /** How many companies match the search (the `total` of the page). */
  total: number;
  /** The search box's text. */
  search: string;
  onSearchChange: (value: string) => void;
  /** The page shown (controlled: a new search passes its first page). */
  query: DataGridQuery;
  /** The grid asks for another page. */
  onQueryChange: (query: DataGridQuery) => void;
  /** @default false */
  isLoading?: boolean;
  /** An error message in place of the rows. @default undefined */
  error?: string;
  /** The expanded content of a company row: its employees. */
  renderEmployees: (company: CompanyListItem) => ReactNode;
}

const companyId = (company: CompanyListItem) => String(company.id);
const companyName = (company: CompanyListItem) => company.companyName;

/**
 * The grid alone, memoised: typing in the search box re-renders the view, not the 50 rows (a slow
 * render between keystrokes would let the 300 ms search debounce fire mid-word).
 */
const CompanyGrid = memo(function CompanyGrid({
  companies,
  total,
  query,
  onQueryChange,
  isLoading,
  error,
  renderEmployees,
}: Omit<CompanyListViewProps, "search" | "onSearchChange">) {
  return (
    <DataGrid
      label={text.title}
      mode="server"
      columns={companyColumns}
      data={companies}
      rowCount={total}
      getRowId={companyId}
      getRowLabel={companyName}
      query={query}
      onQueryChange={onQueryChange}
      isLoading={isLoading}
      error={error}
      emptyText={text.empty}
      renderExpanded={renderEmployees}
    />
  );
});

/** The admin company list (access §2, employer-work §2 admin area): search by name, 50 a page, rows expand to employees. */
export function CompanyListView({
  companies,
  total,
  search,
  onSearchChange,
  query,
  onQueryChange,
  isLoading = false,
  error,
  renderEmployees,
}: CompanyListViewProps) {
  return (
    <Stack space="lg">
      <PageHeader title={text.title} actions={<Link href={adminJobsPath}>{AdminText.jobs.title}</Link>} />
      <SearchField
        label={text.searchLabel}
        placeholder="Company name"
        value={search}
        onChange={onSearchChange}
      />
      <CompanyGrid
        companies={companies}
        total={total}
        query={query}
        onQueryChange={onQueryChange}
        isLoading={isLoading}
        error={error}
        renderEmployees={renderEmployees}
      />
    </Stack>
  );
}
