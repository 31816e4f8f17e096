import type { RouteRule } from "../http/access.ts";
import type { Routes } from "../http/context.ts";
import { deleteRoute } from "./delete.ts";
import { deleteAdRoute } from "./deleteAd.ts";
import { finishAdUploadStreamed } from "./finishAdUpload.ts";
import { finishUploadStreamed } from "./finishUpload.ts";
import { listAdPartsRoute } from "./listAdParts.ts";
import { listPartsRoute } from "./listParts.ts";
import type { StreamedRoute } from "./rules.ts";
import { startAdUploadStreamed } from "./startAdUpload.ts";
import { startUploadStreamed } from "./startUpload.ts";
import { uploadAdStreamed } from "./uploadAd.ts";
import { uploadAdPartStreamed } from "./uploadAdPart.ts";
import { uploadChannelImageStreamed } from "./uploadChannelImage.ts";
import { uploadCompanyLogoStreamed } from "./uploadCompanyLogo.ts";
import { uploadJobImageStreamed } from "./uploadJobImage.ts";
import { uploadPartStreamed } from "./uploadPart.ts";
import { uploadSimpleStreamed } from "./uploadSimple.ts";

/** The multipart calls, streamed by this module (the JSON router would read their bodies as JSON). */
export const streamed: ReadonlyArray<StreamedRoute> = [
  uploadSimpleStreamed,
  startUploadStreamed,
  uploadPartStreamed,
  finishUploadStreamed,
  uploadJobImageStreamed,
  uploadAdStreamed,
  startAdUploadStreamed,
  uploadAdPartStreamed,
  finishAdUploadStreamed,
  uploadChannelImageStreamed,
  uploadCompanyLogoStreamed,
];

/** Names of the endpoints `mountMediaRoutes` serves (the role matrix and the fuzz enumerate them). */
export const streamedEndpointNames: readonly string[] = streamed.map(([endpoint]) => endpoint.name);

/** The access rule of each multipart call, by endpoint name (the OpenAPI document states them). */
export const streamedRules: ReadonlyMap<string, RouteRule> = new Map(
  streamed.map(([endpoint, rule]) => [endpoint.name, rule]),
);

/** The JSON media calls, mounted by the contract router like every other call. */
export const mediaRoutes: Routes = {
  "media.listParts": listPartsRoute,
  "media.delete": deleteRoute,
  "media.deleteAd": deleteAdRoute,
  "media.listAdParts": listAdPartsRoute,
};
