import { lazy, Suspense } from "react";
import { CompanyText } from "../../CompanyText.ts";
import * as styles from "../../styles.css.ts";

/**
 * The job description's rich-text editor, loaded on demand (it is ~85 KB gzip: the first load of
 * /company/jobs/new must not pay for it). A small wrapper so the editor package's own host field can
 * replace it without touching the step.
 */
const RichTextEditor = lazy(() => import("@haulboard/editor").then((m) => ({ default: m.RichTextEditor })));

export interface RichTextFieldProps {
  readonly label: string;
  readonly defaultValue: string;
  readonly onChange: (html: string) => void;
  readonly errorMessage?: string | undefined;
}

export function RichTextField({ label, defaultValue, onChange, errorMessage }: RichTextFieldProps) {
  return (
    <div>
      <Suspense
        fallback={
          <p className={styles.muted} role="status">
            {CompanyText.loadingEditor}
          </p>
        }
      >
        <RichTextEditor label={label} defaultValue={defaultValue} onChange={onChange} />
      </Suspense>
      {errorMessage ? (
        <p className={styles.text} role="alert">
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
