-- The job list's pages (the ids of a page and the total of its search) are kept per value of this counter
-- and per day (src/routes/jobs.ts): a search over every company's jobs counts all its matches, some 30,000
-- for a common word on the large seed. Every statement that writes jobs bumps it, in the writing
-- transaction, so a kept page is exact on any replica. Job writes are not frequent (a post, an edit, a
-- renewal), so one counter for the table costs little.
insert into change_counters (name) values ('jobs');
create trigger jobs_change_counter
  after insert or delete or update or truncate on jobs
  for each statement execute function bump_change_counter('jobs');
