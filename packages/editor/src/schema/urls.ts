/** Links may point only at http, https and mailto addresses (issue 14). */
export const isSafeLinkHref = (href: string): boolean =>
  /^(https?:\/\/[^\s<>"'`]+|mailto:[^\s<>"'`]+)$/i.test(href.trim());

/**
 * Image sources: http(s) addresses or a site path such as `/media/…` from the upload endpoint.
 * Never `data:`, `blob:` or `javascript:`, and never a protocol-relative `//host`.
 */
export const isSafeImageSrc = (src: string): boolean =>
  /^(https?:\/\/[^\s<>"'`]+|\/(?!\/)[^\s<>"'`]*)$/i.test(src.trim());
