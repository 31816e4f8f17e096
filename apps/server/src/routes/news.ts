// News (employer-work §3 "News and ads", §7 "News and ads"; issue 20): channels, posts, albums, and the
// drivers' reading side. Who may do what is in @haulboard/domain (News.ts) and packages/news/README.md:
// the news list's roles read; news admins, contributors and admins write posts; news admins and admins
// manage channels and publish; a contributor changes only their own drafts.

import {
  canPublishPosts,
  defaultPageSize,
  newsListRoles,
  newsManagerRoles,
  newsReaderRoles,
  newsWriterRoles,
} from "@haulboard/domain";
import { sanitizeRichText } from "@haulboard/editor/sanitize";
import { makeKeptPages, readChangeCounter } from "../cache/totals.ts";
import type { Queryable } from "../db/Database.ts";
import { onlyRow } from "../db/Database.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import { roles } from "../http/access.ts";
import type { Caller, HandlerInput, Routes } from "../http/context.ts";
import { orderBy, pageOf, type SearchColumn, whereClauses } from "../http/search.ts";

// ---------- rows ----------

interface ChannelRow {
  id: number;
  channel_type: "news" | "blog" | "video";
  name: string;
  description: string | null;
  is_active: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();
const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : iso(value));

const channelColumnsSql =
  "c.id, c.channel_type, c.name, c.description, c.is_active, c.created_at, c.updated_at";

