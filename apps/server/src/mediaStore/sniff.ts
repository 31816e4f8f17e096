/**
 * File types by content, not by name (employer-work §5 "Upload"): the first bytes of a file name its
 * format. Only the accepted formats pass; SVG, HTML and anything else are refused.
 */
export type SniffedType = "mp4" | "webm" | "png" | "jpeg" | "gif" | "webp";

export type Sniffed =
  | { readonly ok: true; readonly type: SniffedType; readonly kind: "video" | "image" }
  | { readonly ok: false; readonly reason: "svg" | "unknown" };

/** Bytes to read before deciding (WebM's doc type sits within the first few dozen bytes). */
export const sniffBytes = 64;

export const contentTypes: Readonly<Record<SniffedType, string>> = {
  mp4: "video/mp4",
  webm: "video/webm",
  png: "image/png",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
};

/** The extension a stored file gets from its sniffed type. */
export const extensionOf = (type: SniffedType): string => (type === "jpeg" ? "jpg" : type);

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, Math.min(end, bytes.length)));

/** ISO base media brands that are images or QuickTime, not MP4 video. */
const nonMp4Brands = new Set([
  "heic",
  "heix",
  "heim",
  "heis",
  "hevc",
  "hevx",
  "mif1",
  "msf1",
  "avif",
  "avis",
  "qt  ",
  "crx ",
]);

export const sniff = (bytes: Uint8Array): Sniffed => {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { ok: true, type: "png", kind: "image" };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { ok: true, type: "jpeg", kind: "image" };
  const head = ascii(bytes, 0, 12);
  if (head.startsWith("GIF87a") || head.startsWith("GIF89a")) return { ok: true, type: "gif", kind: "image" };
  if (head.startsWith("RIFF") && head.slice(8, 12) === "WEBP")
    return { ok: true, type: "webp", kind: "image" };
  if (ascii(bytes, 4, 8) === "ftyp" && !nonMp4Brands.has(ascii(bytes, 8, 12))) {
    return { ok: true, type: "mp4", kind: "video" };
  }
  // EBML header; Matroska files that are not WebM say "matroska" as their doc type.
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]) && ascii(bytes, 4, sniffBytes).includes("webm")) {
    return { ok: true, type: "webm", kind: "video" };
  }
  // Text that looks like markup: SVG (maybe after an XML prolog, a BOM or whitespace) gets its own message.
  const text = new TextDecoder("utf-8", { fatal: false })
    .decode(bytes.subarray(0, 1024))
    .replace(/^\uFEFF/, "")
    .trimStart()
    .toLowerCase();
  if (
    text.startsWith("<svg") ||
    (text.startsWith("<?xml") && text.includes("<svg")) ||
    text.startsWith("<!doctype svg")
  ) {
    return { ok: false, reason: "svg" };
  }
  if (text.startsWith("<?xml") || text.startsWith("<!--")) return { ok: false, reason: "svg" };
  return { ok: false, reason: "unknown" };
};

/** The spec's extensions that name a sniffed type ("jpg" and "jpeg" are one type). */
export const extensionMatches = (extension: string, type: SniffedType): boolean => {
  const normal = extension.toLowerCase() === "jpg" ? "jpeg" : extension.toLowerCase();
  return normal === type;
};
