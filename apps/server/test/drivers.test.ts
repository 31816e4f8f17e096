import {
  candidateLimit,
  candidateRangeMiles,
  DriverText,
  matchDriverToJob,
  RoleName,
} from "@haulboard/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endorsementMaskOf, jobFactsOf, jobTypeMaskOf, scoreOfDriver } from "../src/matching/driverIndex.ts";
import {
  earthAtSql,
  matchScoreForDriverSql,
  metersBetweenSql,
  metersPerMile,
  withinMetersSql,
} from "../src/matching/sql.ts";
import { demoDriverProfile } from "../src/seed/drivers.ts";
import { paymentDemoAccounts } from "../src/seed/jobs.ts";
import { startTestServer, type TestServer } from "./support/server.ts";

/**
 * The drivers' side (issue 19) and the employers' candidates (issue 17): profile, search, job page,
 * counted views and clicks, one-step apply, own applications, and candidates scoped to the company.
 */
let server: TestServer;
let summitId: number;
let summitEmployer: number;
const driver = "driver@haulboard.test";
const otherDriver = "driver001@drivers.haulboard.test";
const employer = paymentDemoAccounts.cardAdmin.email;
const otherCompanyEmployer = paymentDemoAccounts.invoiceAdmin.email;

// Tulsa 74103, Oklahoma City (about 100 miles), Dallas (about 235 miles).
const tulsa = { lat: 36.154, lon: -95.993 };
const okc = { lat: 35.4676, lon: -97.5164 };
const dallas = { lat: 32.7767, lon: -96.797 };

interface JobSpec {
  title: string;
  at?: { lat: number; lon: number };
  endorsements?: string[];
  jobType?: string;
  homeTime?: string;
  requiredExperience?: string;
  pay?: number;
  boostDays?: number;
  promote?: boolean;
  hyperlink?: string;
  active?: boolean;
  description?: string;
}

const addJob = async (spec: JobSpec): Promise<number> => {
  const at = spec.at ?? tulsa;
  const [row] = await server.db.query<{ id: number }>(
    `insert into jobs (company_id, employer_id, title, job_type, home_time, required_experience, job_description,
            expected_pay, salary_type, benefits, endorsements, city, state, country, postal_code, longitude,
            latitude, cost, approval_status, active, posting_date, expiration_date, boost_until, video_url)
     values ($1, $2, $3, $4, $5, $6, $7, $8, 'weekly', '{health}', $9, 'Tulsa', 'OK', 'US', '74103', $10, $11,
             300, 'approved', $12, current_date - 1, current_date + 30,
             case when $13::integer is null then null else current_date + $13::integer end,
             'https://media.haulboard.test/videos/v.mp4')
     returning id`,
    [
      summitId,
      summitEmployer,
      spec.title,
      spec.jobType ?? "flatbed",
      spec.homeTime ?? "HD",
      spec.requiredExperience ?? "Y1",
      spec.description ?? "<p>Steady freight and weekly pay.</p>",
      spec.pay ?? 1500,
      spec.endorsements ?? ["H", "T"],
      at.lon,
      at.lat,
      spec.active ?? true,
      spec.boostDays ?? null,
    ],
  );
  const id = row!.id;
  if (spec.promote) {
    await server.db.query("insert into job_addons (job_id, addon_type, cost) values ($1, 'promote', 100)", [
      id,
    ]);
  }
  if (spec.hyperlink) {
    await server.db.query(
      "insert into job_addons (job_id, addon_type, cost, external_url) values ($1, 'hyperlink', 100, $2)",
      [id, spec.hyperlink],
    );
  }
  return id;
};

const call = async (account: string, method: string, path: string, body?: unknown) => {
  const { accessToken } = await server.tokensOf(account);
  const response = await server.request(method, path, { token: accessToken, ...(body ? { body } : {}) });
  const text = await response.text();
  return { status: response.status, text, json: text ? JSON.parse(text) : null };
};

