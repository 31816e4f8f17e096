import { onlyRow } from "../db/Database.ts";
import { typed } from "../db/typed.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { writers } from "../news/rules.ts";
import { checkAlbumOwner } from "./rows.ts";

const saveAlbum = async ({ body, caller, deps }: HandlerInput<"albums.save">) => {
  const title = body.title.trim();
  if (title === "") throw appError(Errors.titleRequired, { field: "title" });
  const row = await deps.db.transaction(async (tx) => {
    if (body.id === undefined) {
      return onlyRow(
        await typed(tx)
          .insertInto("news_albums")
          .values({ title, created_by: caller.userId })
          .returning(["id", "title"])
          .execute(),
        "the new album",
      );
    }
    await checkAlbumOwner(tx, caller, body.id);
    return onlyRow(
      await typed(tx)
        .updateTable("news_albums")
        .set({ title })
        .where("id", "=", body.id)
        .returning(["id", "title"])
        .execute(),
      "the renamed album",
    );
  });
  return { data: row };
};

export const saveRoute: Route<"albums.save"> = { access: writers, handle: saveAlbum };