const toChannel = (row: ChannelRow) => ({
  id: row.id,
  channelType: row.channel_type,
  name: row.name,
  description: row.description,
  isActive: row.is_active,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

interface PostRow {
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

const postColumnsSql = `p.id, p.channel_id, p.title, p.body, p.thumbnail, p.thumbnail_full, p.thumbnail_small,
  p.is_active, p.scheduled_at, p.created_at, p.updated_at, p.views, p.user_id`;

const toPost = (row: PostRow) => ({
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

const isContributorOnly = (caller: Caller) => !canPublishPosts(caller.roles);

// ---------- channels ----------

const channelColumns: Readonly<Record<string, SearchColumn>> = {
  name: { sql: "c.name", kind: "text", notNull: true },
  channel_type: { sql: "c.channel_type", kind: "text", notNull: true },
  is_active: { sql: "c.is_active", kind: "boolean" },
  created_at: { sql: "c.created_at", kind: "date" },
};

/** POST /news/channels/search: filters, orders created_at descending by default, offset and limit. */
const searchChannels = async ({ body, query, deps }: HandlerInput<"news.searchChannels">) => {
  const page = pageOf(query, defaultPageSize);
  const params: unknown[] = [];
  const where = ["true", ...whereClauses(body.filters, channelColumns, params)];
  const order = orderBy(body.orders, channelColumns, { field: "created_at", direction: "desc" }, "c.id desc");
  params.push(page.take, page.skip);
  const rows = await deps.db.query<ChannelRow & { total: number }>(
    `select ${channelColumnsSql}, count(*) over ()::integer as total from news_channels c
      where ${where.join(" and ")} order by ${order} limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page.skip > 0) {
    const [counted] = await deps.db.query<{ total: number }>(
      `select count(*)::integer as total from news_channels c where ${where.join(" and ")}`,
      params.slice(0, -2),
    );
    total = counted?.total ?? 0;
  }
  return { data: rows.map(toChannel), pagination: { ...page, total } };
};

const loadChannel = async (q: Queryable, id: number): Promise<ChannelRow> => {
  const [row] = await q.query<ChannelRow>(
    `select ${channelColumnsSql} from news_channels c where c.id = $1`,
    [id],
  );
  if (!row) throw appError(Errors.channelNotFound);
  return row;
};

const getChannel = async ({ params, deps }: HandlerInput<"news.getChannel">) => ({
  data: toChannel(await loadChannel(deps.db, params.id)),
});

const cleanDescription = (description: string | null): string | null => {
  const text = description?.trim() ?? "";
  if (text.length > 2000) throw appError(Errors.channelDescriptionTooLong, { field: "description" });
  return text === "" ? null : text;
};

const cleanName = (name: string): string => {
  const text = name.trim();
  if (text === "") throw appError(Errors.nameRequired, { field: "name" });
  return text;
};

const createChannel = async ({ body, caller, deps }: HandlerInput<"news.createChannel">) => {
  const row = onlyRow(
    await deps.db.query<ChannelRow>(
      `insert into news_channels as c (channel_type, name, description, is_active, created_by)
       values ($1, $2, $3, $4, $5) returning ${channelColumnsSql}`,
      [
        body.channelType,
        cleanName(body.name),
        cleanDescription(body.description),
        body.isActive,
        caller.userId,
      ],
    ),
    "the new channel",
  );
  return { data: toChannel(row) };
};

const updateChannel = async ({ params, body, deps }: HandlerInput<"news.updateChannel">) => {
  const [row] = await deps.db.query<ChannelRow>(
    `update news_channels c set channel_type = $2, name = $3, description = $4, is_active = $5, updated_at = now()
      where c.id = $1 returning ${channelColumnsSql}`,
    [params.id, body.channelType, cleanName(body.name), cleanDescription(body.description), body.isActive],
  );
  if (!row) throw appError(Errors.channelNotFound);
  return { data: toChannel(row) };
};

const deleteChannel = async ({ params, deps }: HandlerInput<"news.deleteChannel">) => {
  const deleted = await deps.db.query("delete from news_channels where id = $1 returning id", [params.id]);
  if (deleted.length === 0) throw appError(Errors.channelNotFound);
  return { data: null };
};

// ---------- posts ----------

const listPosts = async ({ params, query, deps }: HandlerInput<"news.listPosts">) => {
  await loadChannel(deps.db, params.id);
  const page = pageOf(query, defaultPageSize);
  const rows = await deps.db.query<PostRow & { total: number }>(
    `select ${postColumnsSql}, count(*) over ()::integer as total from news_posts p
      where p.channel_id = $1 order by p.created_at desc, p.id desc limit $2 offset $3`,
    [params.id, page.take, page.skip],
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page.skip > 0) {
    const [counted] = await deps.db.query<{ total: number }>(
      "select count(*)::integer as total from news_posts where channel_id = $1",
      [params.id],
    );
    total = counted?.total ?? 0;
  }
  return { data: rows.map(toPost), pagination: { ...page, total } };
};

const loadPost = async (q: Queryable, id: number, lock = false): Promise<PostRow> => {
  const [row] = await q.query<PostRow>(
    `select ${postColumnsSql} from news_posts p where p.id = $1${lock ? " for update" : ""}`,
    [id],
  );
  if (!row) throw appError(Errors.newsPostNotFound);
  return row;
};

const getPost = async ({ params, deps }: HandlerInput<"news.getPost">) => ({
  data: toPost(await loadPost(deps.db, params.id)),
});

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

const postValues = async (q: Queryable, body: HandlerInput<"news.createPost">["body"]) => {
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

const checkScheduledAt = (scheduledAt: string | null) => {
  if (scheduledAt !== null && Number.isNaN(Date.parse(scheduledAt)))
    throw appError(Errors.scheduledAtInvalid, { field: "scheduled_at" });
};

const createPost = async ({ params, body, caller, deps }: HandlerInput<"news.createPost">) => {
  if (body.isActive && isContributorOnly(caller)) throw appError(Errors.onlyManagersPublish);
  checkScheduledAt(body.scheduledAt);
  const row = await deps.db.transaction(async (tx) => {
    await loadChannel(tx, params.id);
    const values = await postValues(tx, body);
    return onlyRow(
      await tx.query<PostRow>(
        `insert into news_posts as p (channel_id, title, body, thumbnail, thumbnail_full, thumbnail_small,
           is_active, scheduled_at, user_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning ${postColumnsSql}`,
        [params.id, ...values, caller.userId],
      ),
      "the new post",
    );
  });
  return { data: toPost(row) };
};

/** A contributor changes only their own drafts (never a published or scheduled post). */
const checkWritable = (caller: Caller, post: PostRow) => {
  if (!isContributorOnly(caller)) return;
  if (post.user_id !== caller.userId || post.is_active) throw appError(Errors.contributorsOwnDrafts);
};

const updatePost = async ({ params, body, caller, deps }: HandlerInput<"news.updatePost">) => {
  if (body.isActive && isContributorOnly(caller)) throw appError(Errors.onlyManagersPublish);
  checkScheduledAt(body.scheduledAt);
  const row = await deps.db.transaction(async (tx) => {
    checkWritable(caller, await loadPost(tx, params.id, true));
    const values = await postValues(tx, body);
    return onlyRow(
      await tx.query<PostRow>(
        `update news_posts p set title = $2, body = $3, thumbnail = $4, thumbnail_full = $5, thumbnail_small = $6,
           is_active = $7, scheduled_at = $8, updated_at = now()
         where p.id = $1 returning ${postColumnsSql}`,
        [params.id, ...values],
      ),
      "the changed post",
    );
  });
  return { data: toPost(row) };
};

const deletePost = async ({ params, caller, deps }: HandlerInput<"news.deletePost">) => {
  await deps.db.transaction(async (tx) => {
    checkWritable(caller, await loadPost(tx, params.id, true));
    await tx.query("delete from news_posts where id = $1", [params.id]);
  });
  return { data: null };
};

// ---------- the drivers' reading side ----------

/** Visible to readers: an active post of an active channel whose time has come (a query, no job). */
const visibleSql = "p.is_active and p.published_at <= now() and c.is_active";

interface FeedRow {
  id: number;
  channel_id: number;
  channel_name: string;
  title: string;
  thumbnail_full: string | null;
  thumbnail_small: string | null;
  published_at: Date | string;
  views: number;
}

const toFeedPost = (row: FeedRow) => ({
  id: row.id,
  channelId: row.channel_id,
  channelName: row.channel_name,
  title: row.title,
  thumbnailFull: row.thumbnail_full,
  thumbnailSmall: row.thumbnail_small,
  publishedAt: iso(row.published_at),
  views: row.views,
});

const feedColumnsSql = `p.id, p.channel_id, c.name as channel_name, p.title, p.thumbnail_full, p.thumbnail_small,
  p.published_at, p.views`;

type FeedPage = { readonly posts: ReturnType<typeof toFeedPost>[]; readonly hasMore: boolean };

/** How long a kept page of the feed may show a post's view count late (reads do not bump the counter). */
const feedKeepMs = 10_000;
/** Pages kept per counter value at most (every reader asks the same first pages). */
const feedPagesKept = 64;

const readFeedPage = async (db: Queryable, skip: number, take: number) => {
  // One row more than the page tells whether another page exists, without counting every post.
  const rows = await db.query<FeedRow>(
    `select ${feedColumnsSql} from news_posts p join news_channels c on c.id = p.channel_id
      where ${visibleSql} order by p.published_at desc, p.id desc limit $1 offset $2`,
    [take + 1, skip],
  );
  // A scheduled post becomes visible at its time with no write: no page is kept past the next such time.
  const [next] = await db.query<{ in_ms: number | null }>(
    `select (extract(epoch from min(p.published_at) - now()) * 1000)::float8 as in_ms
       from news_posts p join news_channels c on c.id = p.channel_id
      where p.is_active and c.is_active and p.published_at > now()`,
  );
  const page: FeedPage = { posts: rows.slice(0, take).map(toFeedPost), hasMore: rows.length > take };
  return { page, nextPublishInMs: next?.in_ms ?? null };
};

/**
 * The feed's pages, kept per value of the `news` counter (migration 0015, bumped by every write to channels
 * and posts on any replica) for at most `feedKeepMs` and never past the next scheduled post's time. Every
 * driver reads the same first pages.
 */
const feedPages = makeKeptPages<FeedPage>(feedPagesKept);

const feed = async ({ query, deps }: HandlerInput<"news.feed">) => {
  const { skip, take } = pageOf(query, defaultPageSize);
  const version = await readChangeCounter(deps.db, "news");
  const data = await feedPages(deps.db, version, `${skip}:${take}`, async () => {
    const { page, nextPublishInMs } = await readFeedPage(deps.db, skip, take);
    // A scheduled post becomes visible at its time with no write: the page is not kept past it.
    return { value: page, keepMs: Math.min(feedKeepMs, nextPublishInMs ?? feedKeepMs) };
  });
  return { data };
};

const readPost = async ({ params, caller, deps }: HandlerInput<"news.readPost">) => {
  const row = await deps.db.transaction(async (tx) => {
    const [visible] = await tx.query<{ id: number }>(
      `select p.id from news_posts p join news_channels c on c.id = p.channel_id where p.id = $1 and ${visibleSql}`,
      [params.id],
    );
    // A draft, a scheduled post before its time or a post of an inactive channel does not exist for readers.
    if (!visible) throw appError(Errors.newsPostNotFound);
    const counted = await tx.query(
      "insert into news_post_views (post_id, user_id) values ($1, $2) on conflict do nothing returning post_id",
      [params.id, caller.userId],
    );
    if (counted.length > 0)
      await tx.query("update news_posts set views = views + 1 where id = $1", [params.id]);
    return onlyRow(
      await tx.query<FeedRow & { body: string }>(
        `select ${feedColumnsSql}, p.body from news_posts p join news_channels c on c.id = p.channel_id where p.id = $1`,
        [params.id],
      ),
      "the read post",
    );
  });
  return { data: { ...toFeedPost(row), body: row.body } };
};

// ---------- albums ----------

const listAlbums = async ({ deps }: HandlerInput<"albums.list">) => ({
  data: await deps.db.query<{ id: number; title: string }>(
    "select id, title from news_albums order by title, id",
  ),
});

/** A contributor renames or deletes only the albums they made; news admins and admins any. */
const checkAlbumOwner = async (q: Queryable, caller: Caller, id: number) => {
  const [album] = await q.query<{ created_by: number | null }>(
    "select created_by from news_albums where id = $1 for update",
    [id],
  );
  if (!album) throw appError(Errors.albumNotFound);
  if (isContributorOnly(caller) && album.created_by !== caller.userId)
    throw appError(Errors.contributorsOwnAlbums);
};

const saveAlbum = async ({ body, caller, deps }: HandlerInput<"albums.save">) => {
  const title = body.title.trim();
  if (title === "") throw appError(Errors.titleRequired, { field: "title" });
  const row = await deps.db.transaction(async (tx) => {
    if (body.id === undefined) {
      return onlyRow(
        await tx.query<{ id: number; title: string }>(
          "insert into news_albums (title, created_by) values ($1, $2) returning id, title",
          [title, caller.userId],
        ),
        "the new album",
      );
    }
    await checkAlbumOwner(tx, caller, body.id);
    return onlyRow(
      await tx.query<{ id: number; title: string }>(
        "update news_albums set title = $2 where id = $1 returning id, title",
        [body.id, title],
      ),
      "the renamed album",
    );
  });
  return { data: row };
};

const deleteAlbum = async ({ params, caller, deps }: HandlerInput<"albums.delete">) => {
  await deps.db.transaction(async (tx) => {
    await checkAlbumOwner(tx, caller, params.id);
    // Its images stay (posts show them); they only leave the album.
    await tx.query("delete from news_albums where id = $1", [params.id]);
  });
  return { data: null };
};

// ---------- the images of an album (our design: packages/news/README.md "Albums") ----------

interface AlbumImageRow {
  id: number;
  album_id: number;
  channel_id: number;
  image_url: string;
  small_url: string;
  created_at: Date | string;
}

const albumImageColumnsSql = "i.id, i.album_id, i.channel_id, i.image_url, i.small_url, i.created_at";

const toAlbumImage = (row: AlbumImageRow) => ({
  id: row.id,
  albumId: row.album_id,
  channelId: row.channel_id,
  imageUrl: row.image_url,
  smallImageUrl: row.small_url,
  createdAt: iso(row.created_at),
});

const listAlbumImages = async ({ params, deps }: HandlerInput<"albums.listImages">) => {
  const [album] = await deps.db.query("select id from news_albums where id = $1", [params.id]);
  if (!album) throw appError(Errors.albumNotFound);
  const rows = await deps.db.query<AlbumImageRow>(
    `select ${albumImageColumnsSql} from news_images i where i.album_id = $1 order by i.created_at desc, i.id desc`,
    [params.id],
  );
  return { data: rows.map(toAlbumImage) };
};

/**
 * Files an uploaded news image in an album (it leaves the album it was in). A contributor files only into
 * their own albums, and never takes an image out of another person's album.
 */
const addAlbumImage = async ({ params, body, caller, deps }: HandlerInput<"albums.addImage">) => {
  const url = body.imageUrl.trim();
  const row = await deps.db.transaction(async (tx) => {
    await checkAlbumOwner(tx, caller, params.id);
    const [image] = await tx.query<{ id: number; album_id: number | null; owner: number | null }>(
      `select i.id, i.album_id, a.created_by as owner from news_images i left join news_albums a on a.id = i.album_id
        where i.image_url = $1 or i.small_url = $1 order by i.id limit 1 for update of i`,
      [url],
    );
    if (!image) throw appError(Errors.imageNotUploaded, { field: "image_url" });
    if (
      isContributorOnly(caller) &&
      image.album_id !== null &&
      image.album_id !== params.id &&
      image.owner !== caller.userId
    )
      throw appError(Errors.imageInAnotherAlbum);
    return onlyRow(
      await tx.query<AlbumImageRow>(
        `update news_images i set album_id = $2 where i.id = $1 returning ${albumImageColumnsSql}`,
        [image.id, params.id],
      ),
      "the filed image",
    );
  });
  return { data: toAlbumImage(row) };
};

const removeAlbumImage = async ({ params, caller, deps }: HandlerInput<"albums.removeImage">) => {
  await deps.db.transaction(async (tx) => {
    await checkAlbumOwner(tx, caller, params.id);
    const removed = await tx.query(
      "update news_images set album_id = null where id = $1 and album_id = $2 returning id",
      [params.imageId, params.id],
    );
    if (removed.length === 0) throw appError(Errors.imageNotInAlbum);
  });
  return { data: null };
};

// ---------- rules ----------

const readers = roles(newsListRoles);
const writers = roles(newsWriterRoles);
const managers = roles(newsManagerRoles);

export const newsRoutes: Routes = {
  "news.searchChannels": { access: readers, handle: searchChannels },
  "news.getChannel": { access: readers, handle: getChannel },
  "news.createChannel": { access: managers, handle: createChannel },
  "news.updateChannel": { access: managers, handle: updateChannel },
  "news.deleteChannel": { access: managers, handle: deleteChannel },
  "news.listPosts": { access: readers, handle: listPosts },
  "news.getPost": { access: readers, handle: getPost },
  "news.createPost": { access: writers, handle: createPost },
  "news.updatePost": { access: writers, handle: updatePost },
  "news.deletePost": { access: writers, handle: deletePost },
  "news.feed": { access: roles(newsReaderRoles), handle: feed },
  "news.readPost": { access: roles(newsReaderRoles), handle: readPost },
  "albums.list": { access: writers, handle: listAlbums },
  "albums.save": { access: writers, handle: saveAlbum },
  "albums.delete": { access: writers, handle: deleteAlbum },
  "albums.listImages": { access: writers, handle: listAlbumImages },
  "albums.addImage": { access: writers, handle: addAlbumImage },
  "albums.removeImage": { access: writers, handle: removeAlbumImage },
};
