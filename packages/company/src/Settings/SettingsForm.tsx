import { Button } from "@haulboard/ui";
import type { FormEvent, ReactNode } from "react";
import * as styles from "../styles.css.ts";
import * as local from "./Settings.css.ts";
import { SettingsText } from "./SettingsText.ts";

export interface SettingsSectionProps {
  /** The heading's id: the section and its form are labelled by it. */
  readonly id: string;
  readonly title: string;
  readonly children: ReactNode;
}

/** One settings section: a region named by its heading. */
export function SettingsSection({ id, title, children }: SettingsSectionProps) {
  return (
    <section className={local.section} aria-labelledby={id}>
      <h2 id={id} className={styles.subtitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export interface SettingsFormProps {
  /** The section heading's id. */
  readonly labelledBy: string;
  readonly isSaving: boolean;
  /** Called on submit unless a save is running (the schema form validates in it). */
  readonly onSubmit: () => void;
  readonly submitLabel: string;
  /** A message of the whole form ('Passwords must match'). */
  readonly formError?: string | undefined;
  /** What shows under the fields, before the button (the email waiting for its link). */
  readonly status?: ReactNode;
  /** The fields, laid out two a row from tablets up. */
  readonly children: ReactNode;
}

/** A settings form: its fields, the form's own message, a status line and the submit button. */
export function SettingsForm({
  labelledBy,
  isSaving,
  onSubmit,
  submitLabel,
  formError,
  status,
  children,
}: SettingsFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSaving) onSubmit();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={labelledBy}>
      <div className={styles.grid2}>{children}</div>
      {formError ? (
        <p role="alert" className={styles.text}>
          {formError}
        </p>
      ) : null}
      {status}
      <div>
        <Button type="submit" isLoading={isSaving}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** 'A new email waits for its link' under a form, or nothing. */
export function EmailWaiting({
  email,
  isFirst = false,
}: {
  readonly email: string | null | undefined;
  /** No verified email yet: the field shows the waiting one (issue 35 #16). */
  readonly isFirst?: boolean;
}) {
  return email ? (
    <p role="status" className={styles.muted}>
      {isFirst ? SettingsText.emailWaitingFirst(email) : SettingsText.emailWaiting(email)}
    </p>
  ) : null;
}