const search = (body: Record<string, unknown>, account = driver) =>
  call(account, "POST", "/members/jobs/search", body);

const statsOf = async (jobId: number) => {
  const [row] = await server.db.query<{ views: number; applications: number; hyperlink_clicks: number }>(
    `select coalesce(sum(views), 0)::integer as views, coalesce(sum(applications), 0)::integer as applications,
            coalesce(sum(hyperlink_clicks), 0)::integer as hyperlink_clicks from job_daily_stats where job_id = $1`,
    [jobId],
  );
  return row!;
};

let near: number;
let nearBoosted: number;
let nearPromoted: number;
let midway: number;
let far: number;
let closed: number;
let linked: number;

beforeAll(async () => {
  server = await startTestServer();
  const [company] = await server.db.query<{ id: number; employer_id: number }>(
    "select c.id, u.id as employer_id from companies c join users u on u.company_id = c.id where u.email = $1",
    [employer],
  );
  summitId = company!.id;
  summitEmployer = company!.employer_id;
  // Boosted and promoted jobs are made first, so a lower id cannot be why they come first.
  nearBoosted = await addJob({ title: "Zephyr Flatbed Boosted", boostDays: 5 });
  nearPromoted = await addJob({ title: "Zephyr Flatbed Promoted", promote: true });
  near = await addJob({ title: "Zephyr Flatbed Plain" });
  midway = await addJob({
    title: "Zephyr Tanker Oklahoma City",
    at: okc,
    jobType: "tanker",
    endorsements: ["N"],
    pay: 1900,
  });
  far = await addJob({
    title: "Zephyr Reefer Dallas",
    at: dallas,
    jobType: "reefer",
    homeTime: "HW",
    pay: 1700,
  });
  closed = await addJob({ title: "Zephyr Closed Job", active: false });
  linked = await addJob({
    title: "Zephyr Hyperlink Job",
    hyperlink: "https://summit.example.com/apply?ref=haulboard",
    description: "<p>Apply on our own site too: <em>quickhaul</em> lanes.</p>",
  });
});
afterAll(() => server.close());

describe("the driver's profile", () => {
  it("starts empty, says what applying needs, and fills gradually with the ZIP's city and state", async () => {
    const empty = await call(otherDriver, "GET", "/members/profile");
    expect(empty.status).toBe(200);
    expect(empty.json.data).toMatchObject({
      cdl_status: null,
      home_zip: null,
      endorsements: [],
      missing_for_apply: ["cdlStatus", "yearsExperience", "homeZip"],
    });

    const first = await call(otherDriver, "PATCH", "/members/profile", {
      cdl_status: "class_a",
      home_zip: "74103",
    });
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({
      cdl_status: "class_a",
      home_zip: "74103",
      city: "Tulsa",
      state: "OK",
      missing_for_apply: ["yearsExperience"],
    });
    const second = await call(otherDriver, "PATCH", "/members/profile", {
      years_experience: 3,
      endorsements: ["H", "H", "T"],
    });
    expect(second.json.data).toMatchObject({
      cdl_status: "class_a",
      years_experience: 3,
      endorsements: ["H", "T"],
      city: "Tulsa",
      missing_for_apply: [],
    });
  });

  it("refuses a ZIP the gazetteer does not know, and changes nothing", async () => {
    const answer = await call(otherDriver, "PATCH", "/members/profile", {
      home_zip: "00000",
      years_experience: 9,
    });
    expect(answer.status).toBe(422);
    expect(answer.json.errors).toEqual([{ message: DriverText.unknownZip, field: "homeZip" }]);
    expect((await call(otherDriver, "GET", "/members/profile")).json.data.years_experience).toBe(3);
  });

  it("is the caller's own: another driver's profile is never read", async () => {
    const mine = await call(driver, "GET", "/members/profile");
    expect(mine.json.data.home_zip).toBe(demoDriverProfile.town[2]);
    expect(mine.json.data.years_experience).toBe(demoDriverProfile.yearsExperience);
  });
});

