import type { Queryable } from "../db/Database.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import type { Caller } from "../http/context.ts";
import { iso } from "../news/rows.ts";
import { isContributorOnly } from "../news/rules.ts";

/** A contributor renames or deletes only the albums they made; news admins and admins any. */
export const checkAlbumOwner = async (q: Queryable, caller: Caller, id: number) => {
  const [album] = await q.query<{ created_by: number | null }>(
    "select created_by from news_albums where id = $1 for update",
    [id],
  );
  if (!album) throw appError(Errors.albumNotFound);
  if (isContributorOnly(caller) && album.created_by !== caller.userId)
    throw appError(Errors.contributorsOwnAlbums);
};

// ---------- the images of an album (our design: packages/news/README.md "Albums") ----------

export interface AlbumImageRow {
  id: number;
  album_id: number;
  channel_id: number;
  image_url: string;
  small_url: string;
  created_at: Date | string;
}

export const albumImageColumnsSql = "i.id, i.album_id, i.channel_id, i.image_url, i.small_url, i.created_at";

export const toAlbumImage = (row: AlbumImageRow) => ({
  id: row.id,
  albumId: row.album_id,
  channelId: row.channel_id,
  imageUrl: row.image_url,
  smallImageUrl: row.small_url,
  createdAt: iso(row.created_at),
});
