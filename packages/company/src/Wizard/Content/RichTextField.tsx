import type { ImageUploader } from "@haulboard/editor/field";
import { lazy, Suspense } from "react";
import * as styles from "../../styles.css.ts";

// The editor package's host field (label, skeleton, then ProseMirror on demand) is itself loaded when the
// step renders: the description sits below the step's first screen (see README "Bundle").
const EditorField = lazy(() =>
  import("@haulboard/editor/field").then((module) => ({ default: module.RichTextField })),
);

export interface RichTextFieldProps {
  readonly label: string;
  readonly defaultValue: string;
  readonly onChange: (html: string) => void;
  readonly errorMessage?: string | undefined;
  /** Stores an image the employer inserts (button, paste or drop); without it the editor offers none. */
  readonly uploadImage?: ImageUploader | undefined;
}

/**
 * The job description: the editor package's host field. Kept as a small wrapper so the step does not
 * depend on the editor's other props; until the host field loads, its label and a box hold its place.
 */
export function RichTextField({
  label,
  defaultValue,
  onChange,
  errorMessage,
  uploadImage,
}: RichTextFieldProps) {
  return (
    <Suspense
      fallback={
        <div className={styles.fieldPlaceholder} aria-busy="true">
          <span className={styles.placeholderLabel}>{label}</span>
          <span className={styles.editorPlaceholder} />
        </div>
      }
    >
      <EditorField
        label={label}
        defaultValue={defaultValue}
        onChange={onChange}
        {...(errorMessage ? { errorMessage } : {})}
        {...(uploadImage ? { uploadImage } : {})}
      />
    </Suspense>
  );
}
