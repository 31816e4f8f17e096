import type { Members } from "@haulboard/api";
import {
  formatDistance,
  formatPrice,
  HomeTime,
  JobType,
  jobSearchSorts,
  matchPercent,
  SalaryType,
  searchRadiusMiles,
} from "@haulboard/domain";
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  EmptyState,
  Link,
  Modal,
  Pagination,
  SearchField,
  Select,
  Skeleton,
  TextField,
} from "@haulboard/ui";
import { type FormEvent, useState } from "react";
import { DriversText } from "../DriversText.ts";
import { MembersText } from "../MembersText.ts";
import * as styles from "../styles.css.ts";
import * as css from "./JobSearch.css.ts";
import { type SearchValues, searchPageSize } from "./search.ts";

type Item = Members.JobSearchItem;

const any = (label: string) => ({ id: "", label });
const jobTypes = [
  any(DriversText.anyJobType),
  ...JobType.options.map((o) => ({ id: o.value, label: o.label })),
];
const homeTimes = [
  any(DriversText.anyHomeTime),
  ...HomeTime.options.map((o) => ({ id: o.value, label: o.label })),
];
const radii = [
  any(DriversText.anyDistance),
  ...searchRadiusMiles.map((miles) => ({ id: String(miles), label: DriversText.withinMiles(miles) })),
];
const sorts = jobSearchSorts.map((sort) => ({ id: sort, label: DriversText.sortLabels[sort] }));

const payText = (job: Item) => {
  const salary = SalaryType.isCode(job.salaryType) ? SalaryType.labelOf(job.salaryType) : job.salaryType;
  return `${formatPrice(job.expectedPay)} ${salary.toLowerCase()}`;
};
const labelOf = (table: typeof JobType | typeof HomeTime, code: string) =>
  (table.isCode as (value: unknown) => boolean)(code) ? (table.labels as Record<string, string>)[code] : code;

export interface JobSearchViewProps {
  readonly values: SearchValues;
  readonly jobs: readonly Item[];
  readonly total: number;
  readonly page: number;
  readonly isLoading?: boolean;
  readonly error?: string | undefined;
  readonly onChange: <F extends keyof SearchValues>(field: F, value: SearchValues[F]) => void;
  readonly onSearch: () => void;
  readonly onPageChange: (page: number) => void;
}