describe("the job search", () => {
  beforeAll(async () => {
    await call(driver, "PATCH", "/members/profile", {
      cdl_status: "class_a",
      years_experience: 2,
      endorsements: ["H", "T"],
      job_types: ["flatbed"],
      home_time: "HD",
      home_zip: "74103",
    });
  });

  it("finds active jobs only, ranks boost then promote first among equal matches, with reasons", async () => {
    const answer = await search({ text: "zephyr flatbed", zip: "74103", radius: 25 });
    expect(answer.status).toBe(200);
    const ids = answer.json.data.map((job: { id: number }) => job.id);
    expect(ids).toEqual([nearBoosted, nearPromoted, near]);
    expect(ids).not.toContain(closed);
    const [first] = answer.json.data;
    expect(first).toMatchObject({ match: 1, featured: "boost", company_name: "Summit Card Carriers" });
    expect(first.reasons).toEqual([
      "has H and T",
      "2 years ≥ 1 year required",
      "home daily",
      "drives flatbed",
      expect.stringMatching(/^\d+ miles?$/),
    ]);
    expect(answer.json.data[1].featured).toBe("promote");
    expect(answer.json.data[2].featured).toBeNull();
    expect(answer.json.pagination.total).toBe(3);
  });

  it("keeps to the radius from the ZIP", async () => {
    const within = async (radius: number) =>
      (await search({ text: "zephyr", zip: "74103", radius })).json.data.map((job: { id: number }) => job.id);
    expect(await within(25)).not.toContain(midway);
    expect(await within(100)).not.toContain(far);
    expect(await within(250)).toEqual(expect.arrayContaining([midway, far]));
    const okcJob = (
      await search({ text: "zephyr", zip: "74103", radius: 250, sort: "distance" })
    ).json.data.find((job: { id: number }) => job.id === midway);
    expect(okcJob.distance).toBeGreaterThan(90);
    expect(okcJob.distance).toBeLessThan(110);
  });

  it("filters by job type, endorsements held, home time, minimum pay and text", async () => {
    const ids = async (body: Record<string, unknown>) =>
      (await search({ text: "zephyr", ...body })).json.data.map((job: { id: number }) => job.id);
    expect(await ids({ job_types: ["tanker"] })).toEqual([midway]);
    expect(await ids({ endorsements: ["N"] })).toEqual([midway]);
    expect(await ids({ home_times: ["HW"] })).toEqual([far]);
    expect(await ids({ min_pay: 1800 })).toEqual([midway]);
    expect(await ids({ text: "quickhaul" })).toEqual([linked]);
  });

  it("sorts by pay, distance and newest", async () => {
    const order = async (sort: string) =>
      (await search({ text: "zephyr", sort, zip: "74103" })).json.data.map((job: { id: number }) => job.id);
    expect((await order("pay")).slice(0, 2)).toEqual([midway, far]);
    expect((await order("distance")).slice(-2)).toEqual([midway, far]);
    // Posted the same day: paid ranks first, then the latest made.
    expect(await order("newest")).toEqual([nearBoosted, nearPromoted, linked, far, midway, near]);
  });

  it("asks for a ZIP before searching by radius when the profile has none", async () => {
    const answer = await search({ radius: 50 }, otherDriver.replace("001", "002"));
    expect(answer.status).toBe(422);
    expect(answer.json.errors[0].message).toBe(DriverText.zipForRadius);
  });
});

