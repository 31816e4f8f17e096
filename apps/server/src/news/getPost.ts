import type { HandlerInput, Route } from "../http/context.ts";
import { toPost } from "./rows.ts";
import { loadPost, readers } from "./rules.ts";

const getPost = async ({ params, deps }: HandlerInput<"news.getPost">) => ({
  data: toPost(await loadPost(deps.db, params.id)),
});

export const getPostRoute: Route<"news.getPost"> = { access: readers, handle: getPost };
