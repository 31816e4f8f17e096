// News (employer-work §3 "News and ads", §7 "News and ads"; issue 20): channels, posts, and the drivers'
// reading side. Who may do what is in @haulboard/domain (News.ts) and packages/news/README.md: the news
// list's roles read; news admins, contributors and admins write posts; news admins and admins manage
// channels and publish; a contributor changes only their own drafts.
import type { Routes } from "../http/context.ts";
import { createChannelRoute } from "./createChannel.ts";
import { createPostRoute } from "./createPost.ts";
import { deleteChannelRoute } from "./deleteChannel.ts";
import { deletePostRoute } from "./deletePost.ts";
import { feedRoute } from "./feed.ts";
import { getChannelRoute } from "./getChannel.ts";
import { getPostRoute } from "./getPost.ts";
import { listPostsRoute } from "./listPosts.ts";
import { readPostRoute } from "./readPost.ts";
import { searchChannelsRoute } from "./searchChannels.ts";
import { updateChannelRoute } from "./updateChannel.ts";
import { updatePostRoute } from "./updatePost.ts";

export const newsRoutes: Routes = {
  "news.searchChannels": searchChannelsRoute,
  "news.createChannel": createChannelRoute,
  "news.getChannel": getChannelRoute,
  "news.updateChannel": updateChannelRoute,
  "news.deleteChannel": deleteChannelRoute,
  "news.listPosts": listPostsRoute,
  "news.createPost": createPostRoute,
  "news.getPost": getPostRoute,
  "news.updatePost": updatePostRoute,
  "news.deletePost": deletePostRoute,
  "news.feed": feedRoute,
  "news.readPost": readPostRoute,
};
