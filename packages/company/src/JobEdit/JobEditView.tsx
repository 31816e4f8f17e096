import { alertTextOf } from "@haulboard/shell/forms";
import { Button, Link } from "@haulboard/ui";
import type { ReactNode } from "react";
import { CompanyText } from "../CompanyText.ts";
import * as styles from "../styles.css.ts";

export type JobEditState =
  | { readonly kind: "loading" }
  | { readonly kind: "notFound" }
  | { readonly kind: "error"; readonly message: string }
  | { readonly kind: "ready"; readonly title: string };

/**
 * The state of a job's screen from its load: a bad id or a 404 (another company's job) is "not found", any
 * other failure its alert text, then loading until everything needed is there.
 */
export const jobEditStateOf = ({
  isValidId,
  error,
  title,
}: {
  readonly isValidId: boolean;
  readonly error: unknown;
  /** The job's title once everything needed is loaded. */
  readonly title: string | undefined;
}): JobEditState => {
  if (!isValidId) return { kind: "notFound" };
  if (error) {
    const isNotFound =
      typeof error === "object" && error !== null && (error as { _tag?: string })._tag === "NotFound";
    return isNotFound ? { kind: "notFound" } : { kind: "error", message: alertTextOf(error) };
  }
  return title === undefined ? { kind: "loading" } : { kind: "ready", title };
};

/** The job's loading state; also shown while the code of the section to show is on its way. */
export function JobLoading() {
  return (
    <p role="status" className={styles.muted}>
      {CompanyText.jobLoading}
    </p>
  );
}

export interface JobEditViewProps {
  readonly state: JobEditState;
  /** The sections the user may edit (content, address and, for the company, add-ons): their paths. */
  readonly sectionPaths: readonly string[];
  /** The section shown (0 content, 1 address, 2 add-ons). */
  readonly section: number;
  /** Where "back" goes: the job's detail, or the admin's job list. */
  readonly backHref: string;
  readonly backLabel: string;
  readonly onRetry?: (() => void) | undefined;
  /** The section's step screen (ready state). */
  readonly children?: ReactNode;
}

/**
 * The frame of the edit screens (employer-work §2 `/{id}/job-content`, `/address`, `/addons`, and the
 * admin's): the job's title, links to its sections, and the loading, not-found and error states.
 */
export function JobEditView({
  state,
  sectionPaths,
  section,
  backHref,
  backLabel,
  onRetry,
  children,
}: JobEditViewProps) {
  return (
    <section className={styles.page} aria-labelledby="job-edit-title">
      <Link href={backHref}>{backLabel}</Link>
      <h1 id="job-edit-title" className={styles.title}>
        {state.kind === "ready" ? CompanyText.editTitle(state.title) : CompanyText.editTitleUnknown}
      </h1>
      <nav aria-label={CompanyText.editSections}>
        <ol className={styles.steps}>
          {sectionPaths.map((path, index) => {
            const label = CompanyText.editSteps[index] ?? "";
            return (
              <li key={path} className={styles.step} data-state={index === section ? "current" : "todo"}>
                {index === section || state.kind !== "ready" ? (
                  <span aria-current={index === section ? "page" : undefined}>{label}</span>
                ) : (
                  <Link href={path}>{label}</Link>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      {state.kind === "loading" ? (
        <JobLoading />
      ) : state.kind === "notFound" ? (
        <p role="alert" className={styles.text}>
          {CompanyText.jobNotFound}
        </p>
      ) : state.kind === "error" ? (
        <div className={styles.form}>
          <p role="alert" className={styles.text}>
            {state.message}
          </p>
          {onRetry ? (
            <div>
              <Button onPress={onRetry}>{CompanyText.retry}</Button>
            </div>
          ) : null}
        </div>
      ) : (
        children
      )}
    </section>
  );
}
