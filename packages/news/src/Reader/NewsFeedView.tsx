import type { News } from "@haulboard/api";
import { formatDate, NewsText } from "@haulboard/domain";
import { Alert, Button, EmptyState, Inline, Link, PageHeader, Skeleton, Stack } from "@haulboard/ui";
import { Fragment, type ReactNode } from "react";
import { NewsLabels } from "../NewsLabels.ts";
import * as styles from "./Reader.css.ts";

/** `srcset` of a post's thumbnail: the small rendition (587 px) and the full one (up to 1,440 px). */
export const thumbnailSrcSet = (
  post: Pick<News.FeedPost, "thumbnailSmall" | "thumbnailFull">,
): string | undefined =>
  post.thumbnailSmall && post.thumbnailFull
    ? `${post.thumbnailSmall} 587w, ${post.thumbnailFull} 1440w`
    : undefined;

export interface NewsFeedViewProps {
  posts: ReadonlyArray<News.FeedPost>;
  /** @default false */
  hasMore?: boolean;
  /** The page shown, from 0. @default 0 */
  page?: number;
  onPageChange: (page: number) => void;
  /** @default false */
  isLoading?: boolean;
  /** @default undefined */
  error?: string;
  /**
   * The `news_list` ad slot (the screen's `AdSlots`), shown between the posts after the third one (after the
   * last on a shorter page). @default undefined
   */
  adSlot?: ReactNode;
}

/** Where the list's ad stands: after this many posts. */
export const feedAdAfter = 3;

/** The drivers' news (beyond the spec): the active channels' published posts, newest first. */
export function NewsFeedView({
  posts,
  hasMore = false,
  page = 0,
  onPageChange,
  isLoading = false,
  error,
  adSlot,
}: NewsFeedViewProps) {
  const adAfter = Math.min(feedAdAfter, posts.length) - 1;
  return (
    <Stack space="lg">
      <PageHeader title={NewsLabels.feedTitle} />
      {error ? <Alert kind="error" message={error} /> : null}
      {isLoading && posts.length === 0 ? (
        <Skeleton lines={6} label={NewsLabels.loading} />
      ) : posts.length === 0 && !error ? (
        <EmptyState title={NewsText.noNews} icon={null} />
      ) : (
        <ul className={styles.list} aria-busy={isLoading}>
          {posts.map((post, index) => (
            <Fragment key={post.id}>
              <li className={styles.card}>
                {post.thumbnailSmall ? (
                  <img
                    className={styles.cardImage}
                    src={post.thumbnailSmall}
                    srcSet={thumbnailSrcSet(post)}
                    // A card is at most ~36rem wide: the small rendition serves it on ordinary screens.
                    sizes="(max-width: 600px) 100vw, 587px"
                    width={587}
                    height={226}
                    alt=""
                    loading={index < 2 ? "eager" : "lazy"}
                  />
                ) : null}
                <h2 className={styles.cardTitle}>
                  <Link href={`/members/news/${post.id}`}>{post.title}</Link>
                </h2>
                <p className={styles.meta}>
                  {post.channelName} · {formatDate(post.publishedAt)} · {NewsLabels.views(post.views)}
                </p>
              </li>
              {index === adAfter && adSlot ? <li className={styles.adItem}>{adSlot}</li> : null}
            </Fragment>
          ))}
        </ul>
      )}
      {page > 0 || hasMore ? (
        <Inline space="sm" align="spaceBetween">
          <Button
            variant="secondary"
            isDisabled={page === 0 || isLoading}
            onPress={() => onPageChange(page - 1)}
          >
            {NewsLabels.newer}
          </Button>
          <Button
            variant="secondary"
            isDisabled={!hasMore || isLoading}
            onPress={() => onPageChange(page + 1)}
          >
            {NewsLabels.older}
          </Button>
        </Inline>
      ) : null}
    </Stack>
  );
}
