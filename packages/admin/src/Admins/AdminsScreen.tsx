import { defaultPageSize } from "@haulboard/domain";
import type { DataGridQuery } from "@haulboard/ui";
import { useDebouncedValue } from "@haulboard/ui";
import { useCallback, useState } from "react";
import { useAdmins, useCreateAdmin } from "../data/adminQueries.ts";
import { asMessageError, errorText } from "../data/errors.ts";
import { AdminsView } from "./AdminsView.tsx";

const firstPage: DataGridQuery = { page: 1, pageSize: defaultPageSize, skip: 0, sorting: [], filters: [] };

/**
 * /admin/user-management/admins: POST /admin/admins/search by page (full_name ilike the search box, 300 ms
 * after typing stops; oldest first), and POST /admin/admins.
 */
export function AdminsScreen() {
  const [search, setSearch] = useState("");
  const appliedSearch = useDebouncedValue(search.trim());
  // The grid's query is controlled: a new search shows its first page.
  const [paging, setPaging] = useState({ search: appliedSearch, query: firstPage });
  const query = paging.search === appliedSearch ? paging.query : firstPage;
  const admins = useAdmins(appliedSearch, query.skip, query.pageSize);
  const create = useCreateAdmin();
  const onQueryChange = useCallback(
    (next: DataGridQuery) => setPaging({ search: appliedSearch, query: next }),
    [appliedSearch],
  );
  return (
    <AdminsView
      admins={admins.data?.data ?? []}
      total={admins.data?.pagination.total ?? 0}
      search={search}
      onSearchChange={setSearch}
      query={query}
      onQueryChange={onQueryChange}
      isLoading={admins.isFetching}
      error={errorText(admins.error)}
      onCreate={(payload) =>
        create.mutateAsync({ body: payload }).then(
          () => undefined,
          (error: unknown) => {
            throw asMessageError(error);
          },
        )
      }
    />
  );
}
