import type { Members } from "@haulboard/api";
import { formatDate } from "@haulboard/domain";
import { Alert, Badge, EmptyState, Link, Pagination, Skeleton } from "@haulboard/ui";
import { DriversText } from "../DriversText.ts";
import * as search from "../JobSearch/JobSearch.css.ts";
import * as styles from "../styles.css.ts";

type Application = Members.Application;

export interface ApplicationsViewProps {
  readonly applications: readonly Application[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
  readonly isLoading?: boolean;
  readonly error?: string | undefined;
  readonly onPageChange: (page: number) => void;
}

/** `/members/applications`: the jobs the driver applied to, newest first, with each job's status. */
export function ApplicationsView({
  applications,
  total,
  page,
  pageSize,
  isLoading = false,
  error,
  onPageChange,
}: ApplicationsViewProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return (
    <section className={styles.page} aria-labelledby="applications-title">
      <h1 id="applications-title" className={styles.title}>
        {DriversText.applicationsTitle}
      </h1>
      {error ? <Alert kind="error" message={error} /> : null}
      {isLoading ? (
        <Skeleton lines={5} label={DriversText.applicationsLoading} />
      ) : error ? null : applications.length === 0 ? (
        <EmptyState
          title={DriversText.applicationsEmpty}
          description={DriversText.applicationsEmptyHint}
          icon={null}
          headingLevel={2}
          action={<Link href="/members/home">{DriversText.backToSearch}</Link>}
        />
      ) : (
        <>
          <ul className={search.results} aria-label={DriversText.applicationsTitle}>
            {applications.map((application) => (
              <li
                key={application.id}
                className={search.card}
                aria-labelledby={`application-${application.id}`}
              >
                <div className={search.cardTop}>
                  <h2 id={`application-${application.id}`} className={search.jobTitle}>
                    <Link href={`/members/jobs/${application.jobId}`}>{application.title}</Link>
                  </h2>
                  <Badge tone={application.jobStatus === "Open" ? "success" : "neutral"}>
                    {`${DriversText.statusColumn}: ${DriversText.jobStatus[application.jobStatus]}`}
                  </Badge>
                </div>
                <p
                  className={styles.text}
                >{`${application.companyName} · ${application.city}, ${application.state}`}</p>
                <p className={styles.text}>
                  {`${DriversText.appliedColumn} ${formatDate(application.appliedAt.slice(0, 10))}`}
                </p>
              </li>
            ))}
          </ul>
          {pageCount > 1 ? (
            <Pagination
              page={page}
              pageCount={pageCount}
              onPageChange={onPageChange}
              label={DriversText.page}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
