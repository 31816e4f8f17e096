import type { Candidates } from "@haulboard/api";
import { CandidateText, candidateLimit, formatDistance, matchPercent } from "@haulboard/domain";
import { Alert, arrowLeftIcon, Badge, Button, EmptyState, Icon, Link } from "@haulboard/ui";
import * as styles from "../styles.css.ts";
import * as css from "./Candidates.css.ts";
import { CandidatesText } from "./CandidatesText.ts";

type Candidate = Candidates.Candidate;

export interface CandidatesViewProps {
  readonly jobId: number;
  readonly candidates: readonly Candidate[];
  readonly total: number;
  readonly isLoading?: boolean;
  readonly error?: string | undefined;
  readonly onCancel: () => void;
}

const orMissing = (value: string | number | null) =>
  value === null || value === "" ? CandidatesText.missing : String(value);

function CandidateCard({ candidate, index }: { candidate: Candidate; index: number }) {
  const percent = matchPercent(candidate.jobMatching);
  const labelId = `candidate-${candidate.id}`;
  return (
    <li className={css.card} aria-labelledby={labelId}>
      <span id={labelId} className={styles.subtitle}>
        {CandidatesText.cardTitle(index + 1)}
      </span>
      <div aria-hidden="true">
        <p className={css.name}>{CandidatesText.namePlaceholder}</p>
        <p className={css.blurred}>{CandidatesText.phonePlaceholder}</p>
        <p className={css.blurred}>{CandidatesText.emailPlaceholder}</p>
      </div>
      <p className={styles.muted}>{CandidatesText.hiddenContact}</p>
      <dl className={css.facts}>
        <dt className={css.term}>{CandidatesText.matching}</dt>
        <dd className={css.match}>{`${percent}%`}</dd>
        <dt className={css.term}>{CandidatesText.experience}</dt>
        <dd className={css.detail}>{orMissing(candidate.experience)}</dd>
        <dt className={css.term}>{CandidatesText.distance}</dt>
        <dd className={css.detail}>{formatDistance(candidate.distance)}</dd>
        <dt className={css.term}>{CandidatesText.cdlStatus}</dt>
        <dd className={css.detail}>{orMissing(candidate.cdlStatus)}</dd>
        <dt className={css.term}>{CandidatesText.workExperiences}</dt>
        <dd className={css.detail}>{orMissing(candidate.workExperiences.join(" "))}</dd>
        <dt className={css.term}>{CandidatesText.yearsOfExperience}</dt>
        <dd className={css.detail}>
          {candidate.yearsOfExperience === null
            ? CandidatesText.missing
            : CandidatesText.years(candidate.yearsOfExperience)}
        </dd>
        <dt className={css.term}>{CandidatesText.city}</dt>
        <dd className={css.detail}>{orMissing(candidate.city)}</dd>
      </dl>
      {candidate.reasons.length > 0 ? (
        <ul className={css.reasons} aria-label={CandidatesText.why}>
          {candidate.reasons.map((reason) => (
            <li key={reason}>
              <Badge tone="success">{reason}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The job's matched drivers (employer-work §2 "Job candidates"): at most 10 cards, names blurred. */
export function CandidatesView({
  jobId,
  candidates,
  total,
  isLoading = false,
  error,
  onCancel,
}: CandidatesViewProps) {
  const shown = candidates.slice(0, candidateLimit);
  return (
    <section className={styles.page} aria-labelledby="candidates-title">
      <div className={css.header}>
        <Link href={`/company/jobs/${jobId}/detail`} aria-label={CandidatesText.back}>
          <Icon icon={arrowLeftIcon} />
        </Link>
        <h1 id="candidates-title" className={styles.title}>
          {CandidateText.header}
        </h1>
      </div>
      {error ? <Alert kind="error" message={error} /> : null}
      {isLoading ? (
        <p className={styles.text} role="status">
          {CandidateText.loading}
        </p>
      ) : error ? null : shown.length === 0 ? (
        <EmptyState title={CandidateText.empty} icon={null} />
      ) : (
        <>
          <p className={styles.text} role="status">
            {CandidatesText.total(total, shown.length)}
          </p>
          <ul className={css.list} aria-label={CandidatesText.listLabel}>
            {shown.map((candidate, index) => (
              <CandidateCard key={candidate.id} candidate={candidate} index={index} />
            ))}
          </ul>
        </>
      )}
      <p id="candidates-purchase-hint" className={styles.muted}>
        {CandidatesText.purchaseHint}
      </p>
      <div className={css.actions}>
        <Button variant="secondary" onPress={onCancel}>
          {CandidateText.cancel}
        </Button>
        <Button isDisabled aria-describedby="candidates-purchase-hint">
          {CandidateText.purchase}
        </Button>
      </div>
    </section>
  );
}
