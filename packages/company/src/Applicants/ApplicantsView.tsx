import type { Applicants, Tags } from "@haulboard/api";
import {
  type ApplicantStageCode,
  applicantCdl,
  applicantStageCodes,
  applicantStageLabels,
  applicantText,
  daysSinceApplied,
  ErrorText,
  formatDate,
  matchPercent,
} from "@haulboard/domain";
import {
  Alert,
  arrowLeftIcon,
  Badge,
  Button,
  DataGrid,
  type DataGridColumn,
  downloadIcon,
  editIcon,
  Icon,
  IconButton,
  Link,
  SearchField,
  Select,
} from "@haulboard/ui";
import * as styles from "../styles.css.ts";
import * as css from "./Applicants.css.ts";
import { ApplicantsText } from "./ApplicantsText.ts";
import {
  type ApplicantSortColumn,
  type ApplicantsQuery,
  applicantPageSizes,
  applicantSortFields,
  isNarrowed,
} from "./applicantsQuery.ts";
import BulkBar from "./BulkBar.tsx";
import CompanyTagsSection from "./CompanyTagsSection.tsx";

type Applicant = Applicants.Applicant;

type Tag = Tags.Tag;

/** A bulk action on the selected applicants, confirmed by the container before it runs. */
export type BulkAction =
  | { readonly kind: "stage"; readonly stage: ApplicantStageCode }
  | { readonly kind: "tag" | "untag"; readonly tagId: number };

const fullName = (applicant: Applicant) => `${applicant.firstName} ${applicant.lastName}`.trim();
const joined = (values: readonly string[]) => applicantText(values.join(", "));

function StageCell({ applicant, today }: { applicant: Applicant; today: Date }) {
  const stage = applicant.stage ?? "new";
  return (
    <span className={css.stage}>
      {stage === "new" ? <Badge tone="info">{ApplicantsText.newMarker}</Badge> : applicantStageLabels[stage]}
      <span className={css.days}>
        {ApplicantsText.daysAgo(daysSinceApplied(applicant.applicationAt, today))}
      </span>
    </span>
  );
}

/**
 * The grid holds what sorts applicants out (issue 35: 19 columns pushed Details and Tags off-screen): who,
 * where in the pipeline, their tags, fit, and a phone to call. The panel opened from the name holds the
 * whole record (email, address, endorsements, work experiences, range, owner-operator); the search and the
 * CSV still cover the email.
 */
const columnsOf = (
  today: Date,
  onOpen: (applicant: Applicant) => void,
): ReadonlyArray<DataGridColumn<Applicant>> => [
  {
    id: "name",
    header: ApplicantsText.columns.name,
    isSortable: false,
    value: fullName,
    cell: (applicant) => (
      <span className={css.nameCell}>
        <span>{fullName(applicant)}</span>
        <IconButton
          icon={editIcon}
          size="small"
          variant="tertiary"
          label={ApplicantsText.open(fullName(applicant))}
          onPress={() => onOpen(applicant)}
        />
      </span>
    ),
  },
  {
    id: "stage",
    header: ApplicantsText.columns.stage,
    isSortable: false,
    cell: (applicant) => <StageCell applicant={applicant} today={today} />,
  },
  {
    id: "tags",
    header: ApplicantsText.columns.tags,
    isSortable: false,
    value: (a) => joined(a.tags.map((tag) => tag.tag)),
  },
  {
    id: "match",
    header: ApplicantsText.columns.match,
    align: "end",
    value: (a) =>
      a.match === undefined ? applicantText(null) : ApplicantsText.percent(matchPercent(a.match)),
  },
  {
    id: "distance",
    header: ApplicantsText.columns.distance,
    align: "end",
    value: (a) => (a.distance === null ? applicantText(null) : ApplicantsText.miles(a.distance)),
  },
  {
    id: "yearsOfExperience",
    header: ApplicantsText.columns.yearsOfExperience,
    align: "end",
    value: (a) => applicantText(a.yearsOfExperience),
  },
  {
    id: "applicationAt",
    header: ApplicantsText.columns.applicationAt,
    value: (a) => formatDate(a.applicationAt),
  },
  {
    id: "cdlStatus",
    header: ApplicantsText.columns.cdlStatus,
    isSortable: false,
    value: (a) => applicantCdl(a.cdlStatus),
  },
  {
    id: "phone",
    header: ApplicantsText.columns.phone,
    isSortable: false,
    value: (a) => applicantText(a.phone),
  },
];

export interface ApplicantsViewProps {
  readonly jobId: number;
  /** The job's title for the heading; undefined while it loads. */
  readonly jobTitle?: string | undefined;
  readonly applicants: readonly Applicant[];
  readonly total: number;
  readonly query: ApplicantsQuery;
  readonly onQueryChange: (change: Partial<ApplicantsQuery>) => void;
  /** The search box's text (the list follows after a short pause). */
  readonly searchText: string;
  readonly onSearchTextChange: (text: string) => void;
  readonly companyTags: readonly Tag[];
  /** The selected applications' ids (kept by the container across pages). */
  readonly selectedIds: readonly number[];
  readonly onSelectionChange: (ids: number[]) => void;
  /** Changes when the container clears the selection (the grid starts again with none). */
  readonly selectionKey?: number;
  readonly onBulk: (action: BulkAction) => void;
  readonly onOpenApplicant: (applicant: Applicant) => void;
  readonly onAddCompanyTag: (text: string) => void;
  readonly onClearJobTags: () => void;
  readonly onExport: () => void;
  readonly isExporting?: boolean;
  readonly isLoading?: boolean;
  readonly error?: string | undefined;
  /** The job is not the caller's company's (or does not exist): the screen says so instead of a list. */
  readonly isNotFound?: boolean;
  /** Today, for "n days ago" (stories fix it). */
  readonly today?: Date;
}

