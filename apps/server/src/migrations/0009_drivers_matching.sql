-- Schema version 8: the drivers' side (issue 19) and the employers' candidates (issue 17, "Candidates").
-- The matching rule of packages/domain/src/Matching.ts in SQL, so search and candidates sort and page by
-- it in the database; apps/server/test/matching.test.ts compares both on a sample. Indexes for the
-- drivers' search (position within a radius, full text over title and description) and for candidates
-- (drivers' home positions). Adds only functions, a generated column and indexes to 0005/0006's tables.

-- The share of `required` found in `held` (1 when nothing is required).
create function hb_share_held(required text[], held text[]) returns double precision
language sql immutable parallel safe as $$
  select case when coalesce(cardinality(required), 0) = 0 then 1.0::double precision
    else (select count(*) from unnest(required) r where r = any(coalesce(held, '{}')))::double precision
         / cardinality(required) end
$$;

-- Distance part: 1 within 25 miles, straight down to 0 at 250 miles; 0 when unknown.
create function hb_distance_score(miles double precision) returns double precision
language sql immutable parallel safe as $$
  select case when miles is null or miles < 0 then 0.0::double precision
    when miles <= 25 then 1.0::double precision
    when miles >= 250 then 0.0::double precision
    else (250 - miles) / 225.0 end
$$;

-- The score from 0 to 1, rounded to 4 decimals (domain matchDriverToJob: weights .30 .25 .15 .15 .15).
create function hb_match_score(
  job_endorsements text[], required_experience text, job_home_time text, job_type text,
  driver_endorsements text[], years_experience integer, driver_home_time text, driver_job_types text[],
  miles double precision
) returns double precision
language sql immutable parallel safe as $$
  select round(least(1, greatest(0,
      0.30 * hb_share_held(job_endorsements, driver_endorsements)
    + 0.25 * (case when years_experience is null then 0.0
                   else (select case when m = 0 then 1.0 else least(1.0, years_experience * 12.0 / m) end
                           from (select case required_experience when 'M6' then 6 when 'M12' then 12
                                          when 'Y1' then 12 when 'Y2' then 24 else 0 end as m) req) end)
    + 0.15 * (case when driver_home_time is not null and driver_home_time = job_home_time then 1 else 0 end)
    + 0.15 * (case when job_type = any(coalesce(driver_job_types, '{}')) then 1 else 0 end)
    + 0.15 * hb_distance_score(miles)
  ))::numeric, 4)::double precision
$$;

-- Miles between two positions on earthdistance's sphere (null when either is unknown).
create function hb_miles(lat1 double precision, lon1 double precision, lat2 double precision, lon2 double precision)
returns double precision language sql immutable parallel safe as $$
  select case when lat1 is null or lon1 is null or lat2 is null or lon2 is null then null
    else earth_distance(ll_to_earth(lat1, lon1), ll_to_earth(lat2, lon2)) / 1609.344 end
$$;

-- Full text over a job's title and description (the description is sanitised HTML: the parser's tag
-- tokens are not indexed by the english configuration).
alter table jobs add column driver_search tsvector
  generated always as (to_tsvector('english', title || ' ' || job_description)) stored;
create index jobs_driver_search on jobs using gin (driver_search) where deleted_at is null and active;

-- Jobs drivers may find: positions for radius searches, and newest first.
create index jobs_driver_position on jobs using gist (ll_to_earth(latitude, longitude))
  where deleted_at is null and active and approval_status = 'approved';
create index jobs_driver_newest on jobs (created_at desc, id desc)
  where deleted_at is null and active and approval_status = 'approved';

-- Drivers' home positions for candidates within range.
create index driver_profiles_position on driver_profiles using gist (ll_to_earth(latitude, longitude))
  where latitude is not null and longitude is not null;
