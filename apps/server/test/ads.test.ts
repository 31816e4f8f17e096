import { randomBytes } from "node:crypto";
import { AdMessages } from "@haulboard/domain";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./support/server.ts";

/** The ads calls over HTTP (issue 21): managing, serving, and counting honestly. */
let server: TestServer;
let adsToken: string;
let driverToken: string;
let driverId: number;
let imageFile: string;
let videoFile: string;

const hour = 3600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

const upload = async (bytes: Uint8Array, extension: string, name: string) => {
  const form = new FormData();
  form.append("extension", extension);
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  const response = await server.app.request("/api/v1/ads/multimedia/upload", {
    method: "POST",
    headers: { authorization: `Bearer ${adsToken}` },
    body: form,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { data: { file_name: string } }).data.file_name;
};

const mp4 = () => {
  const bytes = randomBytes(4096);
  Buffer.from([0, 0, 0, 0x18]).copy(bytes, 0);
  Buffer.from("ftypisom\0\0\x02\0isomiso2", "latin1").copy(bytes, 4);
  return bytes;
};

type WireAd = {
  id: number;
  status: string;
  impressions: number;
  clicks: number;
  invalid_clicks: number;
  kind: string | null;
  name: string;
  paused: boolean;
  starts_at: string | null;
};
type Served = {
  placement: string;
  ad: { id: number; click_url: string; impression_token: string; kind: string } | null;
};

const adBody = (overrides: Record<string, unknown> = {}) => ({
  name: "Fuel card — winter",
  advertiser: "Fuel Partner",
  headline: "15¢ off per gallon",
  body: "At 2,000 truck stops.",
  media_file_name: imageFile,
  alt_text: "A fuel card over a truck at the pump",
  target_url: "https://fuelpartner.example/offer",
  placements: ["home_banner"],
  starts_at: at(-hour),
  ends_at: null,
  paused: false,
  weight: 10,
  states: [],
  ...overrides,
});

const createAd = async (overrides: Record<string, unknown> = {}) => {
  const response = await server.request("POST", "/ads", { token: adsToken, body: adBody(overrides) });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { data: WireAd }).data;
};

const serve = async (page = "home", token = driverToken) => {
  const response = await server.request("POST", "/ads/serve", { token, body: { page } });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { data: Served[] }).data;
};

const impression = async (token: string) => {
  const response = await server.request("POST", "/ads/impressions", { body: { token } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { counted: boolean } }).data.counted;
};

const figures = async (id: number) => {
  const response = await server.request("GET", `/ads/${id}`, { token: adsToken });
  return ((await response.json()) as { data: WireAd }).data;
};

beforeAll(async () => {
  server = await startTestServer();
  adsToken = (await server.tokensOf("adsAdmin")).accessToken;
  driverToken = (await server.tokensOf("driver")).accessToken;
  const [driver] = await server.db.query<{ id: number }>("select id from users where email = $1", [
    "driver@haulboard.test",
  ]);
  driverId = driver!.id;
  const png = await sharp({ create: { width: 728, height: 90, channels: 3, background: "#2a6" } })
    .png()
    .toBuffer();
  imageFile = await upload(png, "png", "banner.png");
  videoFile = await upload(mp4(), "mp4", "clip.mp4");
});
afterAll(() => server.close());

/** Each test starts with no ads (serving sees only its own). */
beforeEach(async () => {
  await server.db.query("delete from ads");
  await server.db.query("delete from counted_once");
  await server.db.query("delete from rate_events where key like 'ad-serve:%'");
  await server.db.query(
    "update ad_settings set rotation = 'weighted', frequency_cap = 3, home_placements = array['home_banner', 'home_card']",
  );
});