describe("the job page, views and the hyperlink", () => {
  it("shows a driver no employer-only field and counts the view", async () => {
    const before = await statsOf(near);
    const answer = await call(driver, "GET", `/members/jobs/${near}`);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.json.data).sort()).toEqual(
      [
        "id",
        "title",
        "company_name",
        "company_logo_url",
        "job_description",
        "video_url",
        "city",
        "state",
        "job_type",
        "home_time",
        "required_experience",
        "expected_pay",
        "salary_type",
        "signon_bonus",
        "starting_bonus",
        "driver_unload",
        "benefits",
        "endorsements",
        "has_hyperlink",
        "distance",
        "match",
        "reasons",
        "featured",
        "posted_at",
        "applied_at",
      ].sort(),
    );
    expect(answer.text).not.toMatch(/cost|approval|renew|employer_id|boost_until/);
    expect((await statsOf(near)).views).toBe(before.views + 1);
  });

  it("counts one view per driver, job and day however often the page is read", async () => {
    const before = await statsOf(far);
    for (let i = 0; i < 30; i += 1)
      expect((await call(driver, "GET", `/members/jobs/${far}`)).status).toBe(200);
    expect((await statsOf(far)).views).toBe(before.views + 1);
    await call(otherDriver, "GET", `/members/jobs/${far}`);
    expect((await statsOf(far)).views).toBe(before.views + 2);
  });

  it("answers 404 for a job that is not open", async () => {
    expect((await call(driver, "GET", `/members/jobs/${closed}`)).status).toBe(404);
  });

  it("redirects the hyperlink button to the external URL and counts the click", async () => {
    const page = await call(driver, "GET", `/members/jobs/${linked}`);
    expect(page.json.data.has_hyperlink).toBe(true);
    const response = await server.request("GET", `/members/jobs/${linked}/link`);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("https://summit.example.com/apply?ref=haulboard");
    expect((await statsOf(linked)).hyperlink_clicks).toBe(1);
    // The same browser again today: redirected, not counted; another browser (user agent) is another click.
    expect((await server.request("GET", `/members/jobs/${linked}/link`)).status).toBe(302);
    expect((await statsOf(linked)).hyperlink_clicks).toBe(1);
    const elsewhere = await server.app.request(`/api/v1/members/jobs/${linked}/link`, {
      headers: { "user-agent": "Another browser" },
      redirect: "manual",
    });
    expect(elsewhere.status).toBe(302);
    expect((await statsOf(linked)).hyperlink_clicks).toBe(2);
    expect((await server.request("GET", `/members/jobs/${near}/link`)).status).toBe(404);
  });
});

describe("applying", () => {
  it("asks for the missing profile fields first", async () => {
    const fresh = otherDriver.replace("001", "003");
    const answer = await call(fresh, "POST", `/members/jobs/${near}/apply`);
    expect(answer.status).toBe(422);
    expect(answer.json.errors.map((entry: { field: string }) => entry.field)).toEqual([
      "cdlStatus",
      "yearsExperience",
      "homeZip",
    ]);
  });

  it("applies in one step, lands as a new applicant, counts it, and refuses a second application", async () => {
    const before = await statsOf(near);
    const answer = await call(driver, "POST", `/members/jobs/${near}/apply`);
    expect(answer.status).toBe(200);
    expect(answer.json.data).toMatchObject({
      job_id: near,
      title: "Zephyr Flatbed Plain",
      job_status: "Open",
    });
    const [row] = await server.db.query<{ stage: string }>(
      "select stage from job_applications a join users u on u.id = a.driver_id where a.job_id = $1 and u.email = $2",
      [near, driver],
    );
    expect(row?.stage).toBe("new");
    expect((await statsOf(near)).applications).toBe(before.applications + 1);

    const again = await call(driver, "POST", `/members/jobs/${near}/apply`);
    expect(again.status).toBe(409);
    expect(again.json.errors[0].message).toBe(DriverText.alreadyApplied);
    expect((await statsOf(near)).applications).toBe(before.applications + 1);

    const found = await search({ text: "zephyr flatbed plain" });
    expect(found.json.data[0]).toMatchObject({ id: near, applied: true });
  });

  it("refuses a job that is not open", async () => {
    expect((await call(driver, "POST", `/members/jobs/${closed}/apply`)).status).toBe(404);
  });

  it("lists the driver's own applications only", async () => {
    await call(otherDriver, "POST", `/members/jobs/${far}/apply`);
    const mine = await call(driver, "GET", "/members/applications");
    expect(mine.json.data.map((application: { job_id: number }) => application.job_id)).toEqual([near]);
    const theirs = await call(otherDriver, "GET", "/members/applications");
    expect(theirs.json.data.map((application: { job_id: number }) => application.job_id)).toEqual([far]);
    expect(theirs.json.pagination.total).toBe(1);
  });
});

