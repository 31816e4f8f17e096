-- The first schema version. Later migrations add the spec's entities.
create table if not exists app_meta (
  key text primary key,
  value text not null,
  updated_at timestamptz not null default now()
);
