import { Schema } from "effect";
import * as Endpoint from "./Endpoint.ts";
import { Empty, IdFromString } from "./Shared.ts";
import { WireStruct } from "./Wire.ts";

/** A file part of a multipart body. */
export const FileBlob = Schema.instanceOf(Blob);

/** Numbers travel as text in multipart forms. */
const IntFromString = Schema.NumberFromString.pipe(Schema.decodeTo(Schema.Int));

/** An acknowledged part: the storage's ETag for it (S3 multipart style). */
export const UploadedPart = WireStruct({ partNumber: Schema.Int, etag: Schema.String });
export type UploadedPart = typeof UploadedPart.Type;

/** A stored file: the name to keep in the job (video_url) and a URL to show it. */
export const StoredFile = WireStruct({ fileName: Schema.String, url: Schema.String });
export type StoredFile = typeof StoredFile.Type;

export const SimpleUploadRequest = WireStruct({ extension: Schema.String, file: FileBlob });
export const StartUploadRequest = WireStruct({ extension: Schema.String });
export const StartUploadResponse = WireStruct({ uploadId: Schema.String, fileName: Schema.String });
export type StartUploadResponse = typeof StartUploadResponse.Type;
export const UploadPartRequest = WireStruct({
  uploadId: Schema.String,
  partNumber: IntFromString,
  fileName: Schema.String,
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
  success: UploadedPart,
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
  success: Schema.Array(UploadedPart),
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
export const UploadImageResponse = WireStruct({ imageUrl: Schema.String });
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

/** The calls of this resource by name, as `api.media` and the client (`client.media.<call>`) expose them. */
export const mediaCalls = {
  uploadSimple: uploadSimple,
  startUpload: startUpload,
  uploadPart: uploadPart,
  finishUpload: finishUpload,
  listParts: listUploadedParts,
  delete: deleteMedia,
  uploadChannelImage: uploadChannelImage,
  uploadAd: uploadAdMedia,
  deleteAd: deleteAdMedia,
} as const;
