import type { DriverSubscriptions } from "@haulboard/api";
import { defaultPageSize } from "@haulboard/domain";
import { DataGrid, type DataGridColumn, type DataGridQuery, PageHeader, Stack } from "@haulboard/ui";
import { AdminText } from "../AdminText.ts";

/** An applicant account as listed here: a driver (drivers are the ones who apply to jobs). */
export type ApplicantRow = Pick<
  DriverSubscriptions.SubscriptionDriver,
  "id" | "firstName" | "lastName" | "email" | "phone"
>;

const text = AdminText.applicants;

const columns: ReadonlyArray<DataGridColumn<ApplicantRow>> = [
  { id: "name", header: "Name", value: (row) => `${row.firstName} ${row.lastName}`, isSortable: false },
  { id: "email", header: "Email", value: (row) => row.email, isSortable: false },
  { id: "phone", header: "Phone", value: (row) => row.phone, isSortable: false },
];

export interface ApplicantsViewProps {
  applicants: ReadonlyArray<ApplicantRow>;
  total: number;
  onQueryChange: (query: DataGridQuery) => void;
  /** @default false */
  isLoading?: boolean;
  /** @default undefined */
  error?: string;
}

/** The applicants section of user management (the default one): a list with page and total. */
export function ApplicantsView({
  applicants,
  total,
  onQueryChange,
  isLoading = false,
  error,
}: ApplicantsViewProps) {
  return (
    <Stack space="lg">
      <PageHeader title={text.title} />
      <DataGrid
        label={text.title}
        mode="server"
        columns={columns}
        data={applicants}
        rowCount={total}
        getRowId={(row) => String(row.id)}
        getRowLabel={(row) => `${row.firstName} ${row.lastName}`}
        onQueryChange={onQueryChange}
        isLoading={isLoading}
        error={error}
        emptyText={text.empty}
        defaultPageSize={defaultPageSize}
      />
    </Stack>
  );
}
