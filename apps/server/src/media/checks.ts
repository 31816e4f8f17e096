import type { MediaKind } from "@haulboard/domain";
import { Result, Schema, SchemaIssue } from "effect";
import type { Context } from "hono";
import { appError, Errors } from "../errors/catalogue.ts";
import { type ErrorEntry, HttpError } from "../http/errors.ts";
import { readMultipart } from "../mediaStore/multipart.ts";
import {
  contentTypes,
  extensionMatches,
  type Sniffed,
  type SniffedType,
  sniff,
} from "../mediaStore/sniff.ts";

// ---------- decoding the text fields of a multipart form with the contract's schemas ----------

const formatter = SchemaIssue.makeFormatterStandardSchemaV1();

/** Decodes a form's text fields with the endpoint's body schema (its file field stands in as an empty Blob). */
export const decodeFields = <A>(
  schema: Schema.Codec<A, unknown>,
  fields: Readonly<Record<string, string>>,
  fileField?: string,
): A => {
  const input = fileField ? { ...fields, [fileField]: new Blob([]) } : fields;
  const result = Schema.decodeUnknownResult(schema)(input, { errors: "all", onExcessProperty: "ignore" });
  if (Result.isSuccess(result)) return result.success;
  const entries: ErrorEntry[] = formatter(result.failure.issue).issues.map((issue) => {
    const field = (issue.path ?? []).map(String).join(".");
    return field ? { message: `${field}: ${issue.message}`, field } : { message: `body: ${issue.message}` };
  });
  throw new HttpError(400, entries[0]?.message ?? "Invalid body", { entries });
};

// ---------- type checks by content ----------

const refusal = (sniffed: Sniffed & { ok: false }) =>
  appError(sniffed.reason === "svg" ? Errors.svgRefused : Errors.unsupportedType);

/** The sniffed type of `head`, which must be of one of `kinds` and agree with the declared extension. */
export const checkContent = (
  head: Uint8Array,
  kinds: readonly MediaKind[],
  extension?: string,
): SniffedType => {
  const sniffed = sniff(head);
  if (!sniffed.ok) throw refusal(sniffed);
  if (!kinds.includes(sniffed.kind)) {
    throw appError(kinds.length === 1 && kinds[0] === "video" ? Errors.videoOnly : Errors.imageOnly);
  }
  if (extension !== undefined && !extensionMatches(extension, sniffed.type)) {
    throw appError(Errors.contentMismatch, { field: "extension" });
  }
  return sniffed.type;
};

/** The declared extension must name an accepted type of one of `kinds`. */
export const checkExtension = (extension: string, kinds: readonly MediaKind[]) => {
  const normal = extension.trim().toLowerCase().replace(/^\./, "");
  const type = (normal === "jpg" ? "jpeg" : normal) as SniffedType;
  const kind = type in contentTypes ? (contentTypes[type].startsWith("video/") ? "video" : "image") : null;
  if (normal === "svg") throw appError(Errors.svgRefused, { field: "extension" });
  if (kind === null || !kinds.includes(kind)) {
    const refusal =
      kinds.length === 2
        ? Errors.unsupportedType
        : kinds[0] === "video"
          ? Errors.videoOnly
          : Errors.imageOnly;
    throw appError(refusal, { field: "extension" });
  }
  return type;
};

/** Forms without a file (start, finish): a file part is refused. */
export const readFieldsOnly = async (c: Context) => {
  const { fields } = await readMultipart(c, {
    fileField: "\u0000none",
    onFile: async () => undefined,
  });
  return fields;
};
