import { useMemo } from "react";
import { document as documentStyle } from "../document/Document.css.ts";
import { parseHtml, serializeHtml } from "../schema/html.ts";

export interface RichTextViewProps {
  /** Stored HTML (a job description, a news post body). */
  html: string;
  /**
   * Names the region when the page has no heading for it.
   * @default undefined
   */
  label?: string;
}

/**
 * Shows stored rich text read-only, with the editor's styles. The HTML passes through the editor's
 * schema first, so only what the editor could have written reaches the page.
 */
export function RichTextView({ html, label }: RichTextViewProps) {
  const clean = useMemo(() => serializeHtml(parseHtml(html)), [html]);
  return (
    <div
      className={documentStyle}
      {...(label ? { role: "region", "aria-label": label } : {})}
      // Safe: the HTML was rebuilt from the schema just above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
