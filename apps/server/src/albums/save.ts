import { onlyRow } from "../db/Database.ts";
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
        await tx.query<{ id: number; title: string }>(
          "insert into news_albums (title, created_by) values ($1, $2) returning id, title",
          [title, caller.userId],
        ),
        "the new album",
      );
    }
    await checkAlbumOwner(tx, caller, body.id);
    return onlyRow(
      await tx.query<{ id: number; title: string }>(
        "update news_albums set title = $2 where id = $1 returning id, title",
        [body.id, title],
      ),
      "the renamed album",
    );
  });
  return { data: row };
};

export const saveRoute: Route<"albums.save"> = { access: writers, handle: saveAlbum };