describe("managing ads", () => {
  it("creates image and video ads, reading the kind from the stored file and deriving the status", async () => {
    const image = await createAd();
    expect(image).toMatchObject({ kind: "image", status: "running", impressions: 0, clicks: 0 });
    const video = await createAd({ media_file_name: videoFile, starts_at: at(24 * hour) });
    expect(video).toMatchObject({ kind: "video", status: "scheduled" });
    const draft = await createAd({ media_file_name: null, alt_text: "", starts_at: null });
    expect(draft.status).toBe("draft");
  });

  it.each([
    "javascript:alert(document.cookie)",
    "data:text/html,<script>alert(1)</script>",
    "http://fuelpartner.example",
  ])("refuses the target URL %s and stores nothing", async (url) => {
    const response = await server.request("POST", "/ads", {
      token: adsToken,
      body: adBody({ target_url: url }),
    });
    expect(response.status).toBe(422);
    expect(JSON.stringify(await response.json())).toContain(AdMessages.targetHttps);
    const patch = await server.request("PATCH", `/ads/${(await createAd()).id}`, {
      token: adsToken,
      body: { target_url: url },
    });
    expect(patch.status).toBe(422);
    expect((await server.db.query("select 1 from ads where target_url not like 'https://%'")).length).toBe(0);
  });

  it("refuses the rules across fields with their messages", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ starts_at: at(2 * hour), ends_at: at(hour) }, AdMessages.endsBeforeStart],
      [{ media_file_name: null }, AdMessages.creativeRequired],
      [{ alt_text: "" }, AdMessages.altRequired],
      [{ media_file_name: videoFile, placements: ["news_post"] }, AdMessages.videoNotAllowed],
      [{ media_file_name: "not-uploaded.png" }, AdMessages.unknownFile],
    ];
    for (const [overrides, message] of cases) {
      const response = await server.request("POST", "/ads", { token: adsToken, body: adBody(overrides) });
      expect(response.status, message).toBe(422);
      expect(((await response.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe(message);
    }
    expect((await server.db.query("select 1 from ads")).length).toBe(0);
  });

  it("pauses, resumes, duplicates as a draft and deletes", async () => {
    const ad = await createAd();
    const paused = await server.request("PATCH", `/ads/${ad.id}`, {
      token: adsToken,
      body: { paused: true },
    });
    expect(((await paused.json()) as { data: WireAd }).data.status).toBe("paused");
    const resumed = await server.request("PATCH", `/ads/${ad.id}`, {
      token: adsToken,
      body: { paused: false },
    });
    expect(((await resumed.json()) as { data: WireAd }).data.status).toBe("running");
    const copy = await server.request("POST", `/ads/${ad.id}/duplicate`, { token: adsToken });
    const copied = ((await copy.json()) as { data: WireAd }).data;
    expect(copied).toMatchObject({ name: "Fuel card — winter (copy)", status: "draft", impressions: 0 });
    expect((await server.request("DELETE", `/ads/${ad.id}`, { token: adsToken })).status).toBe(200);
    expect((await server.request("GET", `/ads/${ad.id}`, { token: adsToken })).status).toBe(404);
    expect((await server.request("DELETE", `/ads/${ad.id}`, { token: adsToken })).status).toBe(404);
  });

  it("searches by text, status and placement, pages and counts", async () => {
    await createAd({ name: "Tires spring", advertiser: "RoadGrip" });
    await createAd({ name: "Insurance", placements: ["news_list"], starts_at: at(hour) });
    await createAd({ name: "Boots", paused: true });
    const search = async (filters: unknown[], query = "") => {
      const response = await server.request("POST", `/ads/search${query}`, {
        token: adsToken,
        body: { filters },
      });
      expect(response.status, await response.clone().text()).toBe(200);
      return (await response.json()) as { data: WireAd[]; pagination: { total: number } };
    };
    expect(
      (await search([{ field: "text", operator: "ilike", value: "roadgrip" }])).data.map((a) => a.name),
    ).toEqual(["Tires spring"]);
    expect(
      (await search([{ field: "status", operator: "equals", value: "scheduled" }])).data.map((a) => a.name),
    ).toEqual(["Insurance"]);
    expect(
      (await search([{ field: "status", operator: "equals", value: "paused" }])).data.map((a) => a.name),
    ).toEqual(["Boots"]);
    expect(
      (await search([{ field: "placement", operator: "ilike", value: "news_list" }])).data.map((a) => a.name),
    ).toEqual(["Insurance"]);
    const page = await search([], "?offset=1&limit=1");
    expect(page.data).toHaveLength(1);
    expect(page.pagination.total).toBe(3);
  });

  it("keeps the settings, home placements in order", async () => {
    const saved = await server.request("PATCH", "/ads/settings", {
      token: adsToken,
      body: { rotation: "even", frequency_cap: 5, home_placements: ["home_card", "home_banner"] },
    });
    expect(saved.status).toBe(200);
    const read = await server.request("GET", "/ads/settings", { token: adsToken });
    expect(((await read.json()) as { data: unknown }).data).toEqual({
      rotation: "even",
      frequency_cap: 5,
      home_placements: ["home_card", "home_banner"],
    });
    const wrong = await server.request("PATCH", "/ads/settings", {
      token: adsToken,
      body: { rotation: "even", frequency_cap: 5, home_placements: ["news_post"] },
    });
    expect(wrong.status).toBe(422);
  });
});

