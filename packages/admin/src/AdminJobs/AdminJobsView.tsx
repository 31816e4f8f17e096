import type { Jobs } from "@haulboard/api";
import { adminJobStatusFilterOptions, formatDate, jobStatusDisplay } from "@haulboard/domain";
import {
  Button,
  DataGrid,
  type DataGridColumn,
  type DataGridQuery,
  Menu,
  type MenuAction,
  PageHeader,
  SearchField,
  Select,
  Stack,
  StatusPill,
} from "@haulboard/ui";
import { AdminText } from "../AdminText.ts";
import * as styles from "./AdminJobs.css.ts";

type JobListItem = Jobs.JobListItem;
const text = AdminText.jobs;
const anyStatus = "any";

export const adminJobActionIds = ["content", "address", "boost", "contact"] as const;
export type AdminJobActionId = (typeof adminJobActionIds)[number];

const actionsOf = (job: JobListItem): MenuAction[] => [
  { id: "content", label: text.editContent },
  { id: "address", label: text.editAddress },
  { id: "boost", label: text.boost, isDisabled: job.status !== "POSTED" },
  { id: "contact", label: text.contact },
];

const columns: ReadonlyArray<DataGridColumn<JobListItem>> = [
  { id: "title", header: text.columns.title, isSortable: false, value: (job) => job.title },
  {
    id: "status",
    header: text.columns.status,
    isSortable: false,
    cell: (job) => <StatusPill status={jobStatusDisplay(job.status).text as Jobs.JobStatusValue} />,
  },
  {
    id: "location",
    header: text.columns.location,
    isSortable: false,
    value: (job) => `${job.city}, ${job.state}`,
  },
  {
    id: "posted",
    header: text.columns.posted,
    isSortable: false,
    value: (job) => (job.postingDate ? formatDate(job.postingDate) : null),
  },
];

export interface AdminJobsViewProps {
  readonly jobs: readonly JobListItem[];
  readonly total: number;
  readonly query: DataGridQuery;
  readonly onQueryChange: (query: DataGridQuery) => void;
  readonly search: string;
  readonly onSearchChange: (search: string) => void;
  /** The status filter: a value of the domain's adminJobStatusFilterOptions, or "" for any status. */
  readonly status?: string | undefined;
  readonly onStatusChange?: ((status: string) => void) | undefined;
  /** The company the list is narrowed to (`?company=`), if any. */
  readonly companyId?: string | undefined;
  readonly onClearCompany?: (() => void) | undefined;
  readonly isLoading?: boolean | undefined;
  readonly error?: string | undefined;
  readonly onAction: (action: AdminJobActionId, job: JobListItem) => void;
}

/** `/admin/company-list/job`: any company's jobs, to edit, boost without a charge or write to the company. */
export function AdminJobsView({
  jobs,
  total,
  query,
  onQueryChange,
  search,
  onSearchChange,
  status = "",
  onStatusChange,
  companyId,
  onClearCompany,
  isLoading = false,
  error,
  onAction,
}: AdminJobsViewProps) {
  return (
    <Stack space="lg">
      <PageHeader title={text.title} />
      <Stack space="sm">
        <div className={styles.filters}>
          <SearchField label={text.searchLabel} value={search} onChange={onSearchChange} />
          <Select
            label={text.statusFilter}
            options={[
              { id: anyStatus, label: text.anyStatus },
              ...adminJobStatusFilterOptions.map((option) => ({ id: option.value, label: option.label })),
            ]}
            value={status === "" ? anyStatus : status}
            onChange={(key) => onStatusChange?.(key === null || key === anyStatus ? "" : String(key))}
          />
        </div>
        {companyId ? (
          <div>
            <Button variant="secondary" onPress={onClearCompany}>
              {`${text.companyFilter(companyId)}: ${text.allCompanies}`}
            </Button>
          </div>
        ) : null}
      </Stack>
      <DataGrid
        label={text.title}
        mode="server"
        columns={columns}
        data={jobs}
        rowCount={total}
        query={query}
        onQueryChange={onQueryChange}
        getRowId={(job) => String(job.id)}
        getRowLabel={(job) => job.title}
        rowActions={(job) => (
          <Menu
            label={text.actions(job.title)}
            items={actionsOf(job)}
            onAction={(id) => onAction(id as AdminJobActionId, job)}
          />
        )}
        isLoading={isLoading}
        error={error}
        emptyText={text.empty}
      />
    </Stack>
  );
}
