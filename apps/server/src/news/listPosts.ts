import { defaultPageSize } from "@haulboard/domain";
import type { HandlerInput, Route } from "../http/context.ts";
import { pageOf } from "../http/search.ts";
import { type PostRow, postColumnsSql, toPost } from "./rows.ts";
import { loadChannel, readers } from "./rules.ts";

const listPosts = async ({ params, query, deps }: HandlerInput<"news.listPosts">) => {
  await loadChannel(deps.db, params.id);
  const page = pageOf(query, defaultPageSize);
  const rows = await deps.db.query<PostRow & { total: number }>(
    `select ${postColumnsSql}, count(*) over ()::integer as total from news_posts p
      where p.channel_id = $1 order by p.created_at desc, p.id desc limit $2 offset $3`,
    [params.id, page.take, page.skip],
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page.skip > 0) {
    const [counted] = await deps.db.query<{ total: number }>(
      "select count(*)::integer as total from news_posts where channel_id = $1",
      [params.id],
    );
    total = counted?.total ?? 0;
  }
  return { data: rows.map(toPost), pagination: { ...page, total } };
};

export const listPostsRoute: Route<"news.listPosts"> = { access: readers, handle: listPosts };