describe("serving", () => {
  it("serves only running ads, in the home's placements in the settings' order", async () => {
    const running = await createAd({ name: "Running" });
    await createAd({ name: "Tomorrow", media_file_name: videoFile, starts_at: at(24 * hour) });
    await createAd({ name: "Paused", paused: true });
    await createAd({ name: "Ended", starts_at: at(-48 * hour), ends_at: at(-hour) });
    await createAd({ name: "Draft", media_file_name: null, alt_text: "", starts_at: null });
    for (let i = 0; i < 10; i += 1) {
      const slots = await serve();
      expect(slots.map((slot) => slot.placement)).toEqual(["home_banner", "home_card"]);
      expect(slots[0]?.ad?.id).toBe(running.id);
      expect(slots[1]?.ad).toBeNull();
    }
  });

  it("sees an edit at once (the serving snapshot follows the change counter)", async () => {
    const ad = await createAd();
    expect((await serve())[0]?.ad?.id).toBe(ad.id);
    await server.request("PATCH", `/ads/${ad.id}`, { token: adsToken, body: { paused: true } });
    expect((await serve())[0]?.ad).toBeNull();
    await server.request("PATCH", "/ads/settings", {
      token: adsToken,
      body: { rotation: "weighted", frequency_cap: 3, home_placements: [] },
    });
    expect(await serve()).toEqual([]);
  });

  it("targets by the driver's state: a targeted ad only reaches drivers in its states", async () => {
    await server.db.query(
      "insert into driver_profiles (user_id, state) values ($1, 'TX') on conflict (user_id) do update set state = 'TX'",
      [driverId],
    );
    const texas = await createAd({ states: ["TX", "OK"] });
    expect((await serve())[0]?.ad?.id).toBe(texas.id);
    await server.db.query("update driver_profiles set state = 'CA' where user_id = $1", [driverId]);
    expect((await serve())[0]?.ad).toBeNull();
    await server.db.query("delete from driver_profiles where user_id = $1", [driverId]);
    expect((await serve())[0]?.ad).toBeNull();
  });

  it("rotates by weight", async () => {
    const heavy = await createAd({ weight: 90 });
    const light = await createAd({ weight: 10 });
    const counts = new Map<number, number>();
    for (let i = 0; i < 200; i += 1) {
      // More serves than one user may ask for in a minute: the limit is not what this test is about.
      if (i % 50 === 0) await server.db.query("delete from rate_events where key like 'ad-serve:%'");
      const id = (await serve())[0]?.ad?.id ?? 0;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    // 90:10 over 200 draws: the light ad's count is far from the heavy one's (binomial, 10σ apart).
    expect(counts.get(heavy.id) ?? 0).toBeGreaterThan(150);
    expect(counts.get(light.id) ?? 0).toBeGreaterThan(0);
  });

  it("stops serving an ad once the viewer saw it as often as the frequency cap allows today", async () => {
    const ad = await createAd();
    await server.request("PATCH", "/ads/settings", {
      token: adsToken,
      body: { rotation: "weighted", frequency_cap: 2, home_placements: ["home_banner"] },
    });
    for (let i = 0; i < 2; i += 1) {
      const slot = (await serve())[0];
      expect(slot?.ad?.id).toBe(ad.id);
      await impression(slot!.ad!.impression_token);
    }
    expect((await serve())[0]?.ad).toBeNull();
    // Another viewer still gets it.
    const other = (await server.tokensOf("superAdmin")).accessToken;
    expect((await serve("home", other))[0]?.ad?.id).toBe(ad.id);
  });
});

describe("counting", () => {
  it("counts one impression per viewer and day however often the beacon comes", async () => {
    const ad = await createAd();
    const first = (await serve())[0]!.ad!;
    expect(await impression(first.impression_token)).toBe(true);
    expect(await impression(first.impression_token)).toBe(false);
    const second = (await serve())[0]!.ad!;
    expect(await impression(second.impression_token)).toBe(false);
    expect((await figures(ad.id)).impressions).toBe(1);
    const other = (await server.tokensOf("superAdmin")).accessToken;
    expect(await impression((await serve("home", other))[0]!.ad!.impression_token)).toBe(true);
    expect((await figures(ad.id)).impressions).toBe(2);
  });

  it("counts nothing for a forged, tampered or click token", async () => {
    const ad = await createAd();
    const served = (await serve())[0]!.ad!;
    const [head, , signature] = served.impression_token.split(".");
    const forged = `${head}.${Buffer.from(JSON.stringify({ typ: "ad-impression", ad: ad.id, pl: "home_banner", vid: driverId, n: "x", exp: 9e9 })).toString("base64url")}.${signature}`;
    expect(await impression(forged)).toBe(false);
    const clickToken = decodeURIComponent(served.click_url.split("t=")[1]!);
    expect(await impression(clickToken)).toBe(false);
    expect(await impression("not-a-token")).toBe(false);
    expect((await figures(ad.id)).impressions).toBe(0);
  });

  it("counts a click once per viewer, ad and day, only after an impression; the rest apart as invalid", async () => {
    const ad = await createAd();
    const click = (url: string, method = "GET") => server.app.request(url, { method, redirect: "manual" });
    // A click before the slot recorded an impression: redirected, filtered.
    const unseen = (await serve())[0]!.ad!;
    const early = await click(unseen.click_url);
    expect(early.status).toBe(302);
    expect(early.headers.get("location")).toBe("https://fuelpartner.example/offer");
    expect(await figures(ad.id)).toMatchObject({ clicks: 0, invalid_clicks: 1 });
    await impression(unseen.impression_token);
    expect((await click(unseen.click_url)).status).toBe(302);
    expect(await figures(ad.id)).toMatchObject({ impressions: 1, clicks: 1, invalid_clicks: 1 });
    // One driver serving again and again gets fresh links: none of them counts again today (issue 36 #3).
    for (let i = 0; i < 10; i += 1) {
      expect((await click((await serve())[0]!.ad!.click_url)).status).toBe(302);
    }
    expect(await figures(ad.id)).toMatchObject({ impressions: 1, clicks: 1, invalid_clicks: 11 });
    // A crawler without the served token, or with a made-up one: filtered. HEAD counts nothing.
    expect((await click(`/api/v1/ads/${ad.id}/click`)).status).toBe(302);
    expect((await click(`/api/v1/ads/${ad.id}/click?t=guess`)).status).toBe(302);
    expect((await click((await serve())[0]!.ad!.click_url, "HEAD")).status).toBe(302);
    expect(await figures(ad.id)).toMatchObject({ clicks: 1, invalid_clicks: 13 });
    // Another viewer who saw the ad is another click.
    const other = (await server.tokensOf("superAdmin")).accessToken;
    const theirs = (await serve("home", other))[0]!.ad!;
    await impression(theirs.impression_token);
    await click(theirs.click_url);
    expect(await figures(ad.id)).toMatchObject({ impressions: 2, clicks: 2, invalid_clicks: 13 });
    // A token for one ad does not count on another.
    const second = await createAd({ placements: ["home_card"] });
    await click(unseen.click_url.replace(`/ads/${ad.id}/`, `/ads/${second.id}/`));
    expect(await figures(second.id)).toMatchObject({ clicks: 0, invalid_clicks: 1 });
    expect((await click("/api/v1/ads/999999/click")).status).toBe(404);
  });

  it("redirects only for a serving ad: draft, scheduled, paused and ended ads answer 404", async () => {
    const running = await createAd();
    const draft = await createAd({ starts_at: null, placements: ["home_card"] });
    const scheduled = await createAd({ starts_at: at(hour), placements: ["home_card"] });
    const paused = await createAd({ paused: true, placements: ["home_card"] });
    const ended = await createAd({ starts_at: at(-2 * hour), ends_at: at(-hour), placements: ["home_card"] });
    const click = (id: number) => server.app.request(`/api/v1/ads/${id}/click`, { redirect: "manual" });
    expect((await click(running.id)).status).toBe(302);
    for (const ad of [draft, scheduled, paused, ended]) {
      const response = await click(ad.id);
      expect(response.status, ad.status).toBe(404);
      expect(response.headers.get("location")).toBeNull();
      expect(await response.json()).toEqual({ errors: [{ message: AdMessages.notFound }] });
      expect((await figures(ad.id)).invalid_clicks).toBe(0);
    }
  });

  it("rate-limits serving per user", async () => {
    await createAd();
    const tokenOf = (await server.tokensOf("admin")).accessToken;
    let answer: Response | undefined;
    for (let i = 0; i < 61; i += 1) {
      answer = await server.request("POST", "/ads/serve", { token: tokenOf, body: { page: "home" } });
      if (answer.status !== 200) break;
    }
    expect(answer?.status).toBe(429);
    expect(Number(answer?.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another viewer is not held.
    expect((await serve())[0]?.ad).not.toBeNull();
  });

  it("shows the figures in the manage list", async () => {
    const ad = await createAd();
    const served = (await serve())[0]!.ad!;
    await impression(served.impression_token);
    await server.app.request(served.click_url, { redirect: "manual" });
    const list = await server.request("GET", "/ads", { token: adsToken });
    const row = ((await list.json()) as { data: WireAd[] }).data.find((item) => item.id === ad.id);
    expect(row).toMatchObject({ impressions: 1, clicks: 1, invalid_clicks: 0, status: "running" });
  });
});
