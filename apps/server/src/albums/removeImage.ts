import { typed } from "../db/typed.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { writers } from "../news/rules.ts";
import { checkAlbumOwner } from "./rows.ts";

const removeAlbumImage = async ({ params, caller, deps }: HandlerInput<"albums.removeImage">) => {
  await deps.db.transaction(async (tx) => {
    await checkAlbumOwner(tx, caller, params.id);
    const removed = await typed(tx)
      .updateTable("news_images")
      .set({ album_id: null })
      .where("id", "=", params.imageId)
      .where("album_id", "=", params.id)
      .returning("id")
      .execute();
    if (removed.length === 0) throw appError(Errors.imageNotInAlbum);
  });
  return { data: null };
};

export const removeImageRoute: Route<"albums.removeImage"> = { access: writers, handle: removeAlbumImage };
