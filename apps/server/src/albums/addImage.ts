import { onlyRow } from "../db/Database.ts";
import { typed } from "../db/typed.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { isContributorOnly, writers } from "../news/rules.ts";
import { type AlbumImageNarrowing, albumImageColumns, checkAlbumOwner, toAlbumImage } from "./rows.ts";

/**
 * Files an uploaded news image in an album (it leaves the album it was in). A contributor files only into
 * their own albums, and never takes an image out of another person's album.
 */
const addAlbumImage = async ({ params, body, caller, deps }: HandlerInput<"albums.addImage">) => {
  const url = body.imageUrl.trim();
  const row = await deps.db.transaction(async (tx) => {
    await checkAlbumOwner(tx, caller, params.id);
    const k = typed(tx);
    const image = await k
      .selectFrom("news_images as i")
      .leftJoin("news_albums as a", "a.id", "i.album_id")
      .select(["i.id", "i.album_id", "a.created_by as owner"])
      .where((eb) => eb.or([eb("i.image_url", "=", url), eb("i.small_url", "=", url)]))
      .orderBy("i.id")
      .limit(1)
      .forUpdate("i")
      .executeTakeFirst();
    if (!image) throw appError(Errors.imageNotUploaded, { field: "image_url" });
    if (
      isContributorOnly(caller) &&
      image.album_id !== null &&
      image.album_id !== params.id &&
      image.owner !== caller.userId
    )
      throw appError(Errors.imageInAnotherAlbum);
    return onlyRow(
      await k
        .updateTable("news_images as i")
        .set({ album_id: params.id })
        .where("i.id", "=", image.id)
        .returning(albumImageColumns)
        .$narrowType<AlbumImageNarrowing>()
        .execute(),
      "the filed image",
    );
  });
  return { data: toAlbumImage(row) };
};

export const addImageRoute: Route<"albums.addImage"> = { access: writers, handle: addAlbumImage };
