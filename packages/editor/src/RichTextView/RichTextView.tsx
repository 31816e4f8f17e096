import { useLayoutEffect, useRef } from "react";
import { document as documentStyle } from "../document/Document.css.ts";
import { renderHtml } from "../schema/html.ts";

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
 * schema first, so only what the editor could have written reaches the page. The nodes are appended, not
 * set as HTML: the CSP would drop the indent, font size and font family written as `style` markup
 * (issue 35 #6). Every reader (job detail, drivers' job page, news post) shows stored rich text here.
 */
export function RichTextView({ html, label }: RichTextViewProps) {
  const container = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    container.current?.replaceChildren(renderHtml(html));
  }, [html]);
  return (
    <div
      ref={container}
      className={documentStyle}
      {...(label ? { role: "region", "aria-label": label } : {})}
    />
  );
}
