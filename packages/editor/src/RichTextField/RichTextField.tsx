import { Skeleton } from "@haulboard/ui";
import { lazy, Suspense } from "react";
import * as styles from "../RichTextEditor/RichTextEditor.css.ts";
import type { RichTextEditorProps } from "../RichTextEditor/RichTextEditor.tsx";
import type { RichTextViewProps } from "../RichTextView/RichTextView.tsx";
import { isBlankRichText } from "./blank.ts";

// The editor (ProseMirror, ~85 KB gzip) and the read-only view (prosemirror-model and the schema) are
// their own chunks: a route that shows a RichTextField pays for them only when the field renders.
const RichTextEditor = lazy(() =>
  import("../RichTextEditor/RichTextEditor.tsx").then((module) => ({ default: module.RichTextEditor })),
);
const RichTextView = lazy(() =>
  import("../RichTextView/RichTextView.tsx").then((module) => ({ default: module.RichTextView })),
);

/** Starts loading the editor's code early, e.g. when a wizard step before the editor opens. */
export const preloadRichTextEditor = (): Promise<unknown> => import("../RichTextEditor/RichTextEditor.tsx");

export type RichTextFieldProps = RichTextEditorProps;

/** What stands where the editor goes while its code loads: the label, a box, the help text. */
export function RichTextFieldSkeleton({ label, description, isRequired = false }: RichTextFieldProps) {
  return (
    <div>
      <span className={styles.label}>
        {label}
        {isRequired ? (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </span>
      <div className={styles.frame}>
        <div className={styles.toolbarSkeleton} />
        <div className={styles.contentSkeleton}>
          <Skeleton lines={4} label={`Loading the ${label} editor`} />
        </div>
      </div>
      {description ? <p className={styles.description}>{description}</p> : null}
    </div>
  );
}

/**
 * A form field for rich text (job description, news post body): label, description, error and the
 * editor, whose code loads when the field first renders (a skeleton stands in meanwhile). `onChange`
 * receives HTML rebuilt from the editor's schema, so it holds only what the server's sanitiser keeps.
 */
export function RichTextField(props: RichTextFieldProps) {
  return (
    <Suspense fallback={<RichTextFieldSkeleton {...props} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

export interface RichTextContentProps extends RichTextViewProps {
  /** Shown instead when the text is blank (`isBlankRichText`). @default undefined (nothing is shown) */
  readonly emptyText?: string;
}

/** The read-only view of stored rich text, loaded on demand like the field (job detail, news post). */
export function RichTextContent({ emptyText, ...props }: RichTextContentProps) {
  if (emptyText !== undefined && isBlankRichText(props.html))
    return <p className={styles.emptyContent}>{emptyText}</p>;
  return (
    <Suspense fallback={<Skeleton lines={6} label={props.label ? `Loading ${props.label}` : "Loading"} />}>
      <RichTextView {...props} />
    </Suspense>
  );
}
