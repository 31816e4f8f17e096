import type { HandlerInput, Route } from "../http/context.ts";
import { writers } from "../news/rules.ts";

const listAlbums = async ({ deps }: HandlerInput<"albums.list">) => ({
  data: await deps.db.query<{ id: number; title: string }>(
    "select id, title from news_albums order by title, id",
  ),
});

export const listRoute: Route<"albums.list"> = { access: writers, handle: listAlbums };
