import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Config } from "../config.ts";

/**
 * The one <style> element the app creates at run time: react-aria's `usePress` prepends it to <head> (a
 * constant text) so that pressable elements keep pinch-zoom. Allowed by its hash, not by 'unsafe-inline';
 * when a react-aria upgrade changes the text, the e2e journeys' CSP check fails and shows the new hash.
 */
export const reactAriaPressStyle =
  "@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}";
const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/**
 * The web app's Content-Security-Policy. The built index.html holds no inline script (Vite links the entry
 * module and its modulepreloads, and puts the modulepreload polyfill inside the entry chunk), and
 * vanilla-extract compiles every style to .css files, so scripts and style sheets come from this origin
 * only, plus react-aria's one <style> by hash. React and react-aria set element styles through the CSSOM
 * (`element.style.x = …`), which CSP does not govern, so no 'unsafe-inline' is needed (the e2e journeys
 * fail on any violation). Images may be `data:`/`blob:` (previews of a picked file, pasted images); images
 * and videos also come from the media bucket's public origin when S3 serves them (`S3_PUBLIC_URL`).
 */
export const contentSecurityPolicy = (mediaOrigin?: string) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' ${hashOf(reactAriaPressStyle)}`,
    `img-src 'self' data: blob:${mediaOrigin ? ` ${mediaOrigin}` : ""}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    `media-src 'self' blob:${mediaOrigin ? ` ${mediaOrigin}` : ""}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");

/**
 * The origin browsers read stored media from when it is not this server: the S3 bucket's public URL
 * (`S3_PUBLIC_URL`). Undefined for the local disk and for S3 streamed through `GET /media/…`.
 */
export const mediaOriginOf = (media: Config["media"]): string | undefined =>
  media.storage === "s3" && media.publicUrl !== undefined ? new URL(media.publicUrl).origin : undefined;

/** API answers are data, never a document: nothing may load from them or frame them. */
export const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

/** Browser features the app never uses, off for this origin and anything it might embed. */
export const permissionsPolicy = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
].join(", ");

/**
 * A script or a style sheet: the build's chunks and the public `theme.js`. Decided by the answer's type,
 * never by the path: an HTML answer (index.html for a client-side route, whatever its name) is a document.
 */
const isScriptOrStyle = (response: Response) =>
  /^(text|application)\/javascript\b|^text\/css\b/.test(response.headers.get("content-type") ?? "");

/**
 * Security headers on every answer, and `Cache-Control: no-store` on every API answer (errors and 404s
 * included: they may carry personal data or tokens). Registered first, so it also sees the answers of
 * the error handler. In production, source maps (`*.map`) are not served: they would hand out the code
 * with its comments; a local trial keeps them for debugging.
 *
 * Scripts and style sheets (the build's and `theme.js`) get only the headers a sub-resource acts on
 * (nosniff, CORP, HSTS): the page policies (CSP, framing, permissions, opener, referrer) govern documents
 * (and workers, which the app does not start). Repeated on each of /login's ~65 files they were ~55 KB
 * of its transfer over HTTP/1.1. Documents (SVG included), API answers and stored media keep them all.
 */
export const securityHeaders = (
  config: Pick<Config, "isProduction" | "publicUrl" | "media">,
  apiBase: string,
): MiddlewareHandler => {
  const webPolicy = contentSecurityPolicy(mediaOriginOf(config.media));
  return async (c, next) => {
    const isApi = c.req.path === apiBase || c.req.path.startsWith(`${apiBase}/`);
    const isSourceMapRefused = config.isProduction && !isApi && c.req.path.endsWith(".map");
    if (!isSourceMapRefused) await next();
    const response = isSourceMapRefused ? c.text("Not found", 404) : c.res;
    const headers = response.headers;
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Cross-Origin-Resource-Policy", "same-origin");
    if (config.isProduction && config.publicUrl.startsWith("https://")) {
      headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
    if (!isApi && response.status === 200 && isScriptOrStyle(response)) return undefined;
    headers.set("Referrer-Policy", "no-referrer");
    headers.set("Permissions-Policy", permissionsPolicy);
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    headers.set("X-Frame-Options", "DENY");
    if (isApi) {
      headers.set("Content-Security-Policy", apiContentSecurityPolicy);
      headers.set("Cache-Control", "no-store");
    } else if (!headers.has("Content-Security-Policy")) {
      // A handler's own policy stays (stored media: `default-src 'none'; sandbox`, stricter than the app's).
      headers.set("Content-Security-Policy", webPolicy);
    }
    return isSourceMapRefused ? response : undefined;
  };
};
