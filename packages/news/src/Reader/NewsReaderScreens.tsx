import { AdSlots } from "@haulboard/ads/slot";
import { defaultPageSize } from "@haulboard/domain";
import { useState } from "react";
import { errorText, useFeed, useReadPost } from "../data/newsQueries.ts";
import { NewsFeedView } from "./NewsFeedView.tsx";
import { NewsPostView } from "./NewsPostView.tsx";

const feedPageSize = Math.min(defaultPageSize, 20);

/** /members/news: GET /members/news by page (no total: Newer / Older). */
export function NewsFeedScreen() {
  const [page, setPage] = useState(0);
  const feed = useFeed({ skip: page * feedPageSize, take: feedPageSize });
  return (
    <NewsFeedView
      posts={feed.data?.posts ?? []}
      hasMore={feed.data?.hasMore ?? false}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        window.scrollTo({ top: 0 });
      }}
      isLoading={feed.isFetching}
      error={errorText(feed.error)}
      adSlot={<AdSlots page="news_list" reserve />}
    />
  );
}

/** /members/news/:id: GET /members/news/{id} (the first read counts one view). */
export function NewsPostScreen({ postId }: { readonly postId: number }) {
  const post = useReadPost(postId);
  // The post's own image is the page's largest paint: the ad is asked for after the page has loaded, in a
  // box kept free for it.
  return (
    <NewsPostView
      post={post.data}
      error={errorText(post.error)}
      adSlot={<AdSlots page="news_post" afterLoad reserve />}
    />
  );
}