describe("candidates", () => {
  it("lists at most 10 matched drivers of the company's own job, without names or contact details", async () => {
    const answer = await call(employer, "GET", `/jobs/${near}/candidates?distance_limit=true`);
    expect(answer.status).toBe(200);
    expect(answer.json.data.length).toBeGreaterThan(0);
    expect(answer.json.data.length).toBeLessThanOrEqual(candidateLimit);
    const scores = answer.json.data.map((candidate: { job_matching: number }) => candidate.job_matching);
    expect(scores).toEqual([...scores].sort((a: number, b: number) => b - a));
    const people = await server.db.query<{ email: string; first_name: string; last_name: string }>(
      "select u.email, u.first_name, u.last_name from driver_profiles p join users u on u.id = p.user_id",
    );
    const names = new Set(people.flatMap((person) => [person.first_name, person.last_name, person.email]));
    const strings = answer.json.data.flatMap((candidate: Record<string, unknown>) =>
      Object.values(candidate)
        .flat()
        .filter((value): value is string => typeof value === "string"),
    );
    expect(strings.filter((value: string) => names.has(value))).toEqual([]);
    expect(answer.text).not.toContain("@");
    for (const candidate of answer.json.data) {
      expect(Object.keys(candidate).sort()).toEqual(
        [
          "user_id",
          "string_experience",
          "distance",
          "cdl_status",
          "job_matching",
          "work_experiences",
          "years_of_experience",
          "city",
          "reasons",
        ].sort(),
      );
    }
    // The demo driver's profile as the search tests set it: a perfect match, first among equals.
    expect(answer.json.data[0]).toMatchObject({
      job_matching: 1,
      cdl_status: "Class A CDL",
      city: "Tulsa",
      years_of_experience: 2,
    });
    expect(answer.json.data[0].reasons).toContain("has H and T");
  });

  it("ranks and counts the drivers as the SQL rule does (hb_match_score), page after page, in range or not", async () => {
    const [job] = await server.db.query<{ id: number }>("select id from jobs where id = $1", [near]);
    const compareWithSql = async () => {
      for (const withinRange of [false, true]) {
        const expected = await server.db.query<{ user_id: number; match: number; miles: number | null }>(
          `select x.user_id, x.match, x.miles from (
           select p.user_id, ${metersBetweenSql("j.earth_position", "p.earth_position")} / ${metersPerMile} as miles,
                  hb_match_score(j.endorsements, j.required_experience, j.home_time, j.job_type, p.endorsements,
                    p.years_experience, p.home_time, p.job_types,
                    ${metersBetweenSql("j.earth_position", "p.earth_position")} / ${metersPerMile}) as match
             from driver_profiles p
             join users u on u.id = p.user_id and u.deleted_at is null and u.active
             cross join (select * from jobs where id = $1) j
            where exists (select 1 from user_roles r where r.user_id = p.user_id and r.role = '${RoleName.driver}')
              and ($2::boolean is false or (p.earth_position is not null
                and ${withinMetersSql("j.earth_position", "p.earth_position", "$3")}))) x
         order by x.match desc, x.miles asc nulls last, x.user_id`,
          [job!.id, withinRange, candidateRangeMiles * metersPerMile],
        );
        expect(expected.length).toBeGreaterThan(candidateLimit);
        const listed: { user_id: number; job_matching: number; distance: number | null }[] = [];
        for (let offset = 0; offset < expected.length; offset += candidateLimit) {
          const page = await call(
            employer,
            "GET",
            `/jobs/${near}/candidates?distance_limit=${withinRange}&offset=${offset}&limit=${candidateLimit}`,
          );
          expect(page.json.pagination.total).toBe(expected.length);
          listed.push(...page.json.data);
        }
        expect(listed.map((row) => [row.user_id, row.job_matching, row.distance])).toEqual(
          expected.map((row) => [
            row.user_id,
            row.match,
            row.miles === null ? null : Math.round(row.miles * 100) / 100,
          ]),
        );
      }
    };
    await compareWithSql();
    // The rankings are kept per job and per drivers' change counter: a driver's new profile and the job's
    // new matching columns both reach the next list.
    const first = (await call(employer, "GET", `/jobs/${near}/candidates`)).json.data[0].user_id as number;
    const [profile] = await server.db.query<{ endorsements: string[]; years_experience: number | null }>(
      "select endorsements, years_experience from driver_profiles where user_id = $1",
      [first],
    );
    await server.db.query(
      "update driver_profiles set endorsements = '{}', years_experience = null where user_id = $1",
      [first],
    );
    await compareWithSql();
    expect((await call(employer, "GET", `/jobs/${near}/candidates`)).json.data[0].user_id).not.toBe(first);
    const [before] = await server.db.query<{ job_type: string }>("select job_type from jobs where id = $1", [
      near,
    ]);
    await server.db.query("update jobs set job_type = 'tanker' where id = $1", [near]);
    await compareWithSql();
    await server.db.query("update jobs set job_type = $2 where id = $1", [near, before!.job_type]);
    await server.db.query(
      "update driver_profiles set endorsements = $2, years_experience = $3 where user_id = $1",
      [first, profile!.endorsements, profile!.years_experience],
    );
    await compareWithSql();
  });

  it("keeps to drivers within range with distance_limit=true", async () => {
    const totalOf = async (limit: string) =>
      (await call(employer, "GET", `/jobs/${near}/candidates?distance_limit=${limit}`)).json.pagination.total;
    const outOfRange = async () => (await totalOf("false")) - (await totalOf("true"));
    // Other seeds (the applicants of the jobs work) may place drivers anywhere: count them first.
    const before = await outOfRange();
    await server.db.query(
      `insert into driver_profiles (user_id, years_experience, endorsements, latitude, longitude, city)
       select id, 10, '{H,T}', 47.6, -122.3, 'Seattle' from users where email = 'driver004@drivers.haulboard.test'`,
    );
    // The Seattle driver is a candidate, but out of range of Tulsa.
    expect(await outOfRange()).toBe(before + 1);
  });

  it("counts the same candidates total for Posted Jobs and the statistics as the screen lists within range", async () => {
    const listed = async () =>
      (await call(employer, "GET", `/jobs/${near}/candidates?distance_limit=true`)).json.pagination.total;
    // The statistics and Posted Jobs count from the drivers' positions kept per 'drivers' change counter:
    // every change below must reach them at once.
    const counted = async () => {
      const statistics = (await call(employer, "GET", `/jobs/${near}/statistics`)).json.data.total_candidates;
      const page = await call(employer, "POST", "/jobs/search?limit=100", { filters: [], orders: [] });
      const item = (page.json.data as { id: number; total_candidates: number }[]).find(
        (job) => job.id === near,
      );
      expect(item?.total_candidates, "Posted Jobs' total").toBe(statistics);
      return statistics;
    };
    const before = await listed();
    expect(before).toBeGreaterThan(0);
    expect(await counted()).toBe(before);
    // A driver at home in Tulsa counts; moved to Seattle, out of range, not; back and deactivated, in neither.
    await server.db.query(
      `insert into driver_profiles (user_id, years_experience, latitude, longitude, city)
       select id, 3, 36.1557, -95.9925, 'Tulsa' from users where email = 'driver005@drivers.haulboard.test'`,
    );
    expect(await listed()).toBe(before + 1);
    expect(await counted()).toBe(before + 1);
    const moveTo = (latitude: number, longitude: number) =>
      server.db.query(
        `update driver_profiles set latitude = $1, longitude = $2
          where user_id = (select id from users where email = 'driver005@drivers.haulboard.test')`,
        [latitude, longitude],
      );
    await moveTo(47.6, -122.3);
    expect(await listed()).toBe(before);
    expect(await counted()).toBe(before);
    await moveTo(36.1557, -95.9925);
    expect(await counted()).toBe(before + 1);
    await server.db.query("update users set active = false where email = 'driver005@drivers.haulboard.test'");
    expect(await listed()).toBe(before);
    expect(await counted()).toBe(before);
  });

  it("answers another company's job as a missing one", async () => {
    const answer = await call(otherCompanyEmployer, "GET", `/jobs/${near}/candidates`);
    expect(answer.status).toBe(404);
  });
});

