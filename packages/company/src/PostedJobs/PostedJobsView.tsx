import type { Jobs } from "@haulboard/api";

type JobListItem = Jobs.JobListItem;

import { formatDisplayDate, formatPrice, jobStatusDisplay, type StatusColour } from "@haulboard/domain";
import {
  Badge,
  type BadgeTone,
  DataGrid,
  type DataGridColumn,
  type DataGridQuery,
  Link,
} from "@haulboard/ui";
import { CompanyText } from "../CompanyText.ts";
import * as styles from "../styles.css.ts";

const tones: Readonly<Record<StatusColour, BadgeTone>> = {
  green: "success",
  blue: "info",
  red: "error",
  grey: "neutral",
};

const columns: ReadonlyArray<DataGridColumn<JobListItem>> = [
  { id: "title", header: CompanyText.title, value: (job) => job.title, isSortable: false },
  {
    id: "status",
    header: CompanyText.status,
    isSortable: false,
    cell: (job) => {
      const display = jobStatusDisplay(job.status);
      return <Badge tone={tones[display.colour]}>{display.text}</Badge>;
    },
  },
  {
    id: "location",
    header: CompanyText.location,
    isSortable: false,
    value: (job) => [job.city, job.state].filter(Boolean).join(", "),
  },
  {
    id: "cost",
    header: CompanyText.cost,
    align: "end",
    isSortable: false,
    value: (job) => (job.cost === undefined ? null : formatPrice(job.cost)),
  },
  {
    id: "postingDate",
    header: CompanyText.postingDate,
    isSortable: false,
    value: (job) => formatDisplayDate(job.postingDate),
  },
  {
    id: "expirationDate",
    header: CompanyText.expirationDate,
    isSortable: false,
    value: (job) => (job.expirationDate ? formatDisplayDate(job.expirationDate) : null),
  },
];

export interface PostedJobsViewProps {
  readonly jobs: readonly JobListItem[];
  readonly total: number;
  readonly isLoading?: boolean;
  readonly error?: string | undefined;
  readonly onQueryChange: (query: DataGridQuery) => void;
}

/** A minimal Posted Jobs list (the full list with search, filters and actions is a later issue). */
export function PostedJobsView({
  jobs,
  total,
  isLoading = false,
  error,
  onQueryChange,
}: PostedJobsViewProps) {
  return (
    <section className={styles.page} aria-labelledby="posted-jobs-title">
      <div className={styles.actions}>
        <h1 id="posted-jobs-title" className={styles.title}>
          {CompanyText.postedJobsTitle}
        </h1>
        <Link href="/company/jobs/new">{CompanyText.createJob}</Link>
      </div>
      <DataGrid
        label={CompanyText.postedJobsTitle}
        mode="server"
        columns={columns}
        data={jobs}
        rowCount={total}
        getRowId={(job) => String(job.id)}
        getRowLabel={(job) => job.title}
        onQueryChange={onQueryChange}
        isLoading={isLoading}
        error={error}
        emptyText={CompanyText.postedJobsEmpty}
      />
    </section>
  );
}
