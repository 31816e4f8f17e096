import { typed } from "../db/typed.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { writers } from "../news/rules.ts";
import { checkAlbumOwner } from "./rows.ts";

const deleteAlbum = async ({ params, caller, deps }: HandlerInput<"albums.delete">) => {
  await deps.db.transaction(async (tx) => {
    await checkAlbumOwner(tx, caller, params.id);
    // Its images stay (posts show them); they only leave the album.
    await typed(tx).deleteFrom("news_albums").where("id", "=", params.id).execute();
  });
  return { data: null };
};

export const deleteRoute: Route<"albums.delete"> = { access: writers, handle: deleteAlbum };