/**
 * A job's applicants (employer-work §3 "Applicant", §7 "Applicants and tags"; issue 17): the applicant's
 * columns with 'n/a' and 'No CDL.', search, stage and tag filters, sorts, paging, selection with bulk stage,
 * tag and untag, the company's tags, and the CSV export of the filtered list.
 */
export function ApplicantsView({
  jobId,
  jobTitle,
  applicants,
  total,
  query,
  onQueryChange,
  searchText,
  onSearchTextChange,
  companyTags,
  selectedIds,
  onSelectionChange,
  selectionKey = 0,
  onBulk,
  onOpenApplicant,
  onAddCompanyTag,
  onClearJobTags,
  onExport,
  isExporting = false,
  isLoading = false,
  error,
  isNotFound = false,
  today = new Date(),
}: ApplicantsViewProps) {
  const header = (
    <div className={css.header}>
      <div className={css.heading}>
        <Link href={`/company/jobs/${jobId}/detail`} aria-label={ApplicantsText.back}>
          <Icon icon={arrowLeftIcon} />
        </Link>
        {/* The heading names the job (issue 35): several jobs' applicants look alike. */}
        <h1 id="applicants-title" className={styles.title}>
          {ApplicantsText.title}
          {jobTitle === undefined ? null : (
            <>
              {" "}
              <span className={css.jobName}>{jobTitle}</span>
            </>
          )}
        </h1>
      </div>
      {isNotFound ? null : (
        <div className={css.exportBox}>
          <Button
            variant="secondary"
            iconStart={<Icon icon={downloadIcon} />}
            isLoading={isExporting}
            onPress={onExport}
            aria-describedby="applicants-export-hint"
          >
            {ApplicantsText.exportCsv}
          </Button>
          <span id="applicants-export-hint" className={css.hint}>
            {ApplicantsText.exportHint}
          </span>
        </div>
      )}
    </div>
  );
  if (isNotFound) {
    return (
      <section className={styles.page} aria-labelledby="applicants-title">
        {header}
        <Alert kind="error" message={ApplicantsText.notFound} />
        <Link href="/company/jobs">{ApplicantsText.backToJobs}</Link>
      </section>
    );
  }
  const columns = columnsOf(today, onOpenApplicant);
  const narrowed = isNarrowed(query);
  return (
    <section className={styles.page} aria-labelledby="applicants-title">
      {header}
      <search className={css.toolbar} aria-label={ApplicantsText.search}>
        <div className={css.search}>
          <SearchField label={ApplicantsText.search} value={searchText} onChange={onSearchTextChange} />
        </div>
        <Select
          label={ApplicantsText.stageFilter}
          options={[
            { id: "any", label: ApplicantsText.anyStage },
            ...applicantStageCodes.map((code) => ({ id: code, label: applicantStageLabels[code] })),
          ]}
          value={query.stage === "" ? "any" : query.stage}
          onChange={(key) =>
            onQueryChange({ stage: key === null || key === "any" ? "" : (key as ApplicantStageCode) })
          }
        />
        <Select
          label={ApplicantsText.tagFilter}
          options={[
            { id: "any", label: ApplicantsText.anyTag },
            ...companyTags.map((tag) => ({ id: String(tag.id), label: tag.tag })),
          ]}
          value={query.tagId === null ? "any" : String(query.tagId)}
          onChange={(key) => onQueryChange({ tagId: key === null || key === "any" ? null : Number(key) })}
        />
      </search>
      <p className={styles.muted} aria-live="polite">
        {isLoading || error ? "" : ApplicantsText.total(total)}
      </p>
      <DataGrid
        key={selectionKey}
        label={ApplicantsText.gridLabel}
        mode="server"
        columns={columns}
        data={applicants}
        rowCount={total}
        query={{
          page: query.page,
          pageSize: query.pageSize,
          skip: (query.page - 1) * query.pageSize,
          sorting: [{ columnId: query.sort.column, direction: query.sort.direction }],
          filters: [],
        }}
        pageSizeOptions={[...applicantPageSizes]}
        getRowId={(applicant) => String(applicant.id)}
        getRowLabel={fullName}
        selectionMode="multiple"
        onSelectionChange={(ids) => onSelectionChange(ids.map(Number))}
        onQueryChange={(next) => {
          const sort = next.sorting[0];
          if (
            sort &&
            sort.columnId in applicantSortFields &&
            (sort.columnId !== query.sort.column || sort.direction !== query.sort.direction)
          ) {
            onQueryChange({
              sort: { column: sort.columnId as ApplicantSortColumn, direction: sort.direction },
            });
          } else if (next.pageSize !== query.pageSize) onQueryChange({ pageSize: next.pageSize });
          else if (next.page !== query.page) onQueryChange({ page: next.page });
        }}
        isLoading={isLoading}
        error={error}
        emptyText={narrowed ? ErrorText.noResults : ApplicantsText.empty}
      />
      {/* After the grid and held at the bottom of the view while rows are in it: showing up at the first
          tick, it moves no row (above the grid it pushed the rows down under the pointer). */}
      {selectedIds.length > 0 ? (
        <BulkBar count={selectedIds.length} companyTags={companyTags} onBulk={onBulk} />
      ) : null}
      <CompanyTagsSection
        companyTags={companyTags}
        onAddCompanyTag={onAddCompanyTag}
        onClearJobTags={onClearJobTags}
        canClear={total > 0 || narrowed}
        hasApplicants={total > 0 || narrowed}
      />
    </section>
  );
}
