import { canPublishPosts, newsListRoles, newsManagerRoles, newsWriterRoles } from "@haulboard/domain";
import { sanitizeRichText } from "@haulboard/editor/sanitize";
import type { Queryable } from "../db/Database.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import { roles } from "../http/access.ts";
import type { Caller, HandlerInput } from "../http/context.ts";
import { type ChannelRow, channelColumnsSql, type PostRow, postColumnsSql } from "./rows.ts";

export const isContributorOnly = (caller: Caller) => !canPublishPosts(caller.roles);

export const loadChannel = async (q: Queryable, id: number): Promise<ChannelRow> => {
  const [row] = await q.query<ChannelRow>(
    `select ${channelColumnsSql} from news_channels c where c.id = $1`,
    [id],
  );
  if (!row) throw appError(Errors.channelNotFound);
  return row;
};

export const cleanDescription = (description: string | null): string | null => {
  const text = description?.trim() ?? "";
  if (text.length > 2000) throw appError(Errors.channelDescriptionTooLong, { field: "description" });
  return text === "" ? null : text;
};

export const cleanName = (name: string): string => {
  const text = name.trim();
  if (text === "") throw appError(Errors.nameRequired, { field: "name" });
  return text;
};

export const loadPost = async (q: Queryable, id: number, lock = false): Promise<PostRow> => {
  const [row] = await q.query<PostRow>(
    `select ${postColumnsSql} from news_posts p where p.id = $1${lock ? " for update" : ""}`,
    [id],
  );
  if (!row) throw appError(Errors.newsPostNotFound);
  return row;
};

/** The thumbnail must be an image uploaded for news: its small rendition comes from that upload. */
const thumbnailOf = async (q: Queryable, thumbnail: string | null) => {
  const url = thumbnail?.trim() ?? "";
  if (url === "") return { thumbnail: null, full: null, small: null };
  const [image] = await q.query<{ image_url: string; small_url: string }>(
    "select image_url, small_url from news_images where image_url = $1 or small_url = $1 limit 1",
    [url],
  );
  if (!image) throw appError(Errors.thumbnailUnknown, { field: "thumbnail" });
  return { thumbnail: image.image_url, full: image.image_url, small: image.small_url };
};

export const postValues = async (q: Queryable, body: HandlerInput<"news.createPost">["body"]) => {
  const title = body.title.trim();
  if (title === "") throw appError(Errors.titleRequired, { field: "title" });
  const thumb = await thumbnailOf(q, body.thumbnail);
  return [
    title,
    sanitizeRichText(body.body),
    thumb.thumbnail,
    thumb.full,
    thumb.small,
    body.isActive,
    body.scheduledAt === null ? null : new Date(body.scheduledAt).toISOString(),
  ] as const;
};

export const checkScheduledAt = (scheduledAt: string | null) => {
  if (scheduledAt !== null && Number.isNaN(Date.parse(scheduledAt)))
    throw appError(Errors.scheduledAtInvalid, { field: "scheduled_at" });
};

/** A contributor changes only their own drafts (never a published or scheduled post). */
export const checkWritable = (caller: Caller, post: PostRow) => {
  if (!isContributorOnly(caller)) return;
  if (post.user_id !== caller.userId || post.is_active) throw appError(Errors.contributorsOwnDrafts);
};

// ---------- rules ----------

export const readers = roles(newsListRoles);

export const writers = roles(newsWriterRoles);

export const managers = roles(newsManagerRoles);
