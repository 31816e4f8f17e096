import { Media } from "@haulboard/api/contract";
import { jobMedia, type StreamedRoute } from "./rules.ts";
import { uploadSingle } from "./single.ts";

export const uploadSimpleStreamed: StreamedRoute = [
  Media.uploadSimple,
  jobMedia,
  (c, deps, caller) => uploadSingle("jobs", ["video"])(c, deps, caller),
];
