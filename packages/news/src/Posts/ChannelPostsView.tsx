import type { News } from "@haulboard/api";
import { defaultPageSize, formatDateTime, NewsText } from "@haulboard/domain";
import {
  DataGrid,
  type DataGridColumn,
  type DataGridQuery,
  Inline,
  Link,
  PageHeader,
  Skeleton,
  Stack,
} from "@haulboard/ui";
import { NewsLabels } from "../NewsLabels.ts";
import { PostStateBadge } from "./PostStateBadge.tsx";

type Post = News.Post;

export interface ChannelPostsViewProps {
  /** The channel; undefined while it loads. */
  channel: News.Channel | undefined;
  posts: ReadonlyArray<Post>;
  total: number;
  onQueryChange: (query: DataGridQuery) => void;
  /** Whether the caller writes posts (shows New post and Edit). @default false */
  canWrite?: boolean;
  /** The clock the states are read against. @default new Date() */
  now?: Date;
  /** @default false */
  isLoading?: boolean;
  /** @default undefined */
  error?: string;
}

/** A channel's posts, newest first: title, state (Draft, Scheduled, Published), publish time, views. */
export function ChannelPostsView({
  channel,
  posts,
  total,
  onQueryChange,
  canWrite = false,
  now = new Date(),
  isLoading = false,
  error,
}: ChannelPostsViewProps) {
  const columns: DataGridColumn<Post>[] = [
    {
      id: "title",
      header: NewsLabels.title,
      value: (post) => post.title,
      cell: (post) =>
        canWrite ? <Link href={`/news/posts/${post.id}/edit`}>{post.title}</Link> : post.title,
      isSortable: false,
      isRowHeader: true,
    },
    {
      id: "state",
      header: NewsLabels.status,
      value: (post) => post.isActive,
      cell: (post) => <PostStateBadge post={post} now={now} />,
      isSortable: false,
    },
    {
      id: "publishAt",
      header: NewsLabels.scheduledAt,
      value: (post) => post.scheduledAt ?? post.createdAt,
      cell: (post) => formatDateTime(post.scheduledAt ?? post.createdAt),
      isSortable: false,
    },
    {
      id: "views",
      header: NewsLabels.columns.views,
      value: (post) => post.views,
      isSortable: false,
      align: "end",
    },
  ];
  return (
    <Stack space="lg">
      <Link href="/news" variant="standalone">
        {NewsLabels.backToChannels}
      </Link>
      {channel ? (
        <PageHeader
          title={channel.name}
          subtitle={channel.description ?? undefined}
          actions={
            canWrite ? (
              <Link href={`/news/channels/${channel.id}/posts/new`} variant="standalone">
                {NewsLabels.newPost}
              </Link>
            ) : null
          }
        />
      ) : (
        <Inline space="md">
          <Skeleton shape="text" />
        </Inline>
      )}
      <DataGrid
        label={`${NewsLabels.posts}${channel ? `: ${channel.name}` : ""}`}
        mode="server"
        columns={columns}
        data={posts}
        rowCount={total}
        getRowId={(post) => String(post.id)}
        getRowLabel={(post) => post.title}
        onQueryChange={onQueryChange}
        isLoading={isLoading}
        error={error}
        emptyText={NewsText.noPosts}
        defaultPageSize={defaultPageSize}
      />
    </Stack>
  );
}
