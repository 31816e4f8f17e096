import { Media } from "@haulboard/api/contract";
import { startUpload } from "./chunked.ts";
import { adMedia, type StreamedRoute } from "./rules.ts";

// An ad's video of 10 MB or more travels in parts, as a job's does.
export const startAdUploadStreamed: StreamedRoute = [Media.startAdUpload, adMedia, startUpload("ads")];
