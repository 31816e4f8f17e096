-- Positions stored as earth points (issues 17 and 19). A radius search or a distance read
-- ll_to_earth(latitude, longitude) for every row it looked at: an SQL function with three trigonometric
-- calls and the earth domain's checks, the most of a candidates list's or a search's time over tens of
-- thousands of rows. Stored, it is computed once per write; the distance is then earthdistance's own
-- formula over cube_distance (matching/sql.ts `metersBetweenSql`).
alter table driver_profiles add column earth_position earth
  generated always as (ll_to_earth(latitude, longitude)) stored;
drop index driver_profiles_position;
create index driver_profiles_position on driver_profiles using gist (earth_position)
  where earth_position is not null;

alter table jobs add column earth_position earth
  generated always as (ll_to_earth(latitude, longitude)) stored;
drop index jobs_driver_position;
create index jobs_driver_position on jobs using gist (earth_position)
  where deleted_at is null and active and approval_status = 'approved';
