-- Posted Jobs' candidates totals (src/matching/candidateTotals.ts) remember where the eligible drivers live
-- per value of this counter. Every statement that may change who is an eligible driver, or where one lives,
-- bumps it in its own transaction (as the companies counter of 0004), so no total is ever counted on an
-- outdated list.
insert into change_counters (name) values ('drivers');

create trigger driver_profiles_drivers_counter
  after insert or delete or update of user_id, latitude, longitude or truncate on driver_profiles
  for each statement execute function bump_change_counter('drivers');
create trigger users_drivers_counter
  after insert or delete or update of active, deleted_at or truncate on users
  for each statement execute function bump_change_counter('drivers');
create trigger user_roles_drivers_counter
  after insert or update or delete or truncate on user_roles
  for each statement execute function bump_change_counter('drivers');