function JobCard({ job }: { job: Item }) {
  const percent = matchPercent(job.match);
  const titleId = `job-${job.id}-title`;
  return (
    <li className={css.card} aria-labelledby={titleId}>
      <div className={css.cardTop}>
        <h3 id={titleId} className={css.jobTitle}>
          <Link href={`/members/jobs/${job.id}`}>{job.title}</Link>
        </h3>
        <Badge tone={percent >= 70 ? "success" : "neutral"}>{DriversText.match(percent)}</Badge>
      </div>
      <p className={styles.text}>{`${job.companyName} · ${job.city}, ${job.state}`}</p>
      <dl className={css.facts}>
        <div className={css.fact}>
          <dt className={css.term}>{DriversText.pay}</dt>
          <dd className={css.detail}>{payText(job)}</dd>
        </div>
        <div className={css.fact}>
          <dt className={css.term}>{DriversText.homeTimeFilter}</dt>
          <dd className={css.detail}>{labelOf(HomeTime, job.homeTime)}</dd>
        </div>
        <div className={css.fact}>
          <dt className={css.term}>{DriversText.distance}</dt>
          <dd className={css.detail}>{formatDistance(job.distance)}</dd>
        </div>
        <div className={css.fact}>
          <dt className={css.term}>{DriversText.jobType}</dt>
          <dd className={css.detail}>{labelOf(JobType, job.jobType)}</dd>
        </div>
      </dl>
      {job.reasons.length > 0 ? (
        <ul className={css.reasons} aria-label={DriversText.whyMatch}>
          {job.reasons.map((reason) => (
            <li key={reason}>
              <Badge tone="success">{reason}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      {job.featured || job.applied ? (
        <div className={css.links}>
          {job.featured ? <Badge tone="info">{DriversText.featured}</Badge> : null}
          {job.applied ? <Badge tone="success">{DriversText.applied}</Badge> : null}
        </div>
      ) : null}
    </li>
  );
}

/** How many of the filters behind the phone's Filters button are set (keyword and ZIP stay in view). */
export const filtersSet = (values: SearchValues): number =>
  [
    values.jobType !== "",
    values.homeTime !== "",
    values.minPay !== "",
    values.radius !== "",
    values.sort !== "match",
    values.heldOnly,
  ].filter(Boolean).length;

/** The drivers' job search (issue 19): filters, sort, and results with pay, distance and match. */
export function JobSearchView({
  values,
  jobs,
  total,
  page,
  isLoading = false,
  error,
  onChange,
  onSearch,
  onPageChange,
}: JobSearchViewProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  const pageCount = Math.max(1, Math.ceil(total / searchPageSize));
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Wide, these sit in the form; below 768 px they wait in the Filters dialog (issue 44), so the first
  // job is on a phone's first screen.
  const moreFilters = (
    <>
      <Select
        label={DriversText.jobType}
        options={jobTypes}
        value={values.jobType}
        onChange={(key) => onChange("jobType", key === null ? "" : String(key))}
      />
      <Select
        label={DriversText.homeTimeFilter}
        options={homeTimes}
        value={values.homeTime}
        onChange={(key) => onChange("homeTime", key === null ? "" : String(key))}
      />
      <TextField
        label={DriversText.minPay}
        inputMode="numeric"
        value={values.minPay}
        onChange={(text) => onChange("minPay", text)}
      />
      <Select
        label={DriversText.radius}
        options={radii}
        value={values.radius}
        onChange={(key) => onChange("radius", (key === null ? "" : String(key)) as SearchValues["radius"])}
      />
      <Select
        label={DriversText.sort}
        options={sorts}
        value={values.sort}
        onChange={(key) => onChange("sort", (key ?? "match") as SearchValues["sort"])}
      />
      <div className={css.wide}>
        <Checkbox isSelected={values.heldOnly} onChange={(selected) => onChange("heldOnly", selected)}>
          {DriversText.heldEndorsements}
        </Checkbox>
      </div>
    </>
  );
  return (
    <section className={css.section} aria-labelledby="job-search-title">
      <h2 id="job-search-title" className={styles.subtitle}>
        {DriversText.searchTitle}
      </h2>
      <form className={css.filters} onSubmit={submit} aria-label={DriversText.searchTitle}>
        <div className={css.wide}>
          <SearchField
            label={DriversText.searchText}
            value={values.text}
            onChange={(text) => onChange("text", text)}
            onSubmit={onSearch}
          />
        </div>
        <TextField
          label={DriversText.zip}
          inputMode="numeric"
          autoComplete="postal-code"
          value={values.zip}
          onChange={(text) => onChange("zip", text)}
        />
        <div className={css.moreFilters}>{moreFilters}</div>
        <div className={css.filtersButton}>
          <Button variant="secondary" onPress={() => setFiltersOpen(true)}>
            {DriversText.filters(filtersSet(values))}
          </Button>
        </div>
        <div>
          <Button type="submit">{DriversText.searchButton}</Button>
        </div>
      </form>
      <Modal
        isOpen={filtersOpen}
        onOpenChange={setFiltersOpen}
        title={DriversText.filtersTitle}
        footer={
          <Button
            onPress={() => {
              setFiltersOpen(false);
              onSearch();
            }}
          >
            {DriversText.showJobs}
          </Button>
        }
      >
        <div className={css.dialogFields}>{moreFilters}</div>
      </Modal>
      {error ? <Alert kind="error" message={error} /> : null}
      {isLoading ? (
        <Skeleton lines={6} label={MembersText.searching} />
      ) : error ? null : jobs.length === 0 ? (
        <EmptyState
          title={DriversText.noJobs}
          description={DriversText.noJobsHint}
          icon={null}
          headingLevel={3}
        />
      ) : (
        <>
          <p className={styles.text} role="status">
            {DriversText.resultsCount(total)}
          </p>
          <ul className={css.results} aria-label={DriversText.resultsLabel}>
            {jobs.map((job) => (
              <JobCard key={job.id} job={job} />
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
