import type { ReactNode } from "react";
import * as styles from "./Field.css.ts";

// The label and help of a field's stand-in (Select.tsx, NumberField.tsx: what a field shows until its React
// Aria code is in), as React Aria's Label, Text and FieldError render them at rest. Plain elements: importing
// Field.tsx's FieldLabel and FieldHelp (React Aria's) here split the field code into one more chunk on every
// form page, /login's first visit included (+0.6 KB, measured).

/** The ids that tie a stand-in's control to its description and error. */
export interface StandInHelpIds {
  readonly descriptionId: string;
  readonly errorId: string;
}

/** The control's `aria-describedby`: the description and the error that show. */
export const describedByOf = (
  { descriptionId, errorId }: StandInHelpIds,
  description: ReactNode,
  error: string | undefined,
): string | undefined =>
  [description ? descriptionId : undefined, error ? errorId : undefined].filter(Boolean).join(" ") ||
  undefined;

/** The label with its required mark (hidden from assistive technology, which hears "required"). */
export function StandInLabel({
  children,
  isRequired,
  id,
  htmlFor,
}: {
  readonly children: ReactNode;
  readonly isRequired: boolean | undefined;
  readonly id?: string;
  readonly htmlFor?: string;
}) {
  // A Select's button is named by it through aria-labelledby (as React Aria's Select does), a number field's
  // input through htmlFor.
  return (
    <label id={id} htmlFor={htmlFor} className={styles.label}>
      {children}
      {isRequired ? (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
}

/** The description and the error under the control. */
export function StandInHelp({
  ids,
  description,
  error,
}: {
  readonly ids: StandInHelpIds;
  readonly description: ReactNode;
  readonly error: string | undefined;
}) {
  return (
    <>
      {description ? (
        <span id={ids.descriptionId} className={styles.description}>
          {description}
        </span>
      ) : null}
      {error ? (
        <span id={ids.errorId} className={styles.error}>
          {error}
        </span>
      ) : null}
    </>
  );
}
