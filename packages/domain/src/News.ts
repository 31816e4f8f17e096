import { Schema } from "effect";
import { hasAnyRole, type Role, RoleName } from "./Role.ts";
import { matching, requiredText } from "./Validation/rules.ts";

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
  albumCreated: "The album was created.",
  imageFiled: "The image was added to the album.",
  imageRemovedFromAlbum: "The image was taken out of the album.",
  albumDeleted: "The album was deleted.",
  albumRenamed: "The album was renamed.",
  noAlbums: "No albums yet. Create one, then upload images into it.",
  noAlbumImages: "This album has no images yet. Upload one to add it.",
  // The forms' messages (shell recipe: useSchemaForm with the schemas below).
  channelNameMissing: "Enter the channel's name.",
  postTitleMissing: "Enter the post's title.",
  albumTitleMissing: "Enter the album's title.",
  tooLong: (max: number) => `Use at most ${max} characters.`,
  scheduledAtInvalid: "Enter a valid date and time.",
  thumbnailUnknown: "Upload the thumbnail through the channel's image upload first.",
  noChannels: "No channels match these filters.",
  noPosts: "This channel has no posts yet.",
  noNews: "No news yet. Posts from the network's channels appear here.",
  deletePostQuestion: "Delete this post? Readers will no longer see it.",
  deleteChannelQuestion: "Delete this channel and all of its posts?",
  postDeleted: "The post was deleted.",
  channelCreated: "The channel was created.",
} as const;

// ---------- the forms of the news screens (validated by the shell's useSchemaForm) ----------

/** Create or edit a channel: channel_type, name, description, is_active (employer-work §3). */
export const ChannelForm = Schema.Struct({
  channelType: Schema.Literals(channelTypes),
  name: requiredText(
    NewsText.channelNameMissing,
    Schema.isMaxLength(100, { message: NewsText.tooLong(100) }),
  ),
  description: Schema.String.check(Schema.isMaxLength(2000, { message: NewsText.tooLong(2000) })),
  isActive: Schema.Boolean,
});
export type ChannelForm = typeof ChannelForm.Type;

/** A `datetime-local` value ("YYYY-MM-DDTHH:MM"), or empty for "publish at once". */
const isLocalDateTime = (value: string) =>
  value.trim() === "" || (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value)));

/** The post form: title, thumbnail, rich-text body, isActive, scheduledAt (employer-work §3). */
export const PostForm = Schema.Struct({
  title: requiredText(NewsText.postTitleMissing, Schema.isMaxLength(200, { message: NewsText.tooLong(200) })),
  /** The uploaded image's full and small URLs, or null for no thumbnail. */
  thumbnail: Schema.NullOr(Schema.Struct({ full: Schema.String, small: Schema.NullOr(Schema.String) })),
  body: Schema.String,
  isActive: Schema.Boolean,
  /** As the browser's datetime-local input holds it (local time), empty for none. */
  scheduledAt: Schema.String.check(matching(isLocalDateTime, NewsText.scheduledAtInvalid)),
});
export type PostForm = typeof PostForm.Type;

/** A new album's title. */
export const AlbumForm = Schema.Struct({
  title: requiredText(
    NewsText.albumTitleMissing,
    Schema.isMaxLength(100, { message: NewsText.tooLong(100) }),
  ),
});
export type AlbumForm = typeof AlbumForm.Type;
