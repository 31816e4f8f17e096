import { Media } from "@haulboard/api/contract";
import { finishUpload } from "./chunked.ts";
import { jobMedia, type StreamedRoute } from "./rules.ts";

export const finishUploadStreamed: StreamedRoute = [Media.finishUpload, jobMedia, finishUpload("jobs")];
