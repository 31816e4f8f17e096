import { editorImageMaxWidth, editorMaxPastedImages } from "./Constants.ts";

/** Accepted upload types (employer-work §5 "Upload"). */
export const videoTypes = ["mp4", "webm"] as const;
export const imageTypes = ["png", "jpeg", "jpg", "webp", "gif"] as const;
export type VideoType = (typeof videoTypes)[number];
export type ImageType = (typeof imageTypes)[number];

/** MIME types for the accept attribute of file inputs. */
export const videoMimeTypes: readonly string[] = ["video/mp4", "video/webm"];
export const imageMimeTypes: readonly string[] = ["image/png", "image/jpeg", "image/webp", "image/gif"];

/** A MIME type: one of the registered top-level types, a subtype, optional parameters. */
const mimePattern =
  /^(application|audio|font|image|message|model|multipart|text|video)\/([a-z0-9.+-]+)(;.*)?$/;

/**
 * The type of a file name ("clip.MP4"), a bare extension ("mp4", ".mp4") or a MIME type ("video/mp4"),
 * lower-cased; MIME parameters (";codecs=…") are ignored.
 */
export const mediaTypeOf = (nameOrMime: string): string => {
  const value = nameOrMime.trim().toLowerCase();
  const mime = mimePattern.exec(value);
  if (mime !== null) return mime[2] as string;
  const dot = value.lastIndexOf(".");
  return dot >= 0 ? value.slice(dot + 1) : value;
};

/** A MIME type must be of the given family; a file name or extension passes. */
const isMimeOf = (nameOrMime: string, family: string): boolean => {
  const mime = mimePattern.exec(nameOrMime.trim().toLowerCase());
  return mime === null || mime[1] === family;
};

export const isAcceptedVideo = (nameOrMime: string): boolean =>
  isMimeOf(nameOrMime, "video") && (videoTypes as readonly string[]).includes(mediaTypeOf(nameOrMime));

export const isAcceptedImage = (nameOrMime: string): boolean =>
  isMimeOf(nameOrMime, "image") && (imageTypes as readonly string[]).includes(mediaTypeOf(nameOrMime));

/** The extension sent with an upload (the `extension` field of the simple and start stages). */
export const uploadExtension = (nameOrMime: string): string => mediaTypeOf(nameOrMime);

/** A paste of more than `editorMaxPastedImages` images is flagged (employer-work §5). */
export const isTooManyPastedImages = (count: number): boolean => count > editorMaxPastedImages;
/** An image wider than `editorImageMaxWidth` px is scaled to it when no size is given. */
export const scaledImageWidth = (width: number): number => Math.min(width, editorImageMaxWidth);

/** What an upload is: a video or an image. */
export type MediaKind = "video" | "image";

/** The kind of an accepted file name, extension or MIME type; null when it is not accepted. */
export const mediaKindOf = (nameOrMime: string): MediaKind | null =>
  isAcceptedVideo(nameOrMime) ? "video" : isAcceptedImage(nameOrMime) ? "image" : null;

/**
 * Size limits per kind (the spec sets none; chosen here): a video up to 1 GiB (about 20 minutes of 1080p
 * phone video), an image up to 20 MiB (a full-resolution phone photo). Checked before sending and again
 * by the server.
 */
export const mediaMaxBytes: Readonly<Record<MediaKind, number>> = {
  video: 1024 * 1024 * 1024,
  image: 20 * 1024 * 1024,
};

/** The texts of media refusals, shown by the upload UI and answered by the server. */
export const MediaMessages = {
  unsupportedType: "Choose an MP4 or WebM video, or a PNG, JPEG, WebP or GIF image.",
  videoOnly: "Choose an MP4 or WebM video.",
  imageOnly: "Choose a PNG, JPEG, WebP or GIF image.",
  svgRefused: "SVG images are not accepted: choose a PNG, JPEG, WebP or GIF image.",
  videoTooLarge: "A video may be at most 1 GB.",
  imageTooLarge: "An image may be at most 20 MB.",
  emptyFile: "The file is empty.",
  contentMismatch: "The file's content does not match its type: choose the file again.",
  badChecksum:
    "A part of the file was damaged on the way (its checksum does not match): it will be sent again.",
  uploadNotFound: "This upload does not exist or has expired: start it again.",
  userQuota:
    "Your account stores as much media as it may (5 GB): remove videos no job uses, or wait a day for unused uploads to be removed.",
  companyQuota:
    "Your company stores as much media as it may (20 GB): remove videos no job uses, or wait a day for unused uploads to be removed.",
  storageFull: "The server's storage is almost full: media cannot be stored now. Please try again later.",
  continueUploading: (fileName: string) => `Continue uploading ${fileName}?`,
} as const;

/** The refusal for a file of `kind` and `size` bytes, or null when it may be sent. */
export const mediaSizeProblem = (kind: MediaKind, size: number): string | null => {
  if (size === 0) return MediaMessages.emptyFile;
  if (size > mediaMaxBytes[kind])
    return kind === "video" ? MediaMessages.videoTooLarge : MediaMessages.imageTooLarge;
  return null;
};

/** The folders of stored media: job videos, ad creatives, news images, company logos. */
export const mediaAreas = ["jobs", "ads", "news", "logos"] as const;
export type MediaArea = (typeof mediaAreas)[number];

/**
 * Where the server serves a stored file: the path `/media/<area>/<name>` on whatever origin the page was
 * read from (never an absolute address: the site is reached as localhost, 127.0.0.1, a domain, a proxy).
 */
export const mediaPath = (area: MediaArea, fileName: string): string =>
  `/media/${area}/${encodeURIComponent(fileName)}`;

/** A stored job video's path, as `mediaPath` gives it (names are random ids). */
const jobVideoPathPattern = /^\/media\/jobs\/[A-Za-z0-9-]{1,100}\.(?:mp4|webm)$/;

export const JobVideoMessages = { invalid: "The video address is not valid" } as const;

/**
 * A job's `video_url` as it is stored (POST /jobs, PATCH /jobs/{id}, and the job wizard before it leaves
 * step 1): a stored video's path; an absolute address of one (`http://localhost:3000/media/jobs/<name>`, as
 * older servers answered) becomes its path; a video on another site (a bucket's public URL) is an http(s)
 * address with a dotted host. Null when the text is none of these.
 */
export const jobVideoAddress = (text: string): string | null => {
  const value = text.trim();
  if (value.length === 0 || value.length > 2048) return null;
  if (value.startsWith("/")) return jobVideoPathPattern.test(value) ? value : null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (jobVideoPathPattern.test(url.pathname) && url.search === "" && url.hash === "") return url.pathname;
  return url.hostname.includes(".") ? url.href : null;
};

/**
 * Storage bounds (issue 36 #2; the spec sets none, chosen here): the bytes of media one user and one
 * company may keep (finished files and the parts of open uploads), how long a finished file that nothing
 * uses is kept before the sweep removes it, and the free space the local disk keeps (MEDIA_MIN_FREE_MB
 * overrides it): an upload that would leave less is refused before the disk fills.
 */
export const mediaQuotaBytes = {
  user: 5 * 1024 * 1024 * 1024,
  company: 20 * 1024 * 1024 * 1024,
} as const;
export const unusedMediaHours = 24;
export const mediaMinFreeBytes = 2 * 1024 * 1024 * 1024;
