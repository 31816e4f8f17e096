import { Media } from "@haulboard/api/contract";
import { uploadPart } from "./chunked.ts";
import { adMedia, type StreamedRoute } from "./rules.ts";

export const uploadAdPartStreamed: StreamedRoute = [Media.uploadAdPart, adMedia, uploadPart("ads")];
