import { defaultPageSize } from "@haulboard/domain";
import type { DataGridQuery } from "@haulboard/ui";
import { useState } from "react";
import { asMessageError, errorText, useAdmins, useCreateAdmin } from "../data/adminQueries.ts";
import { AdminsView } from "./AdminsView.tsx";

/** /admin/user-management/admins: GET /admin/get-admins by page, and POST /admin/admins. */
export function AdminsScreen() {
  const [page, setPage] = useState<Pick<DataGridQuery, "skip" | "pageSize">>({
    skip: 0,
    pageSize: defaultPageSize,
  });
  const admins = useAdmins(page.skip, page.pageSize);
  const create = useCreateAdmin();
  return (
    <AdminsView
      admins={admins.data?.data ?? []}
      total={admins.data?.pagination.total ?? 0}
      onQueryChange={(query) => setPage({ skip: query.skip, pageSize: query.pageSize })}
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
