import type { Ads } from "@haulboard/api/contract";
import { type AdCreativeKind, adPlacementSpecs } from "@haulboard/domain";
import type { Queryable } from "../db/Database.ts";
import { appError, Errors } from "../errors/catalogue.ts";

// ---------- writing ----------

export type AdFields = Ads.AdInput;

/** The creative's kind, read from the stored file of the ads media area (never from the client). */
export const creativeKind = async (q: Queryable, fileName: string | null): Promise<AdCreativeKind | null> => {
  if (fileName === null) return null;
  const [file] = await q.query<{ content_type: string }>(
    "select content_type from media_files where area = 'ads' and file_name = $1",
    [fileName],
  );
  if (!file) throw appError(Errors.unknownFile, { field: "media_file_name" });
  return file.content_type.startsWith("video/") ? "video" : "image";
};

/** The rules across fields (the contract checks each field alone). */
export const checkAd = (ad: AdFields, kind: AdCreativeKind | null) => {
  if (ad.startsAt !== null && ad.endsAt !== null && Date.parse(ad.endsAt) <= Date.parse(ad.startsAt)) {
    throw appError(Errors.endsBeforeStart, { field: "ends_at" });
  }
  if (ad.startsAt !== null && ad.mediaFileName === null) {
    throw appError(Errors.creativeRequired, { field: "media_file_name" });
  }
  if (ad.mediaFileName !== null && ad.altText.trim() === "") {
    throw appError(Errors.altRequired, { field: "alt_text" });
  }
  if (kind !== null && ad.placements.some((placement) => !adPlacementSpecs[placement].kinds.includes(kind))) {
    throw appError(Errors.videoNotAllowed, { field: "placements" });
  }
};

export const values = (ad: AdFields, kind: AdCreativeKind | null) => [
  ad.name.trim(),
  ad.advertiser.trim(),
  ad.headline.trim(),
  ad.body.trim(),
  ad.mediaFileName,
  kind,
  ad.altText.trim(),
  ad.targetUrl,
  ad.placements,
  ad.startsAt,
  ad.endsAt,
  ad.paused,
  ad.weight,
  [...new Set(ad.states)],
];
