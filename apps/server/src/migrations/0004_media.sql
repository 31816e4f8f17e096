-- Schema version 3: media uploads (employer-work §7 "Media"). The bookkeeping of chunked uploads lives
-- here, not in a replica's memory or disk, so any replica can take the next part of an upload.
-- Written for PostgreSQL 15 and PGlite.

-- An open chunked upload: who started it (user and company), what it will become, where its parts go.
create table media_uploads (
  id text primary key,
  owner_user_id integer not null references users (id) on delete cascade,
  company_id integer references companies (id) on delete cascade,
  -- 'jobs' or 'ads': the area of the stored file.
  area text not null check (area in ('jobs', 'ads')),
  -- The stored file's name (returned by start, sent back with every chunk and with finish).
  file_name text not null unique,
  extension text not null,
  -- The storage's own id of the multipart upload (S3 UploadId; the local adapter's part folder).
  storage_upload_id text not null,
  -- The type read from the first part's bytes (magic numbers), e.g. 'mp4'.
  detected_type text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  -- Set while finish assembles the parts (one finish at a time).
  finishing_at timestamptz,
  -- Set by the sweep that claims an expired upload; the row goes once its parts are removed.
  swept_at timestamptz
);
create index media_uploads_owner on media_uploads (owner_user_id, created_at);
create index media_uploads_expires on media_uploads (expires_at);

-- A part the storage acknowledged, after the server checked its SHA-256 against the client's.
create table media_upload_parts (
  upload_id text not null references media_uploads (id) on delete cascade,
  part_number integer not null check (part_number between 1 and 10000),
  size bigint not null,
  etag text not null,
  sha256 text not null,
  created_at timestamptz not null default now(),
  primary key (upload_id, part_number)
);

-- A stored file (video, image, logo), owned by the user and company that uploaded it.
create table media_files (
  area text not null check (area in ('jobs', 'ads', 'news', 'logos')),
  file_name text not null,
  owner_user_id integer references users (id) on delete set null,
  company_id integer references companies (id) on delete cascade,
  content_type text not null,
  size bigint not null,
  created_at timestamptz not null default now(),
  primary key (area, file_name)
);
create index media_files_owner on media_files (owner_user_id, created_at);

-- Requests that missed (unknown upload ids, file names): counted per user to slow down guessing.
create table media_misses (
  user_id integer not null,
  at timestamptz not null default now()
);
create index media_misses_user on media_misses (user_id, at);
