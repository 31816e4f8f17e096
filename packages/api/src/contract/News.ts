import { Schema } from "effect";
import * as Endpoint from "./Endpoint.ts";
import { Empty, Id, IdParams, IsoDateTime, PageQuery, SearchBody } from "./Shared.ts";
import { WireStruct } from "./Wire.ts";

export const ChannelType = Schema.Literals(["news", "blog", "video"]);
export type ChannelType = typeof ChannelType.Type;

export const Channel = WireStruct({
  id: Id,
  channelType: ChannelType,
  name: Schema.String,
  description: Schema.NullOr(Schema.String),
  isActive: Schema.Boolean,
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type Channel = typeof Channel.Type;

export const ChannelInput = WireStruct({
  channelType: ChannelType,
  name: Schema.String.check(Schema.isBetweenLength(1, 100)),
  description: Schema.NullOr(Schema.String),
  isActive: Schema.Boolean,
});
export type ChannelInput = typeof ChannelInput.Type;

export const Post = WireStruct({
  id: Id,
  channelId: Id,
  title: Schema.String,
  /** Rich text (HTML). */
  body: Schema.String,
  thumbnail: Schema.NullOr(Schema.String),
  thumbnailFull: Schema.NullOr(Schema.String),
  thumbnailSmall: Schema.NullOr(Schema.String),
  isActive: Schema.Boolean,
  scheduledAt: Schema.NullOr(IsoDateTime),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  views: Schema.Int,
  userId: Id,
});
export type Post = typeof Post.Type;

export const PostInput = WireStruct({
  title: Schema.String.check(Schema.isBetweenLength(1, 200)),
  thumbnail: Schema.NullOr(Schema.String),
  body: Schema.String,
  isActive: Schema.Boolean,
  scheduledAt: Schema.NullOr(IsoDateTime),
});
export type PostInput = typeof PostInput.Type;

export const channelSearchFields = ["name", "channel_type", "is_active", "created_at"] as const;
export const ChannelSearchRequest = SearchBody(channelSearchFields);

export const searchChannels = Endpoint.make({
  name: "news.searchChannels",
  method: "POST",
  path: "/news/channels/search",
  auth: "bearer",
  query: PageQuery,
  body: ChannelSearchRequest,
  success: Schema.Array(Channel),
  paginated: true,
  description: "News channels with filters, newest first by default.",
});

export const createChannel = Endpoint.make({
  name: "news.createChannel",
  method: "POST",
  path: "/news/channels",
  auth: "bearer",
  body: ChannelInput,
  success: Channel,
  description: "News admins: create a channel.",
});

export const getChannel = Endpoint.make({
  name: "news.getChannel",
  method: "GET",
  path: "/news/channels/{id}",
  auth: "bearer",
  params: IdParams,
  success: Channel,
  description: "A channel.",
});

export const updateChannel = Endpoint.make({
  name: "news.updateChannel",
  method: "PATCH",
  path: "/news/channels/{id}",
  auth: "bearer",
  params: IdParams,
  body: ChannelInput,
  success: Channel,
  description: "News admins: change a channel.",
});

export const deleteChannel = Endpoint.make({
  name: "news.deleteChannel",
  method: "DELETE",
  path: "/news/channels/{id}",
  auth: "bearer",
  params: IdParams,
  success: Empty,
  description: "News admins: delete a channel and its posts.",
});

export const listPosts = Endpoint.make({
  name: "news.listPosts",
  method: "GET",
  path: "/news/channels/{id}/posts",
  auth: "bearer",
  params: IdParams,
  query: PageQuery,
  success: Schema.Array(Post),
  paginated: true,
  description: "Posts of a channel, newest first.",
});

export const createPost = Endpoint.make({
  name: "news.createPost",
  method: "POST",
  path: "/admin/news/channels/{id}/posts",
  auth: "bearer",
  params: IdParams,
  body: PostInput,
  success: Post,
  description: "News staff: write a post in a channel.",
});

export const getPost = Endpoint.make({
  name: "news.getPost",
  method: "GET",
  path: "/news/posts/{id}",
  auth: "bearer",
  params: IdParams,
  success: Post,
  description: "A post.",
});

export const updatePost = Endpoint.make({
  name: "news.updatePost",
  method: "PATCH",
  path: "/news/posts/{id}",
  auth: "bearer",
  params: IdParams,
  body: PostInput,
  success: Post,
  description: "News staff: change a post.",
});

export const deletePost = Endpoint.make({
  name: "news.deletePost",
  method: "DELETE",
  path: "/news/channels/posts/{id}",
  auth: "bearer",
  params: IdParams,
  success: Empty,
  description: "News staff: delete a post.",
});

// ---------- the drivers' reading side (issue 20, beyond the spec) ----------

/** A published post of an active channel as a reader sees it in the list. */
export const FeedPost = WireStruct({
  id: Id,
  channelId: Id,
  channelName: Schema.String,
  title: Schema.String,
  thumbnailFull: Schema.NullOr(Schema.String),
  thumbnailSmall: Schema.NullOr(Schema.String),
  /** The scheduled time, else the creation time. */
  publishedAt: IsoDateTime,
  views: Schema.Int,
});
export type FeedPost = typeof FeedPost.Type;

/** A page of the feed: no total (counting every published post would cost more than the page). */
export const FeedPage = WireStruct({ posts: Schema.Array(FeedPost), hasMore: Schema.Boolean });
export type FeedPage = typeof FeedPage.Type;

export const FeedPostDetail = WireStruct({
  id: Id,
  channelId: Id,
  channelName: Schema.String,
  title: Schema.String,
  /** Sanitised HTML, as stored. */
  body: Schema.String,
  thumbnailFull: Schema.NullOr(Schema.String),
  thumbnailSmall: Schema.NullOr(Schema.String),
  publishedAt: IsoDateTime,
  views: Schema.Int,
});
export type FeedPostDetail = typeof FeedPostDetail.Type;

export const feed = Endpoint.make({
  name: "news.feed",
  method: "GET",
  path: "/members/news",
  auth: "bearer",
  query: PageQuery,
  success: FeedPage,
  description: "Drivers: the active channels' published posts, newest first.",
});

export const readPost = Endpoint.make({
  name: "news.readPost",
  method: "GET",
  path: "/members/news/{id}",
  auth: "bearer",
  params: IdParams,
  success: FeedPostDetail,
  description: "Drivers: a published post; the first read by a reader counts one view.",
});

/** The calls of this resource by name, as `api.news` and the client (`client.news.<call>`) expose them. */
export const newsCalls = {
  searchChannels: searchChannels,
  createChannel: createChannel,
  getChannel: getChannel,
  updateChannel: updateChannel,
  deleteChannel: deleteChannel,
  listPosts: listPosts,
  createPost: createPost,
  getPost: getPost,
  updatePost: updatePost,
  deletePost: deletePost,
  feed: feed,
  readPost: readPost,
} as const;
