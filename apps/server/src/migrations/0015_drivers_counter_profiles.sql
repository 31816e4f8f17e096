-- The candidates list (src/matching/driverIndex.ts) keeps every eligible driver's matching columns in
-- memory per value of the `drivers` counter (0013): any write to a driver's profile (endorsements, years,
-- home time, job types, not only the position) must bump it.
drop trigger driver_profiles_drivers_counter on driver_profiles;
create trigger driver_profiles_drivers_counter
  after insert or update or delete or truncate on driver_profiles
  for each statement execute function bump_change_counter('drivers');
