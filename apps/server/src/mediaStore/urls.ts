import { type MediaArea as DomainMediaArea, mediaPath } from "@haulboard/domain";
import type { Config } from "../config.ts";

/** The folders of stored media: job videos, ad creatives, news images, company logos. */
export type MediaArea = DomainMediaArea;

/**
 * Where a browser reads a stored file: straight from the bucket when S3 has a public URL
 * (`S3_PUBLIC_URL`, key `<prefix><area>/<name>`), else this server's `GET /media/<area>/<name>` by its
 * path, never with a host: the site is read at localhost, 127.0.0.1, a domain or behind a proxy, and the
 * page's CSP (`img-src 'self'`) takes the file from whichever origin the page came from.
 */
export const mediaUrl = (config: Pick<Config, "media">, area: MediaArea, fileName: string) => {
  const { media } = config;
  if (media.storage === "s3" && media.publicUrl !== undefined) {
    return `${media.publicUrl}/${media.prefix ?? ""}${area}/${encodeURIComponent(fileName)}`;
  }
  return mediaPath(area, fileName);
};
