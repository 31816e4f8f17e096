import { Media } from "@haulboard/api/contract";
import { startUpload } from "./chunked.ts";
import { jobMedia, type StreamedRoute } from "./rules.ts";

export const startUploadStreamed: StreamedRoute = [Media.startUpload, jobMedia, startUpload("jobs")];
