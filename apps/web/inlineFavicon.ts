import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const iconLink = 'href="/favicon.svg"';

/** The SVG as a `data:` URL: quotes made single, and the characters a URL cannot hold escaped. */
export const svgDataUrl = (svg: string): string =>
  `data:image/svg+xml,${svg
    .trim()
    .replaceAll('"', "'")
    .replaceAll("%", "%25")
    .replaceAll("#", "%23")
    .replaceAll("<", "%3C")
    .replaceAll(">", "%3E")}`;

/**
 * The built pages carry public/favicon.svg in their icon link: one request fewer on every first visit,
 * whose answer was ~360 bytes of SVG and ~750 of headers (an SVG is a document and keeps every page
 * policy). The file stays in public/ for /favicon.ico's redirect; `pnpm dev` links it as before.
 */
export const inlineFavicon = (): Plugin => ({
  name: "haulboard:inline-favicon",
  apply: "build",
  transformIndexHtml: {
    order: "post",
    handler(html) {
      if (!html.includes(iconLink)) throw new Error(`index.html no longer links the icon with ${iconLink}`);
      const svg = fs.readFileSync(path.join(import.meta.dirname, "public/favicon.svg"), "utf8");
      return html.replace(iconLink, `href="${svgDataUrl(svg)}"`);
    },
  },
});
