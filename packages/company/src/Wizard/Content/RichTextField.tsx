import { RichTextField as EditorField } from "@haulboard/editor/field";

export interface RichTextFieldProps {
  readonly label: string;
  readonly defaultValue: string;
  readonly onChange: (html: string) => void;
  readonly errorMessage?: string | undefined;
}

/**
 * The job description: the editor package's host field (label, skeleton while ProseMirror loads on
 * demand, error). Kept as a small wrapper so the step does not depend on the editor's other props.
 */
export function RichTextField({ label, defaultValue, onChange, errorMessage }: RichTextFieldProps) {
  return (
    <EditorField
      label={label}
      defaultValue={defaultValue}
      onChange={onChange}
      {...(errorMessage ? { errorMessage } : {})}
    />
  );
}
