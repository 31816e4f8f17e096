// ---------- rows ----------

export interface ChannelRow {
  id: number;
  channel_type: "news" | "blog" | "video";
  name: string;
  description: string | null;
  is_active: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

export const iso = (value: Date | string): string =>
  (value instanceof Date ? value : new Date(value)).toISOString();

const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : iso(value));

export const channelColumnsSql =
  "c.id, c.channel_type, c.name, c.description, c.is_active, c.created_at, c.updated_at";

export const toChannel = (row: ChannelRow) => ({
  id: row.id,
  channelType: row.channel_type,
  name: row.name,
  description: row.description,
  isActive: row.is_active,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

export interface PostRow {
  id: number;
  channel_id: number;
  title: string;
  body: string;
  thumbnail: string | null;
  thumbnail_full: string | null;
  thumbnail_small: string | null;
  is_active: boolean;
  scheduled_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  views: number;
  user_id: number;
}

export const postColumnsSql = `p.id, p.channel_id, p.title, p.body, p.thumbnail, p.thumbnail_full, p.thumbnail_small,
  p.is_active, p.scheduled_at, p.created_at, p.updated_at, p.views, p.user_id`;

export const toPost = (row: PostRow) => ({
  id: row.id,
  channelId: row.channel_id,
  title: row.title,
  body: row.body,
  thumbnail: row.thumbnail,
  thumbnailFull: row.thumbnail_full,
  thumbnailSmall: row.thumbnail_small,
  isActive: row.is_active,
  scheduledAt: isoOrNull(row.scheduled_at),
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
  views: row.views,
  userId: row.user_id,
});

// ---------- the drivers' reading side ----------

/** Visible to readers: an active post of an active channel whose time has come (a query, no job). */
export const visibleSql = "p.is_active and p.published_at <= now() and c.is_active";

export interface FeedRow {
  id: number;
  channel_id: number;
  channel_name: string;
  title: string;
  thumbnail_full: string | null;
  thumbnail_small: string | null;
  published_at: Date | string;
  views: number;
}

export const toFeedPost = (row: FeedRow) => ({
  id: row.id,
  channelId: row.channel_id,
  channelName: row.channel_name,
  title: row.title,
  thumbnailFull: row.thumbnail_full,
  thumbnailSmall: row.thumbnail_small,
  publishedAt: iso(row.published_at),
  views: row.views,
});

export const feedColumnsSql = `p.id, p.channel_id, c.name as channel_name, p.title, p.thumbnail_full, p.thumbnail_small,
  p.published_at, p.views`;
