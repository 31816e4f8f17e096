import { appError, Errors } from "../errors/catalogue.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { writers } from "../news/rules.ts";
import { type AlbumImageRow, albumImageColumnsSql, toAlbumImage } from "./rows.ts";

const listAlbumImages = async ({ params, deps }: HandlerInput<"albums.listImages">) => {
  const [album] = await deps.db.query("select id from news_albums where id = $1", [params.id]);
  if (!album) throw appError(Errors.albumNotFound);
  const rows = await deps.db.query<AlbumImageRow>(
    `select ${albumImageColumnsSql} from news_images i where i.album_id = $1 order by i.created_at desc, i.id desc`,
    [params.id],
  );
  return { data: rows.map(toAlbumImage) };
};

export const listImagesRoute: Route<"albums.listImages"> = { access: writers, handle: listAlbumImages };
