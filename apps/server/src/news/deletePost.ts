import type { HandlerInput, Route } from "../http/context.ts";
import { checkWritable, loadPost, writers } from "./rules.ts";

const deletePost = async ({ params, caller, deps }: HandlerInput<"news.deletePost">) => {
  await deps.db.transaction(async (tx) => {
    checkWritable(caller, await loadPost(tx, params.id, true));
    await tx.query("delete from news_posts where id = $1", [params.id]);
  });
  return { data: null };
};

export const deletePostRoute: Route<"news.deletePost"> = { access: writers, handle: deletePost };
