import { onlyRow } from "../db/Database.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { type PostRow, postColumnsSql, toPost } from "./rows.ts";
import { checkScheduledAt, isContributorOnly, loadChannel, postValues, writers } from "./rules.ts";

const createPost = async ({ params, body, caller, deps }: HandlerInput<"news.createPost">) => {
  if (body.isActive && isContributorOnly(caller)) throw appError(Errors.onlyManagersPublish);
  checkScheduledAt(body.scheduledAt);
  const row = await deps.db.transaction(async (tx) => {
    await loadChannel(tx, params.id);
    const values = await postValues(tx, body);
    return onlyRow(
      await tx.query<PostRow>(
        `insert into news_posts as p (channel_id, title, body, thumbnail, thumbnail_full, thumbnail_small,
           is_active, scheduled_at, user_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning ${postColumnsSql}`,
        [params.id, ...values, caller.userId],
      ),
      "the new post",
    );
  });
  return { data: toPost(row) };
};

export const createPostRoute: Route<"news.createPost"> = { access: writers, handle: createPost };
