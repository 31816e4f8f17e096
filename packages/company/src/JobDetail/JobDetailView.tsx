import type { Jobs } from "@haulboard/api";
import {
  addonLabels,
  Benefit,
  Endorsement,
  Experience,
  formatDate,
  formatPrice,
  HomeTime,
  type JobActionId,
  JobType,
  jobStatusDisplay,
  PaymentText,
  SalaryType,
  withheldJobActionTexts,
} from "@haulboard/domain";
import { RichTextContent } from "@haulboard/editor/field";
import { Alert, Card, Link, Menu, Spinner, StatusPill } from "@haulboard/ui";
import type { ReactNode } from "react";
import { CompanyText } from "../CompanyText.ts";
import { editPaths } from "../JobEdit/paths.ts";
import { JobTagsEditor, type JobTagsEditorProps } from "../JobTags/JobTagsEditor.tsx";
import { jobActionItems, jobActionsNote } from "../PostedJobs/jobActionItems.ts";
import * as styles from "../styles.css.ts";
import { StatisticsChart } from "./StatisticsChart.tsx";

type JobDetail = Jobs.JobDetail;

const labelOf = (table: { isCode: (v: unknown) => boolean; labelOf: (c: never) => string }, code: string) =>
  table.isCode(code) ? table.labelOf(code as never) : code;
const orNa = (text: string | null | undefined) =>
  text && text.trim() !== "" ? text : CompanyText.notAvailable;
const dateOrNa = (date: string | null | undefined) => (date ? formatDate(date) : CompanyText.notAvailable);

/**
 * What an add-on's money stands at (issue 36 #1): pending (chosen, not paid: it does not work), paid with
 * its date, and — while the job renews — what its renewal charges and when; an un-ticked one is not renewed.
 */
const addonStateText = (job: JobDetail, addon: Jobs.JobDetail["addons"][number]): string => {
  if (!addon.subscribed) return CompanyText.addonRemoved;
  if (!addon.paid) return job.status === "POSTED" ? PaymentText.addonsPending : CompanyText.addonWithPost;
  const paid = addon.paidAt ? CompanyText.addonPaidOn(formatDate(addon.paidAt)) : CompanyText.addonPaid;
  return job.autoRenew && job.nextBillingDate
    ? `${paid}; ${CompanyText.addonDueAtRenewal(formatPrice(addon.cost), formatDate(job.nextBillingDate))}`
    : paid;
};

function Fact({ term, children }: { readonly term: string; readonly children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factTerm}>{term}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}

export interface JobDetailViewProps {
  readonly job?: JobDetail | undefined;
  readonly statistics?: Jobs.JobStatistics | undefined;
  readonly isLoading?: boolean;
  readonly error?: string | undefined;
  readonly statisticsError?: string | undefined;
  /** The job's actions (those its state allows); without it the page offers none. */
  readonly onAction?: ((action: JobActionId) => void) | undefined;
  /** Changing the job's tags; without it (or with `canEdit` false) the tags are only shown. */
  readonly tagEditing?: Omit<JobTagsEditorProps, "title" | "tags"> | undefined;
}

/**
 * A job's detail (employer-work §2, §3 "Job detail", issue 17): every field, the description read-only,
 * the video, the add-ons with cost and hyperlink, and the statistics chart.
 */
