import type { Config } from "../config.ts";

/** The folders of stored media: job videos, ad creatives, news images, company logos. */
export type MediaArea = "jobs" | "ads" | "news" | "logos";

/**
 * Where a browser reads a stored file: straight from the bucket when S3 has a public URL
 * (`S3_PUBLIC_URL`, key `<prefix><area>/<name>`), else this server's `GET /media/<area>/<name>`.
 */
export const mediaUrl = (config: Pick<Config, "publicUrl" | "media">, area: MediaArea, fileName: string) => {
  const { media } = config;
  if (media.storage === "s3" && media.publicUrl !== undefined) {
    return `${media.publicUrl}/${media.prefix ?? ""}${area}/${encodeURIComponent(fileName)}`;
  }
  return `${config.publicUrl}/media/${area}/${encodeURIComponent(fileName)}`;
};
