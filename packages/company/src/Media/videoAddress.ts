import { jobVideoAddress as storedVideoAddress } from "@haulboard/domain";

/**
 * A stored video's address as a job's `video_url` (POST /jobs, PATCH /jobs/{id}): the server takes a path
 * or a public http(s) URL with a dotted host. The media service answers an absolute URL; when that URL is
 * this site's own (`GET /media/jobs/<name>`, e.g. on http://localhost), the job keeps the path, which the
 * job detail plays from the same origin. A bucket's public URL (S3_PUBLIC_URL) stays as it is.
 */
export const jobVideoAddress = (
  url: string,
  origin: string | undefined = globalThis.location?.origin,
): string => {
  // A stored video of this server, by whatever host it was answered: its path (the server's own rule).
  const stored = storedVideoAddress(url);
  if (stored?.startsWith("/")) return stored;
  if (origin === undefined) return url;
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}` : url;
  } catch {
    return url;
  }
};
