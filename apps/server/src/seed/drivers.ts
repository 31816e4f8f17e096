// The drivers' side demo (issue 19): the demo driver's complete profile, and profiles for most other drivers
// around the demo jobs (Tulsa and the towns within a few hours), so employers' candidates have matches.
// driver001…driver020 keep no profile: tests and the end-to-end journey fill one from empty.
// Set-based and deterministic (values from the user id), so it adds no random draws to the seed.
import type { Queryable } from "../db/Database.ts";
import { demoAccounts } from "./accounts.ts";

/** Towns around the demo jobs: name, state, ZIP, latitude, longitude (from the offline gazetteer). */
const towns: readonly (readonly [string, string, string, number, number])[] = [
  ["Tulsa", "OK", "74103", 36.1557, -95.9925],
  ["Broken Arrow", "OK", "74012", 36.0526, -95.7909],
  ["Oklahoma City", "OK", "73102", 35.4711, -97.5195],
  ["Norman", "OK", "73069", 35.2225, -97.4395],
  ["Muskogee", "OK", "74401", 35.7479, -95.3697],
  ["Joplin", "MO", "64801", 37.0842, -94.5133],
  ["Fort Smith", "AR", "72901", 35.3859, -94.3985],
  ["Wichita", "KS", "67202", 37.6872, -97.3301],
  ["Dallas", "TX", "75201", 32.7831, -96.8067],
  ["Stillwater", "OK", "74074", 36.1156, -97.0584],
];

/** The demo driver's profile (README demo list): complete, so applying is one step. */
export const demoDriverProfile = {
  cdlStatus: "class_a",
  yearsExperience: 4,
  endorsements: ["H", "T"],
  jobTypes: ["flatbed", "dry_van"],
  homeTime: "HW",
  town: ["Broken Arrow", "OK", "74012", 36.0526, -95.7909] as const,
  ownerOperator: false,
  workExperiences: ["otr", "regional"],
} as const;

export const insertDriverProfiles = async (q: Queryable): Promise<void> => {
  const demo = demoDriverProfile;
  const [name, state, zip, lat, lon] = demo.town;
  await q.query(
    `insert into driver_profiles (user_id, cdl_status, years_experience, endorsements, job_types, home_time,
            home_zip, city, state, latitude, longitude, owner_operator, work_experiences)
     select id, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13 from users where lower(email) = lower($1)`,
    [
      demoAccounts.driver.email,
      demo.cdlStatus,
      demo.yearsExperience,
      demo.endorsements,
      demo.jobTypes,
      demo.homeTime,
      zip,
      name,
      state,
      lat,
      lon,
      demo.ownerOperator,
      demo.workExperiences,
    ],
  );
  // Every other driver after driver020: values drawn from the id, positions from the towns.
  await q.query(
    `insert into driver_profiles (user_id, cdl_status, years_experience, endorsements, job_types, home_time,
            home_zip, city, state, latitude, longitude, owner_operator, work_experiences)
     select u.id,
            (array['class_a','class_a','class_b','permit','none','class_c'])[1 + u.id % 6],
            (u.id * 7) % 15,
            string_to_array((array['H,T','H','N,X','T','P,S','TWIC,H,N'])[1 + (u.id / 3) % 6], ','),
            string_to_array((array['flatbed,dry_van','tanker','reefer,dry_van','hotshot','bus','dump_truck,flatbed'])[1 + (u.id / 5) % 6], ','),
            (array['HD','HW','D2','D5','O','HW'])[1 + (u.id / 7) % 6],
            t.zip, t.name, t.state, t.lat, t.lon, u.id % 9 = 0,
            string_to_array((array['otr,regional','local','dedicated,team','intermodal','oversize,otr'])[1 + u.id % 5], ',')
       from users u
       join user_roles r on r.user_id = u.id and r.role = 'Driver'
       join lateral (select * from unnest($1::text[], $2::text[], $3::text[], $4::double precision[], $5::double precision[])
                       with ordinality as t(name, state, zip, lat, lon, n)
                      where t.n = 1 + u.id % $6) t on true
      where u.email like 'driver%@drivers.haulboard.test'
        and substring(u.email from '^driver([0-9]+)@')::integer > 20
        and u.id % 2 = 0
     on conflict (user_id) do nothing`,
    [
      towns.map((town) => town[0]),
      towns.map((town) => town[1]),
      towns.map((town) => town[2]),
      towns.map((town) => town[3]),
      towns.map((town) => town[4]),
      towns.length,
    ],
  );
};

/**
 * What employers pay for, visible in the drivers' search (README "Ranking"): Summit Card Carriers' first
 * OTR Flatbed job gets a week of boost, Prairie Contract Freight's first job the promote add-on.
 */
export const featureDemoJobs = async (q: Queryable): Promise<void> => {
  await q.query(
    `update jobs set boost_until = current_date + 7
      where id = (select j.id from jobs j join companies c on c.id = j.company_id
                   where c.company_name = 'Summit Card Carriers' and j.title = 'OTR Flatbed Driver'
                   order by j.id limit 1)`,
  );
  await q.query(
    `insert into job_addons (job_id, addon_type, cost)
     select j.id, 'promote', 100 from jobs j join companies c on c.id = j.company_id
      where c.company_name = 'Prairie Contract Freight' order by j.id limit 1
     on conflict (job_id, addon_type) do nothing`,
  );
};
