import { Media } from "@haulboard/api/contract";
import { uploadPart } from "./chunked.ts";
import { jobMedia, type StreamedRoute } from "./rules.ts";

export const uploadPartStreamed: StreamedRoute = [Media.uploadPart, jobMedia, uploadPart("jobs")];
