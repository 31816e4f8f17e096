import { onlyRow } from "../db/Database.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { isContributorOnly, writers } from "../news/rules.ts";
import { type AlbumImageRow, albumImageColumnsSql, checkAlbumOwner, toAlbumImage } from "./rows.ts";

/**
 * Files an uploaded news image in an album (it leaves the album it was in). A contributor files only into
 * their own albums, and never takes an image out of another person's album.
 */
const addAlbumImage = async ({ params, body, caller, deps }: HandlerInput<"albums.addImage">) => {
  const url = body.imageUrl.trim();
  const row = await deps.db.transaction(async (tx) => {
    await checkAlbumOwner(tx, caller, params.id);
    const [image] = await tx.query<{ id: number; album_id: number | null; owner: number | null }>(
      `select i.id, i.album_id, a.created_by as owner from news_images i left join news_albums a on a.id = i.album_id
        where i.image_url = $1 or i.small_url = $1 order by i.id limit 1 for update of i`,
      [url],
    );
    if (!image) throw appError(Errors.imageNotUploaded, { field: "image_url" });
    if (
      isContributorOnly(caller) &&
      image.album_id !== null &&
      image.album_id !== params.id &&
      image.owner !== caller.userId
    )
      throw appError(Errors.imageInAnotherAlbum);
    return onlyRow(
      await tx.query<AlbumImageRow>(
        `update news_images i set album_id = $2 where i.id = $1 returning ${albumImageColumnsSql}`,
        [image.id, params.id],
      ),
      "the filed image",
    );
  });
  return { data: toAlbumImage(row) };
};

export const addImageRoute: Route<"albums.addImage"> = { access: writers, handle: addAlbumImage };
