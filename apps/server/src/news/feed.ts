import { defaultPageSize, newsReaderRoles } from "@haulboard/domain";
import { makeKeptPages, readChangeCounter } from "../cache/totals.ts";
import type { Queryable } from "../db/Database.ts";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { pageOf } from "../http/search.ts";
import { type FeedRow, feedColumnsSql, toFeedPost, visibleSql } from "./rows.ts";

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

export const feedRoute: Route<"news.feed"> = { access: roles(newsReaderRoles), handle: feed };
