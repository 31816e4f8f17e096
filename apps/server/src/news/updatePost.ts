import { onlyRow } from "../db/Database.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { type PostRow, postColumnsSql, toPost } from "./rows.ts";
import {
  checkScheduledAt,
  checkWritable,
  isContributorOnly,
  loadPost,
  postValues,
  writers,
} from "./rules.ts";

const updatePost = async ({ params, body, caller, deps }: HandlerInput<"news.updatePost">) => {
  if (body.isActive && isContributorOnly(caller)) throw appError(Errors.onlyManagersPublish);
  checkScheduledAt(body.scheduledAt);
  const row = await deps.db.transaction(async (tx) => {
    checkWritable(caller, await loadPost(tx, params.id, true));
    const values = await postValues(tx, body);
    return onlyRow(
      await tx.query<PostRow>(
        `update news_posts p set title = $2, body = $3, thumbnail = $4, thumbnail_full = $5, thumbnail_small = $6,
           is_active = $7, scheduled_at = $8, updated_at = now()
         where p.id = $1 returning ${postColumnsSql}`,
        [params.id, ...values],
      ),
      "the changed post",
    );
  });
  return { data: toPost(row) };
};

export const updatePostRoute: Route<"news.updatePost"> = { access: writers, handle: updatePost };
