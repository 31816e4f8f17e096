import { newsReaderRoles } from "@haulboard/domain";
import { onlyRow } from "../db/Database.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { type FeedRow, feedColumnsSql, toFeedPost, visibleSql } from "./rows.ts";

const readPost = async ({ params, caller, deps }: HandlerInput<"news.readPost">) => {
  const row = await deps.db.transaction(async (tx) => {
    const [visible] = await tx.query<{ id: number }>(
      `select p.id from news_posts p join news_channels c on c.id = p.channel_id where p.id = $1 and ${visibleSql}`,
      [params.id],
    );
    // A draft, a scheduled post before its time or a post of an inactive channel does not exist for readers.
    if (!visible) throw appError(Errors.newsPostNotFound);
    const counted = await tx.query(
      "insert into news_post_views (post_id, user_id) values ($1, $2) on conflict do nothing returning post_id",
      [params.id, caller.userId],
    );
    if (counted.length > 0)
      await tx.query("update news_posts set views = views + 1 where id = $1", [params.id]);
    return onlyRow(
      await tx.query<FeedRow & { body: string }>(
        `select ${feedColumnsSql}, p.body from news_posts p join news_channels c on c.id = p.channel_id where p.id = $1`,
        [params.id],
      ),
      "the read post",
    );
  });
  return { data: { ...toFeedPost(row), body: row.body } };
};

export const readPostRoute: Route<"news.readPost"> = { access: roles(newsReaderRoles), handle: readPost };
