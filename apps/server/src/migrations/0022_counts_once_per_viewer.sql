-- Honest counts (issue 36 #3, #6): a figure one client can pump grows at most once per viewer, subject and
-- UTC day. `viewer` is `u:<user id>` for a signed-in user, else an anonymous key (an HMAC of the day, the
-- client's address and user agent with the server's secret: nothing that names a person is stored, and
-- the key changes every day). The row's creation is the count; a second request finds the row and counts
-- nothing. Used by src/http/countOnce.ts for ad clicks, job views and the hyperlink add-on's clicks.
create table counted_once (
  subject text not null,
  subject_id integer not null,
  viewer text not null,
  day date not null,
  primary key (subject, subject_id, viewer, day)
);
create index counted_once_day on counted_once (day);

-- Clicks the server filtered (no recorded impression, a second click of the viewer that day, a forged,
-- expired or misdirected token): redirected all the same, reported apart from the clicks that count.
alter table ad_stats add column invalid_clicks bigint not null default 0;
alter table ad_daily_stats add column invalid_clicks integer not null default 0;

-- A click now counts once per viewer, ad and day (counted_once), not once per served token.
drop table ad_clicks;
