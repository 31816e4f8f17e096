import { ErrorPage } from "@haulboard/shell";
import { NewsPostScreen } from "../Reader/NewsReaderScreens.tsx";
import { useIdParam } from "./useIdParam.ts";

/** /members/news/:id: one post for drivers. */
export function Component() {
  const id = useIdParam();
  if (id === undefined) return <ErrorPage status={404} statusText="Not Found" />;
  return <NewsPostScreen key={id} postId={id} />;
}
