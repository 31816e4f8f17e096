import { hasAnyRole, type Role, RoleName } from "./Role.ts";

/**
 * Who may do what in the news area (issue 20; the spec leaves it open, packages/news/README.md records it):
 *
 * - Reading channels and posts on /news: the news list's roles (access §6, `newsListRoles`).
 * - Writing posts (create, edit, delete, upload images, albums): news admins, news contributors, and
 *   admins ("internal admins … manage news channels, posts and ads", employer-work overview).
 * - Managing channels (create, edit, activate, deactivate, delete) and publishing: news admins and admins.
 *   A contributor writes drafts (inactive posts) and changes only their own drafts; a news admin makes a
 *   post active, which publishes it (at once, or at its scheduled time).
 */
export const newsManagerRoles: readonly Role[] = [RoleName.newsAdmin, RoleName.superAdmin, RoleName.admin];
export const newsWriterRoles: readonly Role[] = [...newsManagerRoles, RoleName.newsContributor];
/** The drivers' reading side (beyond the spec): the members portal's readers. */
export const newsReaderRoles: readonly Role[] = [RoleName.driver];

export const canManageChannels = (roles: readonly Role[]): boolean => hasAnyRole(roles, newsManagerRoles);
export const canWritePosts = (roles: readonly Role[]): boolean => hasAnyRole(roles, newsWriterRoles);
export const canPublishPosts = canManageChannels;

export const channelTypes = ["news", "blog", "video"] as const;
export type NewsChannelType = (typeof channelTypes)[number];
export const channelTypeLabels: Readonly<Record<NewsChannelType, string>> = {
  news: "News",
  blog: "Blog",
  video: "Video",
};

/** A post's state as the staff see it: a draft, scheduled for later, or published. */
export type PostState = "draft" | "scheduled" | "published";
export const postStateLabels: Readonly<Record<PostState, string>> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
};

/** Visibility is a comparison with the clock (the server does the same in SQL): no job publishes posts. */
export const postStateOf = (
  post: { readonly isActive: boolean; readonly scheduledAt: string | null },
  now: Date,
): PostState => {
  if (!post.isActive) return "draft";
  if (post.scheduledAt !== null && Date.parse(post.scheduledAt) > now.getTime()) return "scheduled";
  return "published";
};

/** The news area's own texts (ours: the spec shows none beyond the catalogue's). */
export const NewsText = {
  onlyManagersManageChannels: "Only news admins manage channels.",
  onlyManagersPublish:
    "Only news admins publish posts. Save it as a draft and ask a news admin to publish it.",
  contributorsOwnDrafts: "Contributors change only their own drafts.",
  channelNotFound: "Channel not found",
  postNotFound: "Post not found",
  albumNotFound: "Album not found",
  // Albums' images (issue 20, our design: packages/news/README.md "Albums").
  contributorsOwnAlbums: "Contributors change only their own albums.",
  imageNotUploaded: "Upload the image through the channel's image upload first.",
  imageNotInAlbum: "That image is not in this album.",
  imageInAnotherAlbum: "That image is in another person's album.",
  thumbnailUnknown: "Upload the thumbnail through the channel's image upload first.",
  noChannels: "No channels match these filters.",
  noPosts: "This channel has no posts yet.",
  noNews: "No news yet. Posts from the network's channels appear here.",
  deletePostQuestion: "Delete this post? Readers will no longer see it.",
  deleteChannelQuestion: "Delete this channel and all of its posts?",
  postDeleted: "The post was deleted.",
  channelCreated: "The channel was created.",
} as const;