export function JobDetailView({
  job,
  statistics,
  isLoading = false,
  error,
  statisticsError,
  onAction,
  tagEditing,
}: JobDetailViewProps) {
  const back = <Link href="/company/jobs">{CompanyText.backToJobs}</Link>;
  if (error) {
    return (
      <section className={styles.page} aria-label={CompanyText.postedJobsTitle}>
        {back}
        <Alert kind="error" message={error} />
      </section>
    );
  }
  if (isLoading || !job) {
    return (
      <section className={styles.page} aria-busy="true" aria-label={CompanyText.jobDetailLoading}>
        {back}
        <Spinner label={CompanyText.jobDetailLoading} />
      </section>
    );
  }
  const status = jobStatusDisplay(job.status);
  const pendingTotal = job.addons
    .filter((addon) => addon.subscribed && !addon.paid)
    .reduce((total, addon) => total + addon.cost, 0);
  const withheld = withheldJobActionTexts(job);
  return (
    <article className={styles.page} aria-labelledby="job-detail-title">
      {back}
      <div className={styles.actions}>
        <h1 id="job-detail-title" className={styles.title}>
          {job.title}
        </h1>
        <StatusPill status={status.text as Jobs.JobStatusValue} />
        {onAction ? (
          <Menu
            label={CompanyText.jobActions(job.title)}
            items={jobActionItems(job).filter((item) => item.id !== "detail")}
            note={jobActionsNote(job)}
            onAction={(id) => onAction(id as JobActionId)}
          />
        ) : null}
      </div>
      {withheld.length > 0 ? <p className={styles.muted}>{withheld.join(" ")}</p> : null}
      {/* Issue 17 (applicants): the job's people. */}
      <nav aria-label={CompanyText.jobPeople} className={styles.actions}>
        <Link href={`/company/jobs/${job.id}/applicants`}>{CompanyText.actions.applicants}</Link>
        <Link href={`/company/jobs/${job.id}/candidates`}>{CompanyText.actions.candidates}</Link>
      </nav>
      <Card title={CompanyText.jobDetailFacts}>
        <dl className={styles.detailFacts}>
          <Fact term={CompanyText.jobType}>{labelOf(JobType, job.jobType)}</Fact>
          <Fact term={CompanyText.requiredExperience}>{labelOf(Experience, job.requiredExperience)}</Fact>
          <Fact term={CompanyText.additionalExperience}>{orNa(job.additionalExperience)}</Fact>
          <Fact term={CompanyText.homeTime}>{labelOf(HomeTime, job.homeTime)}</Fact>
          <Fact term={CompanyText.expectedPay}>
            {formatPrice(job.expectedPay)} {labelOf(SalaryType, job.salaryType).toLowerCase()}
          </Fact>
          <Fact term={CompanyText.signOnBonus}>{formatPrice(job.signOnBonus)}</Fact>
          <Fact term={CompanyText.startingBonus}>{formatPrice(job.startingBonus)}</Fact>
          <Fact term={CompanyText.driverUnload}>{job.driverUnload ? CompanyText.yes : CompanyText.no}</Fact>
          <Fact term={CompanyText.benefits}>
            {job.benefits.length > 0
              ? job.benefits.map((b) => labelOf(Benefit, b)).join(", ")
              : CompanyText.notAvailable}
          </Fact>
          <Fact term={CompanyText.endorsements}>
            {job.endorsements.length > 0
              ? job.endorsements.map((e) => labelOf(Endorsement, e)).join(", ")
              : CompanyText.notAvailable}
          </Fact>
          <Fact term={CompanyText.address}>{orNa(job.address)}</Fact>
          <Fact term={CompanyText.location}>{[job.city, job.state].filter(Boolean).join(", ")}</Fact>
          <Fact term={CompanyText.zip}>{orNa(job.zipCode)}</Fact>
          <Fact term={CompanyText.country}>{job.country}</Fact>
          <Fact term={CompanyText.coordinates}>
            {job.coordinates[1].toFixed(4)}, {job.coordinates[0].toFixed(4)}
          </Fact>
          <Fact term={CompanyText.jobCost}>{formatPrice(job.cost)}</Fact>
          <Fact term={CompanyText.postingDate}>{dateOrNa(job.postingDate)}</Fact>
          <Fact term={CompanyText.nextBilling}>{dateOrNa(job.nextBillingDate)}</Fact>
          <Fact term={CompanyText.expirationDate}>{dateOrNa(job.expirationDate)}</Fact>
          <Fact term={CompanyText.autoRenewColumn}>
            {job.autoRenew
              ? CompanyText.autoRenewOn
              : job.renewalCanceledAt
                ? CompanyText.renewalCancelled(job.renewalCancellationReason ?? null)
                : CompanyText.autoRenewOff}
          </Fact>
          <Fact term={CompanyText.boost}>
            {job.boostActive ? CompanyText.boostLeft(job.boostRemainingDays ?? null) : CompanyText.notBoosted}
          </Fact>
        </dl>
      </Card>
      <Card title={CompanyText.tags}>
        <JobTagsEditor title={job.title} tags={job.tags} canEdit={false} {...tagEditing} />
      </Card>
      <Card title={CompanyText.descriptionCard}>
        <div className={styles.description}>
          <RichTextContent
            html={job.jobDescription}
            label={CompanyText.jobDescription}
            emptyText={CompanyText.noDescription}
          />
        </div>
      </Card>
      <Card title={CompanyText.videoLabel}>
        {job.videoUrl ? (
          // biome-ignore lint/a11y/useMediaCaption: employers upload their own videos; the spec has no captions.
          <video
            className={styles.video}
            src={job.videoUrl}
            controls
            preload="metadata"
            aria-label={CompanyText.videoLabel}
          />
        ) : (
          <p className={styles.muted}>{CompanyText.noVideo}</p>
        )}
      </Card>
      <Card title={CompanyText.addons}>
        {job.addons.length === 0 ? (
          <p className={styles.muted}>{CompanyText.noAddons}</p>
        ) : (
          <>
            <ul className={styles.list}>
              {job.addons.map((addon) => (
                <li key={addon.id} className={styles.text}>
                  <strong>{addonLabels[addon.addonType]}</strong> —{" "}
                  {CompanyText.addonCost(formatPrice(addon.cost))} — {addonStateText(job, addon)}
                  {addon.externalUrl ? (
                    <>
                      {" "}
                      — {CompanyText.hyperlinkTo}:{" "}
                      <Link href={addon.externalUrl} isExternal>
                        {addon.externalUrl}
                      </Link>
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
            {pendingTotal > 0 && job.status === "POSTED" ? (
              <Link href={editPaths(job.id, "company")[2] ?? ""}>
                {CompanyText.pay(formatPrice(pendingTotal))}
              </Link>
            ) : null}
          </>
        )}
      </Card>
      <Card title={CompanyText.statistics}>
        {statisticsError ? (
          <Alert kind="error" message={CompanyText.statisticsFailed} />
        ) : statistics ? (
          <StatisticsChart days={statistics.days} />
        ) : (
          <Spinner label={CompanyText.statistics} />
        )}
      </Card>
    </article>
  );
}
