import { Media } from "@haulboard/api/contract";
import type { Context } from "hono";
import type { Deps } from "../deps.ts";
import type { Caller } from "../http/context.ts";
import { cleanImage } from "../mediaStore/images.ts";
import { checkUploadRate, withStorage } from "./limits.ts";
import { checkJobPoster, jobMedia, mediaUrl, type StreamedRoute } from "./rules.ts";
import { processImage, readImage, storeImage } from "./store.ts";

/**
 * An image for a job description (issue 35 #8): as an ad's image, decoded and re-encoded without its
 * metadata, stored with the job media of the caller's company (the same roles, upload rate and quotas as
 * job videos). The editor shows it at 720 px at most (§5).
 */
const uploadJobImage = async (c: Context, deps: Deps, caller: Caller) => {
  checkJobPoster("jobs", caller);
  await checkUploadRate(deps, caller);
  const { bytes, type } = await readImage(c, "image");
  // Claimed before sharp works, as every upload (the quota holds under concurrent uploads).
  const image = await withStorage(deps, caller, bytes.length, async () => {
    const made = await processImage(() => cleanImage(bytes, type));
    await storeImage(deps, caller, "jobs", made);
    return made;
  });
  return { imageUrl: mediaUrl(deps, "jobs", image.name) };
};

export const uploadJobImageStreamed: StreamedRoute = [
  Media.uploadJobImage,
  jobMedia,
  (c, deps, caller) => uploadJobImage(c, deps, caller),
];
