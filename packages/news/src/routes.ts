import type { LazyRoute } from "@haulboard/shell";

/**
 * The news area's routes for the app's route table (apps/web/src/routes.tsx), as lazy route objects: the
 * channels list (/news), a channel's posts, the post editor, and the channels screen (/admin/channels).
 */
export const newsRoutes: readonly LazyRoute[] = [
  { path: "/news", load: () => import("./routes/news.tsx") },
  { path: "/news/channels/:id", load: () => import("./routes/news-channel.tsx") },
  { path: "/news/channels/:id/posts/new", load: () => import("./routes/news-post-new.tsx") },
  { path: "/news/posts/:id/edit", load: () => import("./routes/news-post-edit.tsx") },
  { path: "/admin/channels", load: () => import("./routes/admin-channels.tsx") },
];

/** The drivers' reading side (beyond the spec), in the members portal: the news and one post. */
export const newsReaderRoutes: readonly LazyRoute[] = [
  { path: "/members/news", load: () => import("./routes/members-news.tsx") },
  { path: "/members/news/:id", load: () => import("./routes/members-news-post.tsx") },
];
