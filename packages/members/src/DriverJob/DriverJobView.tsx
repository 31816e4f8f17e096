import type { Members } from "@haulboard/api";
import {
  Benefit,
  Endorsement,
  Experience,
  formatDate,
  formatDistance,
  formatPrice,
  HomeTime,
  JobType,
  matchPercent,
  SalaryType,
} from "@haulboard/domain";
import { RichTextContent } from "@haulboard/editor/field";
import { Badge, Button, Link, Modal, Skeleton } from "@haulboard/ui";
import { DriversText } from "../DriversText.ts";
import { ProfileFields } from "../Profile/ProfileFields.tsx";
import type { ProfileErrors, ProfileField, ProfileValues } from "../Profile/profileForm.ts";
import * as styles from "../styles.css.ts";
import * as css from "./DriverJob.css.ts";

type DriverJob = Members.DriverJob;

const label = (table: { isCode: (v: unknown) => boolean; labels: object }, code: string) =>
  table.isCode(code) ? ((table.labels as Record<string, string>)[code] ?? code) : code;

/** The hyperlink add-on's button goes through the server, which counts the click and redirects. */
export const jobLinkHref = (jobId: number) => `/api/v1/members/jobs/${jobId}/link`;

export interface ApplyStep {
  /** The profile fields the application still needs; the dialog asks only for these. */
  readonly missing: readonly ProfileField[];
  readonly values: ProfileValues;
  readonly errors: ProfileErrors;
  readonly onChange: <F extends ProfileField>(field: F, value: ProfileValues[F]) => void;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

export interface DriverJobViewProps {
  readonly job: DriverJob | undefined;
  readonly isLoading?: boolean;
  readonly isMissing?: boolean;
  readonly isApplying?: boolean;
  readonly onApply: () => void;
  /** Open while the driver fills the missing profile fields. */
  readonly applyStep?: ApplyStep | undefined;
}

function Fact({ term, children }: { term: string; children: string }) {
  return (
    <div className={css.fact}>
      <dt className={css.term}>{term}</dt>
      <dd className={css.detail}>{children}</dd>
    </div>
  );
}

/** `/members/jobs/:id`: a job for drivers (issue 19), with one-step apply. */
export function DriverJobView({
  job,
  isLoading = false,
  isMissing = false,
  isApplying = false,
  onApply,
  applyStep,
}: DriverJobViewProps) {
  if (isLoading) {
    return (
      <section className={styles.page} aria-busy="true">
        <Skeleton lines={10} label={DriversText.jobLoading} />
      </section>
    );
  }
  if (isMissing || !job) {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>{DriversText.jobMissing}</h1>
        <p className={styles.text}>
          <Link href="/members/home">{DriversText.backToSearch}</Link>
        </p>
      </section>
    );
  }
  const salary = label(SalaryType, job.salaryType).toLowerCase();
  return (
    <article className={styles.page} aria-labelledby="driver-job-title">
      <Link href="/members/home">{DriversText.backToSearch}</Link>
      <header className={css.head}>
        {job.companyLogoUrl ? <img className={css.logo} src={job.companyLogoUrl} alt="" /> : null}
        <div className={css.titleBlock}>
          <h1 id="driver-job-title" className={css.jobTitle}>
            {job.title}
          </h1>
          <p className={styles.text}>{`${job.companyName} · ${job.city}, ${job.state}`}</p>
        </div>
        <Badge tone={matchPercent(job.match) >= 70 ? "success" : "neutral"}>
          {DriversText.match(matchPercent(job.match))}
        </Badge>
        {job.featured ? <Badge tone="info">{DriversText.featured}</Badge> : null}
      </header>
      {job.reasons.length > 0 ? (
        <ul className={css.badges} aria-label={DriversText.whyMatch}>
          {job.reasons.map((reason) => (
            <li key={reason}>
              <Badge tone="success">{reason}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={css.actions}>
        {job.appliedAt ? (
          <p className={styles.text} role="status">
            {DriversText.appliedOn(formatDate(job.appliedAt.slice(0, 10)))}
          </p>
        ) : (
          <Button onPress={onApply} isLoading={isApplying} loadingLabel={DriversText.applying}>
            {DriversText.apply}
          </Button>
        )}
        {job.hasHyperlink ? (
          <Link href={jobLinkHref(job.id)} isExternal variant="standalone">
            {DriversText.companyWebsite}
          </Link>
        ) : null}
      </div>
      <dl className={css.facts}>
        <Fact term={DriversText.pay}>{`${formatPrice(job.expectedPay)} ${salary}`}</Fact>
        <Fact term={DriversText.homeTimeFilter}>{label(HomeTime, job.homeTime)}</Fact>
        <Fact term={DriversText.jobType}>{label(JobType, job.jobType)}</Fact>
        <Fact term={DriversText.distance}>{formatDistance(job.distance)}</Fact>
        <Fact term={DriversText.requiredExperience}>{label(Experience, job.requiredExperience)}</Fact>
        <Fact term={DriversText.requiredEndorsements}>
          {job.endorsements.length === 0
            ? DriversText.none
            : job.endorsements.map((code) => label(Endorsement, code)).join(", ")}
        </Fact>
        {job.signonBonus > 0 ? (
          <Fact term={DriversText.signOnBonus}>{formatPrice(job.signonBonus)}</Fact>
        ) : null}
        {job.startingBonus > 0 ? (
          <Fact term={DriversText.startingBonus}>{formatPrice(job.startingBonus)}</Fact>
        ) : null}
        <Fact term={DriversText.driverUnload}>{job.driverUnload ? DriversText.yes : DriversText.no}</Fact>
      </dl>
      <section aria-labelledby="driver-job-benefits" className={css.titleBlock}>
        <h2 id="driver-job-benefits" className={styles.subtitle}>
          {DriversText.benefits}
        </h2>
        <p className={styles.text}>
          {job.benefits.length === 0
            ? DriversText.none
            : job.benefits.map((name) => label(Benefit, name)).join(", ")}
        </p>
      </section>
      <section aria-labelledby="driver-job-description">
        <h2 id="driver-job-description" className={styles.subtitle}>
          {DriversText.description}
        </h2>
        <RichTextContent html={job.jobDescription} emptyText={DriversText.noDescription} />
      </section>
      {job.videoUrl ? (
        <section aria-labelledby="driver-job-video">
          <h2 id="driver-job-video" className={styles.subtitle}>
            {DriversText.video}
          </h2>
          {/* biome-ignore lint/a11y/useMediaCaption: employers' job videos come without caption tracks. */}
          <video className={css.video} src={job.videoUrl} controls preload="metadata" />
        </section>
      ) : null}
      {applyStep ? (
        <Modal
          isOpen
          onOpenChange={(open) => {
            if (!open) applyStep.onCancel();
          }}
          title={DriversText.applyNeedsTitle}
          footer={
            <div className={css.actions}>
              <Button variant="secondary" onPress={applyStep.onCancel}>
                {DriversText.cancel}
              </Button>
              <Button
                onPress={applyStep.onConfirm}
                isLoading={isApplying}
                loadingLabel={DriversText.applying}
              >
                {DriversText.applyConfirm}
              </Button>
            </div>
          }
        >
          <p className={styles.text}>{DriversText.applyNeedsIntro}</p>
          <ProfileFields
            values={applyStep.values}
            errors={applyStep.errors}
            onChange={applyStep.onChange}
            fields={applyStep.missing}
            isRequired
          />
        </Modal>
      ) : null}
    </article>
  );
}
