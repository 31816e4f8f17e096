import { typed } from "../db/typed.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { writers } from "../news/rules.ts";

const listAlbums = async ({ deps }: HandlerInput<"albums.list">) => ({
  data: await typed(deps.db)
    .selectFrom("news_albums")
    .select(["id", "title"])
    .orderBy("title")
    .orderBy("id")
    .execute(),
});

export const listRoute: Route<"albums.list"> = { access: writers, handle: listAlbums };
