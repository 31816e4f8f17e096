/** Links may point only at http, https and mailto addresses (issue 14). */
export const linkHrefPattern = /^(https?:\/\/[^\s<>"'`]+|mailto:[^\s<>"'`]+)$/i;

/**
 * Image sources: http(s) addresses or a site path such as `/media/…` from the upload endpoint.
 * Never `data:`, `blob:` or `javascript:`, and never a protocol-relative `//host`.
 */
export const imageSrcPattern = /^(https?:\/\/[^\s<>"'`]+|\/(?!\/)[^\s<>"'`]*)$/i;

export const isSafeLinkHref = (href: string): boolean => linkHrefPattern.test(href.trim());
export const isSafeImageSrc = (src: string): boolean => imageSrcPattern.test(src.trim());
