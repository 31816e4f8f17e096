import { appError, Errors } from "../errors/catalogue.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { writers } from "../news/rules.ts";
import { checkAlbumOwner } from "./rows.ts";

const removeAlbumImage = async ({ params, caller, deps }: HandlerInput<"albums.removeImage">) => {
  await deps.db.transaction(async (tx) => {
    await checkAlbumOwner(tx, caller, params.id);
    const removed = await tx.query(
      "update news_images set album_id = null where id = $1 and album_id = $2 returning id",
      [params.imageId, params.id],
    );
    if (removed.length === 0) throw appError(Errors.imageNotInAlbum);
  });
  return { data: null };
};

export const removeImageRoute: Route<"albums.removeImage"> = { access: writers, handle: removeAlbumImage };
