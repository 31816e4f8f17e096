import { ErrorPage } from "@haulboard/shell";
import { PostEditorScreen } from "../Posts/PostEditorScreen.tsx";
import { useIdParam } from "./useIdParam.ts";

/** /news/channels/:id/posts/new: write a post in the channel. */
export function Component() {
  const id = useIdParam();
  if (id === undefined) return <ErrorPage status={404} statusText="Not Found" />;
  return <PostEditorScreen key={id} channelId={id} />;
}
