import { typed } from "../db/typed.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { writers } from "../news/rules.ts";
import { type AlbumImageNarrowing, albumImageColumns, toAlbumImage } from "./rows.ts";

const listAlbumImages = async ({ params, deps }: HandlerInput<"albums.listImages">) => {
  const k = typed(deps.db);
  const album = await k.selectFrom("news_albums").select("id").where("id", "=", params.id).executeTakeFirst();
  if (!album) throw appError(Errors.albumNotFound);
  const rows = await k
    .selectFrom("news_images as i")
    .select(albumImageColumns)
    .where("i.album_id", "=", params.id)
    .orderBy("i.created_at", "desc")
    .orderBy("i.id", "desc")
    .$narrowType<AlbumImageNarrowing>()
    .execute();
  return { data: rows.map(toAlbumImage) };
};

export const listImagesRoute: Route<"albums.listImages"> = { access: writers, handle: listAlbumImages };
