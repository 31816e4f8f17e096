import { Schema } from "effect";
import { CompanyLogo } from "./CompanyLogo.ts";
import * as Endpoint from "./Endpoint.ts";
import { Empty, IdFromString, IdParams } from "./Shared.ts";
import { WireStruct } from "./Wire.ts";

/** A file part of a multipart body. */
export const FileBlob = Schema.instanceOf(Blob);

/** Numbers travel as text in multipart forms. */
const IntFromString = Schema.NumberFromString.pipe(Schema.decodeTo(Schema.Int));

/** An acknowledged part: the storage's ETag for it (S3 multipart style). */
export const UploadedPart = WireStruct({ partNumber: Schema.Int, etag: Schema.String });
export type UploadedPart = typeof UploadedPart.Type;

/**
 * A part the server holds: its ETag, its size and the SHA-256 (base64) the server computed and found
 * equal to the client's checksum.
 */
export const AcknowledgedPart = WireStruct({
  partNumber: Schema.Int,
  etag: Schema.String,
  size: Schema.Int,
  checksum: Schema.String,
});
export type AcknowledgedPart = typeof AcknowledgedPart.Type;

/** A stored file: the name to keep in the job (video_url) and a URL to show it. */
export const StoredFile = WireStruct({ fileName: Schema.String, url: Schema.String });
export type StoredFile = typeof StoredFile.Type;

export const SimpleUploadRequest = WireStruct({ extension: Schema.String, file: FileBlob });
export const StartUploadRequest = WireStruct({ extension: Schema.String });
export const StartUploadResponse = WireStruct({ uploadId: Schema.String, fileName: Schema.String });
export type StartUploadResponse = typeof StartUploadResponse.Type;
/**
 * Stage chunk. Beyond the spec: `size` (the part's bytes, so the server can stream it straight into
 * storage) and `checksum` (base64 SHA-256 of the part, which the server verifies). The file comes last:
 * the server reads the fields first and checks the upload is the caller's before storing a byte.
 */
export const UploadPartRequest = WireStruct({
  uploadId: Schema.String,
  partNumber: IntFromString,
  fileName: Schema.String,
  size: IntFromString,
  checksum: Schema.String,
  file: FileBlob,
});
export const FinishUploadRequest = WireStruct({
  uploadId: Schema.String,
  fileName: Schema.String,
  /** The parts as JSON text, as the spec's finish stage sends them. */
  parts: Schema.fromJsonString(Schema.Array(UploadedPart)),
});
export const UploadIdParams = Schema.Struct({ uploadId: Schema.String });

export const uploadSimple = Endpoint.make({
  name: "media.uploadSimple",
  method: "POST",
  path: "/jobs/multimedia/upload",
  auth: "bearer",
  body: SimpleUploadRequest,
  multipart: true,
  success: StoredFile,
  description: "A file under 10 MB in one request (stage simple).",
});

export const startUpload = Endpoint.make({
  name: "media.startUpload",
  method: "POST",
  path: "/jobs/multimedia/upload/start",
  auth: "bearer",
  body: StartUploadRequest,
  multipart: true,
  success: StartUploadResponse,
  description: "Open a multipart upload (stage start).",
});

export const uploadPart = Endpoint.make({
  name: "media.uploadPart",
  method: "POST",
  path: "/jobs/multimedia/upload/part",
  auth: "bearer",
  body: UploadPartRequest,
  multipart: true,
  success: AcknowledgedPart,
  description: "Send one part (stage chunk); sending a part number again replaces it.",
});

export const finishUpload = Endpoint.make({
  name: "media.finishUpload",
  method: "POST",
  path: "/jobs/multimedia/upload/finish",
  auth: "bearer",
  body: FinishUploadRequest,
  multipart: true,
  success: StoredFile,
  description: "Assemble the parts (stage finish, parts as JSON).",
});

export const listUploadedParts = Endpoint.make({
  name: "media.listParts",
  method: "GET",
  path: "/jobs/multimedia/upload/{uploadId}/parts",
  auth: "bearer",
  params: UploadIdParams,
  success: Schema.Array(AcknowledgedPart),
  description: "Parts the server holds for an open upload: resuming after a reload starts after them.",
});

export const deleteMedia = Endpoint.make({
  name: "media.delete",
  method: "DELETE",
  path: "/jobs/multimedia/delete/{id}",
  auth: "bearer",
  params: Schema.Struct({ id: Schema.String }),
  success: Empty,
  description: "Delete a job's media file by its file name.",
});

export const UploadImageRequest = WireStruct({ image: FileBlob });
/** The full-resolution image (at most 1,440 px wide) and, beyond the spec, its 587×226 thumbnail. */
export const UploadImageResponse = WireStruct({
  imageUrl: Schema.String,
  smallImageUrl: Schema.optionalKey(Schema.String),
});
export type UploadImageResponse = typeof UploadImageResponse.Type;

