import { NewsFeedScreen } from "../Reader/NewsReaderScreens.tsx";

/** /members/news: the drivers' news (beyond the spec). */
export function Component() {
  return <NewsFeedScreen />;
}
