import type { Companies } from "@haulboard/api";
import { useState } from "react";
import { errorText, useCompanySearch } from "../data/adminQueries.ts";
import { useDebouncedValue } from "../data/useDebouncedValue.ts";
import { CompanyEmployees } from "../Employees/CompanyEmployees.tsx";
import { CompanyListView } from "./CompanyListView.tsx";

const renderEmployees = (company: Companies.CompanyListItem) => (
  <CompanyEmployees companyId={company.id} companyName={company.companyName} />
);

/** /admin/company-list: the company list fed by POST /companies/search, searched 300 ms after typing stops. */
export function CompanyListScreen() {
  const [search, setSearch] = useState("");
  const appliedSearch = useDebouncedValue(search.trim());
  const [skip, setSkip] = useState(0);
  const [skipSearch, setSkipSearch] = useState(appliedSearch);
  // A new search starts at the first page: the grid remounts (searchKey) and asks for skip 0.
  const effectiveSkip = skipSearch === appliedSearch ? skip : 0;
  const result = useCompanySearch(appliedSearch, effectiveSkip);
  return (
    <CompanyListView
      companies={result.data?.data ?? []}
      total={result.data?.pagination.total ?? 0}
      search={search}
      onSearchChange={setSearch}
      searchKey={appliedSearch}
      onQueryChange={(query) => {
        setSkipSearch(appliedSearch);
        setSkip(query.skip);
      }}
      isLoading={result.isFetching}
      error={errorText(result.error)}
      renderEmployees={renderEmployees}
    />
  );
}