describe("one score in SQL and in the domain", () => {
  it("agrees on a sample of drivers and jobs", async () => {
    const jobs = [
      { endorsements: ["H", "T"], requiredExperience: "Y1", homeTime: "HD", jobType: "flatbed" },
      { endorsements: [], requiredExperience: "CS", homeTime: "HW", jobType: "tanker" },
      { endorsements: ["N", "X", "TWIC"], requiredExperience: "Y2", homeTime: "D3", jobType: "reefer" },
      { endorsements: ["P"], requiredExperience: "M6", homeTime: "O", jobType: "bus" },
    ];
    const drivers = [
      { endorsements: ["H", "T"], yearsExperience: 2, homeTime: "HD", jobTypes: ["flatbed"] },
      { endorsements: [], yearsExperience: null, homeTime: null, jobTypes: [] },
      { endorsements: ["X"], yearsExperience: 1, homeTime: "D3", jobTypes: ["reefer", "tanker"] },
      { endorsements: ["P", "S", "N"], yearsExperience: 0, homeTime: "O", jobTypes: ["bus"] },
    ];
    const distances = [null, 0, 9.5, 25, 60.25, 137.5, 249.9, 250, 800];
    let compared = 0;
    for (const job of jobs) {
      for (const profile of drivers) {
        for (const miles of distances) {
          const [row] = await server.db.query<{ score: number }>(
            "select hb_match_score($1::text[], $2, $3, $4, $5::text[], $6::integer, $7, $8::text[], $9::double precision) as score",
            [
              job.endorsements,
              job.requiredExperience,
              job.homeTime,
              job.jobType,
              profile.endorsements,
              profile.yearsExperience,
              profile.homeTime,
              profile.jobTypes,
              miles,
            ],
          );
          expect(row!.score, JSON.stringify({ job, profile, miles })).toBe(
            matchDriverToJob(profile, job, miles).score,
          );
          compared += 1;
        }
      }
    }
    expect(compared).toBe(144);
  });

  // The drivers' search writes the score out inline (src/matching/sql.ts) and the candidates list scores
  // from bit sets in memory (src/matching/driverIndex.ts): the same sample, both ways round.
  it("agrees with the score written out for a known driver and the candidates' index for a known job", async () => {
    const jobs = [
      { endorsements: ["H", "T"], requiredExperience: "Y1", homeTime: "HD", jobType: "flatbed" },
      { endorsements: [], requiredExperience: "CS", homeTime: "HW", jobType: "tanker" },
      { endorsements: ["N", "X", "TWIC"], requiredExperience: "Y2", homeTime: "D3", jobType: "reefer" },
      { endorsements: ["P", "P"], requiredExperience: "M6", homeTime: "O", jobType: "bus" },
      { endorsements: ["H"], requiredExperience: "M12", homeTime: "HW", jobType: "dry_van" },
    ];
    const drivers = [
      { endorsements: ["H", "T"], yearsExperience: 2, homeTime: "HD", jobTypes: ["flatbed"] },
      { endorsements: [], yearsExperience: null, homeTime: null, jobTypes: [] },
      { endorsements: ["X"], yearsExperience: 1, homeTime: "D3", jobTypes: ["reefer", "tanker"] },
      { endorsements: ["P", "S", "N", "P"], yearsExperience: 0, homeTime: "O", jobTypes: ["bus"] },
      { endorsements: ["H"], yearsExperience: 7, homeTime: "HW", jobTypes: ["dry_van", "flatbed"] },
    ];
    const distances = [null, 0, 9.5, 25, 60.25, 137.5, 249.9, 250, 800];
    let compared = 0;
    for (const job of jobs) {
      for (const profile of drivers) {
        for (const miles of distances) {
          const expected = matchDriverToJob(profile, job, miles).score;
          // A known job, the driver from the candidates' in-memory index (its bit sets).
          const byJob = scoreOfDriver(
            jobFactsOf(job),
            endorsementMaskOf(profile.endorsements),
            jobTypeMaskOf(profile.jobTypes),
            profile.yearsExperience ?? Number.NaN,
            profile.homeTime,
            miles ?? Number.NaN,
          );
          // A known driver, the job in columns.
          const forDriver: unknown[] = [
            job.endorsements,
            job.requiredExperience,
            job.homeTime,
            job.jobType,
            miles,
          ];
          const bindDriver = (value: unknown) => `$${forDriver.push(value)}`;
          const [byDriver] = await server.db.query<{ score: number }>(
            `select ${matchScoreForDriverSql(
              profile,
              { endorsements: "j.e", requiredExperience: "j.x", homeTime: "j.h", jobType: "j.t" },
              "j.m",
              bindDriver,
            )} as score
               from (select $1::text[] as e, $2::text as x, $3::text as h, $4::text as t,
                            $5::double precision as m) j`,
            forDriver,
          );
          const context = JSON.stringify({ job, profile, miles });
          expect(byJob, context).toBe(expected);
          expect(byDriver!.score, context).toBe(expected);
          compared += 1;
        }
      }
    }
    expect(compared).toBe(225);
  });

  it("measures distances from the stored positions exactly as earth_distance does, and the radius agrees", async () => {
    // Pairs of US places (Tulsa to itself, across town, to Oklahoma City, coast to coast, Alaska to Florida),
    // and a radius just under and over each distance.
    const places = [
      [36.1557, -95.9925],
      [36.0526, -95.7909],
      [35.4711, -97.5195],
      [47.6062, -122.3321],
      [25.7617, -80.1918],
      [61.2181, -149.9003],
    ] as const;
    let compared = 0;
    for (const [lat1, lon1] of places) {
      for (const [lat2, lon2] of places) {
        const [row] = await server.db.query<{
          expected: number;
          meters: number;
          under: boolean;
          over: boolean;
        }>(
          `select earth_distance(ll_to_earth($1, $2), ll_to_earth($3, $4)) as expected,
                  ${metersBetweenSql(earthAtSql("$1", "$2"), "p.at")} as meters,
                  ${withinMetersSql(earthAtSql("$1", "$2"), "p.at", "(earth_distance(ll_to_earth($1, $2), ll_to_earth($3, $4)) - 1)")} as under,
                  ${withinMetersSql(earthAtSql("$1", "$2"), "p.at", "(earth_distance(ll_to_earth($1, $2), ll_to_earth($3, $4)) + 1)")} as over
             from (select ll_to_earth($3::double precision, $4::double precision) as at) p`,
          [lat1, lon1, lat2, lon2],
        );
        const context = JSON.stringify({ from: [lat1, lon1], to: [lat2, lon2] });
        expect(row!.meters, context).toBe(row!.expected);
        expect(row!.over, context).toBe(true);
        expect(row!.under, context).toBe(false);
        compared += 1;
      }
    }
    expect(compared).toBe(36);
    // A missing position has no distance.
    const [none] = await server.db.query<{ meters: number | null }>(
      `select ${metersBetweenSql(earthAtSql("$1", "$2"), "null::earth")} as meters`,
      [36.1557, -95.9925],
    );
    expect(none!.meters).toBeNull();
  });
});