export const uploadChannelImage = Endpoint.make({
  name: "media.uploadChannelImage",
  method: "POST",
  path: "/news/channels/{channelId}/upload-image",
  auth: "bearer",
  params: Schema.Struct({ channelId: IdFromString }),
  body: UploadImageRequest,
  multipart: true,
  success: UploadImageResponse,
  description: "An image for a news post body.",
});

export const uploadAdMedia = Endpoint.make({
  name: "media.uploadAd",
  method: "POST",
  path: "/ads/multimedia/upload",
  auth: "bearer",
  body: SimpleUploadRequest,
  multipart: true,
  success: StoredFile,
  description: "An ad's image or video (one request).",
});

export const deleteAdMedia = Endpoint.make({
  name: "media.deleteAd",
  method: "DELETE",
  path: "/ads/multimedia/delete/{id}",
  auth: "bearer",
  params: Schema.Struct({ id: Schema.String }),
  success: Empty,
  description: "Delete an ad's media file by its file name.",
});

// Ads' videos travel in parts like job videos (employer-work §7 "Ads: /ads/multimedia/upload"): the same
// stages under the ads path; an upload started here belongs to the ads area (a job upload id is a 404).
export const startAdUpload = Endpoint.make({
  name: "media.startAdUpload",
  method: "POST",
  path: "/ads/multimedia/upload/start",
  auth: "bearer",
  body: StartUploadRequest,
  multipart: true,
  success: StartUploadResponse,
  description: "Open a multipart upload of an ad's video (stage start).",
});

export const uploadAdPart = Endpoint.make({
  name: "media.uploadAdPart",
  method: "POST",
  path: "/ads/multimedia/upload/part",
  auth: "bearer",
  body: UploadPartRequest,
  multipart: true,
  success: AcknowledgedPart,
  description: "Send one part of an ad's video (stage chunk).",
});

export const finishAdUpload = Endpoint.make({
  name: "media.finishAdUpload",
  method: "POST",
  path: "/ads/multimedia/upload/finish",
  auth: "bearer",
  body: FinishUploadRequest,
  multipart: true,
  success: StoredFile,
  description: "Assemble the parts of an ad's video (stage finish, parts as JSON).",
});

export const listAdUploadedParts = Endpoint.make({
  name: "media.listAdParts",
  method: "GET",
  path: "/ads/multimedia/upload/{uploadId}/parts",
  auth: "bearer",
  params: UploadIdParams,
  success: Schema.Array(AcknowledgedPart),
  description: "Parts the server holds for an open upload of an ad's video.",
});

/**
 * An image for a job description (issue 35 #8: images as in news bodies, employer-work §5, §9). Beyond the
 * spec's paths: beside the job media upload, for the same roles, rate and quotas.
 */
export const uploadJobImage = Endpoint.make({
  name: "media.uploadJobImage",
  method: "POST",
  path: "/jobs/multimedia/upload-image",
  auth: "bearer",
  body: UploadImageRequest,
  multipart: true,
  success: UploadImageResponse,
  description: "An image for a job description (the editor's image button, paste and drop).",
});

/** Company logo (the spec shows no path: designed beside the company calls): the image and its crop. */
export const UploadLogoRequest = WireStruct({
  size: IntFromString,
  top: IntFromString,
  left: IntFromString,
  image: FileBlob,
});
/** The logo as the company now holds it, and the URLs of its two renderings (343×133 and 49×19). */
export const UploadLogoResponse = WireStruct({
  logo: CompanyLogo,
  url: Schema.String,
  smallUrl: Schema.String,
});
export type UploadLogoResponse = typeof UploadLogoResponse.Type;

export const uploadCompanyLogo = Endpoint.make({
  name: "media.uploadCompanyLogo",
  method: "POST",
  path: "/companies/{id}/logo",
  auth: "bearer",
  params: IdParams,
  body: UploadLogoRequest,
  multipart: true,
  success: UploadLogoResponse,
  description:
    "Set a company's logo: the image is cropped (size 200–700 step 10, top, left) and rendered at 343×133 and 49×19.",
});

/** The calls of this resource by name, as `api.media` and the client (`client.media.<call>`) expose them. */
export const mediaCalls = {
  uploadSimple: uploadSimple,
  startUpload: startUpload,
  uploadPart: uploadPart,
  finishUpload: finishUpload,
  listParts: listUploadedParts,
  delete: deleteMedia,
  uploadChannelImage: uploadChannelImage,
  uploadJobImage: uploadJobImage,
  uploadAd: uploadAdMedia,
  startAdUpload: startAdUpload,
  uploadAdPart: uploadAdPart,
  finishAdUpload: finishAdUpload,
  listAdParts: listAdUploadedParts,
  deleteAd: deleteAdMedia,
  uploadCompanyLogo: uploadCompanyLogo,
} as const;
