import { Media } from "@haulboard/api/contract";
import { adMedia, type StreamedRoute } from "./rules.ts";
import { uploadSingle } from "./single.ts";

export const uploadAdStreamed: StreamedRoute = [
  Media.uploadAdMedia,
  adMedia,
  (c, deps, caller) => uploadSingle("ads", ["video", "image"])(c, deps, caller),
];
