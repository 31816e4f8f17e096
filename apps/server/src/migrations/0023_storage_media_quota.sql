-- Storage bounds (issue 36 #2): the sweep of unused files covers every area, and quotas hold under
-- concurrent uploads. Written for PostgreSQL 15 and PGlite.

-- A smaller rendition stored with its main file (a logo's 49×19 beside its 343×133, a news image's
-- 587×226 beside its full size): it is kept while its main file is used. Null for a main file.
alter table media_files add column rendition_of text;

-- When the sweep last found the file in use. A file is swept once nothing has used it for
-- `unusedMediaHours` (24) since it was stored or last seen in use, and a file in use is looked at again
-- only a day later, so each sweep reads the references for a bounded batch.
alter table media_files add column seen_in_use_at timestamptz;
create index media_files_sweep on media_files ((coalesce(seen_in_use_at, created_at)));

-- Bytes an upload in progress has claimed against its user's and company's quota (src/routes/media.ts):
-- taken under a per-user and per-company advisory lock together with the check, so two uploads at once
-- cannot both pass the check and together exceed the quota; dropped once the bytes are recorded (a file,
-- a part) or refused. A claim left by a process that died lapses at `expires_at`.
create table media_reservations (
  id bigint generated always as identity primary key,
  owner_user_id integer not null references users (id) on delete cascade,
  company_id integer references companies (id) on delete cascade,
  size bigint not null check (size >= 0),
  expires_at timestamptz not null
);
create index media_reservations_owner on media_reservations (owner_user_id);
create index media_reservations_company on media_reservations (company_id) where company_id is not null;
