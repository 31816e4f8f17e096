-- Schema version 3: hardening (issue 11).

-- Rate limits: one row per counted event ("signin:pair:…", "reset-code:email:…", "mail:to:…"), counted
-- in a sliding window. Every replica sees the same counts; the check and the insert run under a
-- transaction-level advisory lock on the key, so a burst cannot slip past the limit.
create table rate_events (
  key text not null,
  at timestamptz not null default now()
);
create index rate_events_key on rate_events (key, at);

-- Replaced by rate_events.
drop table sign_in_failures;

-- Refresh rotation: the successor of a spent token, so a second tab that presents the same token within
-- a few seconds gets the same successor instead of revoking the family.
alter table refresh_tokens add column successor_hash text;

-- An impersonation session lives only as long as the admin's own session that started it.
alter table sessions add column parent_session_id uuid references sessions (id) on delete cascade;
create index sessions_parent on sessions (parent_session_id) where parent_session_id is not null;

-- Mail is written to the outbox inside the transaction and sent after commit.
alter table mail_outbox add column attempts integer not null default 0;
create index mail_outbox_unsent on mail_outbox (id) where sent_at is null and error is null;
