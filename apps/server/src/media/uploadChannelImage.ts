import { Media } from "@haulboard/api/contract";
import { newsWriterRoles } from "@haulboard/domain";
import type { Context } from "hono";
import type { Deps } from "../deps.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import { roles } from "../http/access.ts";
import type { Caller } from "../http/context.ts";
import { newsThumbnails } from "../mediaStore/images.ts";
import { checkUploadRate, withStorage } from "./limits.ts";
import { mediaUrl, type StreamedRoute } from "./rules.ts";
import { processImage, readImage, storeImage } from "./store.ts";

const uploadChannelImage = async (c: Context, deps: Deps, caller: Caller, channelId: number) => {
  await checkUploadRate(deps, caller);
  // News (issue 20): the channel must exist; every upload is recorded in news_images so that a post's
  // thumbnail can only be an uploaded image, and its small rendition is known.
  const [channel] = await deps.db.query("select id from news_channels where id = $1", [channelId]);
  if (!channel) throw appError(Errors.notFound);
  const { bytes, type } = await readImage(c, "image");
  // Claimed before sharp works: a full account is refused at once. The full size is at most the upload's
  // pixels re-encoded, the small one far less: twice the upload covers both.
  const { full, small } = await withStorage(deps, caller, 2 * bytes.length, async () => {
    const made = await processImage(() => newsThumbnails(bytes, type));
    await storeImage(deps, caller, "news", made.full, null);
    await storeImage(deps, caller, "news", made.small, null, made.full.name);
    return made;
  });
  const imageUrl = mediaUrl(deps, "news", full.name);
  const smallImageUrl = mediaUrl(deps, "news", small.name);
  await deps.db.query(
    "insert into news_images (channel_id, image_url, small_url, uploaded_by) values ($1, $2, $3, $4)",
    [channelId, imageUrl, smallImageUrl, caller.userId],
  );
  return { imageUrl, smallImageUrl };
};

// News (issue 20): the post writers (news admins, contributors, admins; @haulboard/domain News.ts).
export const uploadChannelImageStreamed: StreamedRoute = [
  Media.uploadChannelImage,
  roles(newsWriterRoles),
  (c, deps, caller, params) => uploadChannelImage(c, deps, caller, params.channelId as number),
];
