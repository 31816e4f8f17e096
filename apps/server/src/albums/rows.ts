import type { NotNull, Selectable } from "kysely";
import type { Queryable } from "../db/Database.ts";
import type { NewsImages } from "../db/schema.gen.ts";
import { typed } from "../db/typed.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import type { Caller } from "../http/context.ts";
import { iso } from "../news/rows.ts";
import { isContributorOnly } from "../news/rules.ts";

/** A contributor renames or deletes only the albums they made; news admins and admins any. */
export const checkAlbumOwner = async (q: Queryable, caller: Caller, id: number) => {
  const album = await typed(q)
    .selectFrom("news_albums")
    .select("created_by")
    .where("id", "=", id)
    .forUpdate()
    .executeTakeFirst();
  if (!album) throw appError(Errors.albumNotFound);
  if (isContributorOnly(caller) && album.created_by !== caller.userId)
    throw appError(Errors.contributorsOwnAlbums);
};

// ---------- the images of an album (our design: packages/news/README.md "Albums") ----------

/**
 * The columns of an album's image (`news_images as i`). Read it with `.$narrowType<AlbumImageNarrowing>()`:
 * the image is in the album the query names, so its `album_id` is set.
 */
export const albumImageColumns = [
  "i.id",
  "i.album_id",
  "i.channel_id",
  "i.image_url",
  "i.small_url",
  "i.created_at",
] as const;

export type AlbumImageNarrowing = { album_id: NotNull };

export const toAlbumImage = (row: Omit<Selectable<NewsImages>, "uploaded_by"> & { album_id: number }) => ({
  id: row.id,
  albumId: row.album_id,
  channelId: row.channel_id,
  imageUrl: row.image_url,
  smallImageUrl: row.small_url,
  createdAt: iso(row.created_at),
});
