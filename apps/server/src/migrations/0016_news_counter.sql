-- The drivers' news feed (GET /members/news, src/routes/news.ts) keeps its pages in memory per value of this
-- counter. Every statement that may change what the feed shows bumps it in its own transaction (as the
-- companies counter of 0004), on any replica: channels, and posts, except a read counted on a post (its
-- `views`, which the kept pages may show a few seconds late).
insert into change_counters (name) values ('news');

create trigger news_channels_news_counter
  after insert or update or delete or truncate on news_channels
  for each statement execute function bump_change_counter('news');
create trigger news_posts_news_counter
  after insert or delete or truncate on news_posts
  for each statement execute function bump_change_counter('news');
create trigger news_posts_news_counter_update
  after update of channel_id, title, thumbnail_full, thumbnail_small, is_active, scheduled_at, created_at
  on news_posts
  for each statement execute function bump_change_counter('news');
