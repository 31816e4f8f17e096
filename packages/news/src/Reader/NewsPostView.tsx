import type { News } from "@haulboard/api";
import { formatDate } from "@haulboard/domain";
import { RichTextContent } from "@haulboard/editor/field";
import { Alert, Link, PageHeader, Skeleton, Stack } from "@haulboard/ui";
import type { ReactNode } from "react";
import { NewsLabels } from "../NewsLabels.ts";
import { thumbnailSrcSet } from "./NewsFeedView.tsx";
import * as styles from "./Reader.css.ts";

export interface NewsPostViewProps {
  /** The post; undefined while it loads. */
  post: News.FeedPostDetail | undefined;
  /** @default undefined */
  error?: string;
  /**
   * The `news_post` ad slot (the screen's `AdSlots`, asked for after the page has loaded), under the post.
   * @default undefined
   */
  adSlot?: ReactNode;
}

/** A post for drivers: the full thumbnail (srcset), the stored sanitised HTML, the channel, date and views. */
export function NewsPostView({ post, error, adSlot }: NewsPostViewProps) {
  return (
    <Stack space="lg">
      <Link href="/members/news" variant="standalone">
        {NewsLabels.backToNews}
      </Link>
      {error ? <Alert kind="error" message={error} /> : null}
      {!post && !error ? <Skeleton lines={8} label={NewsLabels.loading} /> : null}
      {post ? (
        <article className={styles.article}>
          <Stack space="md">
            <PageHeader
              title={post.title}
              subtitle={`${post.channelName} · ${formatDate(post.publishedAt)} · ${NewsLabels.views(post.views)}`}
            />
            {post.thumbnailFull ? (
              <img
                className={styles.heroImage}
                src={post.thumbnailFull}
                srcSet={thumbnailSrcSet(post)}
                sizes="(max-width: 56rem) 100vw, 56rem"
                width={1440}
                height={554}
                alt=""
                fetchPriority="high"
              />
            ) : null}
            <RichTextContent html={post.body} label={post.title} />
          </Stack>
        </article>
      ) : null}
      {post && adSlot ? <aside className={styles.adAside}>{adSlot}</aside> : null}
    </Stack>
  );
}
