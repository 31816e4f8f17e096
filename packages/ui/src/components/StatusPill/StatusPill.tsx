import * as styles from "./StatusPill.css.ts";

/**
 * The job display states (employer-work §4): POSTED green, SCHEDULED blue, Cancelled red,
 * otherwise Inactive. The values are the spec's display texts.
 */
export const jobStatuses = ["POSTED", "SCHEDULED", "Cancelled", "Inactive"] as const;
export type JobStatus = (typeof jobStatuses)[number];

export interface StatusPillProps {
  /** The state, which picks the colour and (without `label`) the text. */
  status: JobStatus;
  /**
   * Text to show instead of the status value (e.g. "Active" for an approved company).
   * @default the status value
   */
  label?: string;
}

/** A coloured pill that shows a job's (or any record's) state. Colour always comes with text. */
export function StatusPill({ status, label }: StatusPillProps) {
  return (
    <span className={styles.pill[status]} data-status={status}>
      <span className={styles.dot} aria-hidden="true" />
      {label ?? status}
    </span>
  );
}
