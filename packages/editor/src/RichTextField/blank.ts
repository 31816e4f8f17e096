/**
 * Whether stored rich text shows nothing: no text but white space and no image (`""`, `<p></p>`,
 * `<p>&nbsp;</p>`). Read from the markup, so the view's code need not load to know it.
 */
export const isBlankRichText = (html: string): boolean =>
  !/<img\b/i.test(html) &&
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|&#160;/gi, " ")
    .trim() === "";
