-- A counter per table whose search totals are remembered (src/http/totals.ts). Every statement that
-- writes the table bumps it in the same transaction, so a replica that reads the counter before using a
-- remembered total sees a write committed by any other replica at once (a total is remembered per
-- counter value).
create table change_counters (
  name text primary key,
  version bigint not null default 0
);
insert into change_counters (name) values ('companies');

create function bump_change_counter() returns trigger language plpgsql as $$
begin
  update change_counters set version = version + 1 where name = TG_ARGV[0];
  return null;
end;
$$;

create trigger companies_change_counter after insert or update or delete or truncate on companies
  for each statement execute function bump_change_counter('companies');
