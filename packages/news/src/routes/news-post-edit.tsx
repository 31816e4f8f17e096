import { ErrorPage } from "@haulboard/shell";
import { PostEditorScreen } from "../Posts/PostEditorScreen.tsx";
import { useIdParam } from "./useIdParam.ts";

/** /news/posts/:id/edit: change, preview or delete a post. */
export function Component() {
  const id = useIdParam();
  if (id === undefined) return <ErrorPage status={404} statusText="Not Found" />;
  return <PostEditorScreen key={id} postId={id} />;
}
