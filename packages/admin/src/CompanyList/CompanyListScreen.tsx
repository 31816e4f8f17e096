import type { Companies } from "@haulboard/api";
import { companySearchLimit } from "@haulboard/domain";
import { type DataGridQuery, Link, Stack, useDebouncedValue } from "@haulboard/ui";
import { useCallback, useState } from "react";
import { adminJobsPath } from "../AdminJobs/adminJobsPath.ts";
import { AdminText } from "../AdminText.ts";
import { useCompanySearch } from "../data/companyQueries.ts";
import { errorText } from "../data/errors.ts";
import { CompanyEmployees } from "../Employees/CompanyEmployees.tsx";
import { CompanyListView } from "./CompanyListView.tsx";

const renderEmployees = (company: Companies.CompanyListItem) => (
  <Stack space="sm">
    {/* The company's jobs, to edit, boost or write about (issue 17, jobedit). */}
    <Link href={`${adminJobsPath}?company=${company.id}`}>
      {AdminText.jobs.companyJobs(company.companyName)}
    </Link>
    <CompanyEmployees companyId={company.id} companyName={company.companyName} />
  </Stack>
);

const noCompanies: ReadonlyArray<Companies.CompanyListItem> = [];

/** The first page of a search: the one place that sets the list's page size (spec: 50 a page). */
const firstPage: DataGridQuery = { page: 1, pageSize: companySearchLimit, skip: 0, sorting: [], filters: [] };

/** /admin/company-list: the company list fed by POST /companies/search, searched 300 ms after typing stops. */
export function CompanyListScreen() {
  const [search, setSearch] = useState("");
  const appliedSearch = useDebouncedValue(search.trim());
  // The grid's query is controlled: a new search shows its first page.
  const [paging, setPaging] = useState({ search: appliedSearch, query: firstPage });
  const query = paging.search === appliedSearch ? paging.query : firstPage;
  const result = useCompanySearch(appliedSearch, query);
  const onQueryChange = useCallback(
    (next: DataGridQuery) => setPaging({ search: appliedSearch, query: next }),
    [appliedSearch],
  );
  return (
    <CompanyListView
      companies={result.data?.data ?? noCompanies}
      total={result.data?.pagination.total ?? 0}
      search={search}
      onSearchChange={setSearch}
      query={query}
      onQueryChange={onQueryChange}
      isLoading={result.isFetching}
      error={errorText(result.error)}
      renderEmployees={renderEmployees}
    />
  );
}
