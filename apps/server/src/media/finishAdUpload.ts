import { Media } from "@haulboard/api/contract";
import { finishUpload } from "./chunked.ts";
import { adMedia, type StreamedRoute } from "./rules.ts";

export const finishAdUploadStreamed: StreamedRoute = [Media.finishAdUpload, adMedia, finishUpload("ads")];
