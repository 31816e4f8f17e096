// Ads (issue 21; employer-work §2 "Ads", §7 "/ads, /ads/search, /ads/{id}, /ads/settings"): the ads admins'
// campaigns, the slots' serving, and the counting of impressions and clicks. Design: packages/ads/README.md.
import { randomBytes } from "node:crypto";
import type { Ads } from "@haulboard/api/contract";
import {
  type AdCandidate,
  type AdCreativeKind,
  type AdPage,
  type AdPlacement,
  type AdSettingsValues,
  adPlacementSpecs,
  adStatus,
  adsRoles,
  adTokenLifetimeSeconds,
} from "@haulboard/domain";
import { AdServingIndex } from "../adServing/servingIndex.ts";
import { makeKeptPerVersion } from "../cache/totals.ts";
import { onlyRow, type Queryable } from "../db/Database.ts";
import type { Deps } from "../deps.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import { publicCall, roles, signedIn } from "../http/access.ts";
import type { HandlerInput, Routes } from "../http/context.ts";
import { countOnce, utcTodaySql } from "../http/countOnce.ts";
import { enforceLimits } from "../http/guard.ts";
import { orderBy, pageOf, type SearchColumn, whereClauses } from "../http/search.ts";
import { mediaUrl } from "../mediaStore/urls.ts";
import { adServeRules } from "../security/limits.ts";

/** Ads a page of the manage list holds unless the client asks otherwise. */
export const adsPageSize = 20;

/** The status of an ad at the statement's `now()`, the same rule as the domain's `adStatus`. */
export const adStatusSql = `(case when a.ends_at is not null and a.ends_at <= now() then 'ended'
  when a.starts_at is null then 'draft' when a.paused then 'paused'
  when a.starts_at > now() then 'scheduled' else 'running' end)`;

const adColumns: Record<string, SearchColumn> = {
  text: { sql: "(a.name || ' ' || a.advertiser)", kind: "text", notNull: true },
  name: { sql: "a.name", kind: "text", notNull: true },
  advertiser: { sql: "a.advertiser", kind: "text", notNull: true },
  status: { sql: adStatusSql, kind: "text", notNull: true },
  placement: { sql: "array_to_string(a.placements, ' ')", kind: "text", notNull: true },
  starts_at: { sql: "a.starts_at", kind: "date" },
  ends_at: { sql: "a.ends_at", kind: "date" },
  created_at: { sql: "a.created_at", kind: "date" },
  impressions: { sql: "coalesce(s.impressions, 0)", kind: "number" },
  clicks: { sql: "coalesce(s.clicks, 0)", kind: "number" },
  invalid_clicks: { sql: "coalesce(s.invalid_clicks, 0)", kind: "number" },
};

interface AdRow {
  id: number;
  name: string;
  advertiser: string;
  headline: string;
  body: string;
  media_file_name: string | null;
  kind: AdCreativeKind | null;
  alt_text: string;
  target_url: string;
  placements: AdPlacement[];
  starts_at: Date | null;
  ends_at: Date | null;
  paused: boolean;
  weight: number;
  states: string[];
  impressions: string | number;
  clicks: string | number;
  invalid_clicks: string | number;
  created_at: Date;
  updated_at: Date;
}

const selectAds = `select a.*, coalesce(s.impressions, 0)::text as impressions, coalesce(s.clicks, 0)::text as clicks,
    coalesce(s.invalid_clicks, 0)::text as invalid_clicks
  from ads a left join ad_stats s on s.ad_id = a.id`;

const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

const toAd = (deps: Deps, row: AdRow, now = new Date()): Ads.Ad => ({
  id: row.id,
  name: row.name,
  advertiser: row.advertiser,
  headline: row.headline,
  body: row.body,
  mediaFileName: row.media_file_name,
  mediaUrl: row.media_file_name === null ? null : mediaUrl(deps.config, "ads", row.media_file_name),
  kind: row.kind,
  altText: row.alt_text,
  targetUrl: row.target_url,
  placements: row.placements,
  startsAt: iso(row.starts_at),
  endsAt: iso(row.ends_at),
  paused: row.paused,
  weight: row.weight,
  states: row.states,
  status: adStatus({ startsAt: row.starts_at, endsAt: row.ends_at, paused: row.paused }, now),
  impressions: Number(row.impressions),
  clicks: Number(row.clicks),
  invalidClicks: Number(row.invalid_clicks),
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

const loadAd = async (q: Queryable, id: number, lock = false): Promise<AdRow> => {
  const [row] = await q.query<AdRow>(`${selectAds} where a.id = $1${lock ? " for update of a" : ""}`, [id]);
  if (!row) throw appError(Errors.adNotFound);
  return row;
};

// ---------- the manage list ----------

const listAds = async ({ query, deps }: HandlerInput<"ads.list">) => {
  const page = pageOf(query, adsPageSize);
  const rows = await deps.db.query<AdRow & { total: number }>(
    `${selectAds.replace("select a.*", "select a.*, count(*) over ()::integer as total")}
      order by a.created_at desc, a.id desc limit $1 offset $2`,
    [page.take, page.skip],
  );
  const total =
    rows[0]?.total ??
    onlyRow(await deps.db.query<{ total: number }>("select count(*)::integer as total from ads"), "count")
      .total;
  const now = new Date();
  return { data: rows.map((row) => toAd(deps, row, now)), pagination: { ...page, total } };
};

const searchAds = async ({ body, query, deps }: HandlerInput<"ads.search">) => {
  const page = pageOf(query, adsPageSize);
  const params: unknown[] = [];
  const where = whereClauses(body.filters, adColumns, params);
  const order = orderBy(body.orders, adColumns, { field: "created_at", direction: "desc" }, "a.id desc");
  const condition = where.length > 0 ? `where ${where.join(" and ")}` : "";
  const rows = await deps.db.query<AdRow & { total: number }>(
    `${selectAds.replace("select a.*", "select a.*, count(*) over ()::integer as total")} ${condition}
      order by ${order} limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, page.take, page.skip],
  );
  let total = rows[0]?.total;
  if (total === undefined) {
    const [counted] = await deps.db.query<{ total: number }>(
      `select count(*)::integer as total from ads a left join ad_stats s on s.ad_id = a.id ${condition}`,
      params,
    );
    total = counted?.total ?? 0;
  }
  const now = new Date();
  return { data: rows.map((row) => toAd(deps, row, now)), pagination: { ...page, total } };
};

const getAd = async ({ params, deps }: HandlerInput<"ads.get">) => ({
  data: toAd(deps, await loadAd(deps.db, params.id)),
});

// ---------- writing ----------

type AdFields = Ads.AdInput;

/** The creative's kind, read from the stored file of the ads media area (never from the client). */
const creativeKind = async (q: Queryable, fileName: string | null): Promise<AdCreativeKind | null> => {
  if (fileName === null) return null;
  const [file] = await q.query<{ content_type: string }>(
    "select content_type from media_files where area = 'ads' and file_name = $1",
    [fileName],
  );
  if (!file) throw appError(Errors.unknownFile, { field: "media_file_name" });
  return file.content_type.startsWith("video/") ? "video" : "image";
};

/** The rules across fields (the contract checks each field alone). */
const checkAd = (ad: AdFields, kind: AdCreativeKind | null) => {
  if (ad.startsAt !== null && ad.endsAt !== null && Date.parse(ad.endsAt) <= Date.parse(ad.startsAt)) {
    throw appError(Errors.endsBeforeStart, { field: "ends_at" });
  }
  if (ad.startsAt !== null && ad.mediaFileName === null) {
    throw appError(Errors.creativeRequired, { field: "media_file_name" });
  }
  if (ad.mediaFileName !== null && ad.altText.trim() === "") {
    throw appError(Errors.altRequired, { field: "alt_text" });
  }
  if (kind !== null && ad.placements.some((placement) => !adPlacementSpecs[placement].kinds.includes(kind))) {
    throw appError(Errors.videoNotAllowed, { field: "placements" });
  }
};

const values = (ad: AdFields, kind: AdCreativeKind | null) => [
  ad.name.trim(),
  ad.advertiser.trim(),
  ad.headline.trim(),
  ad.body.trim(),
  ad.mediaFileName,
  kind,
  ad.altText.trim(),
  ad.targetUrl,
  ad.placements,
  ad.startsAt,
  ad.endsAt,
  ad.paused,
  ad.weight,
  [...new Set(ad.states)],
];

const createAd = async ({ body, caller, deps }: HandlerInput<"ads.create">) => {
  const kind = await creativeKind(deps.db, body.mediaFileName);
  checkAd(body, kind);
  const row = await deps.db.transaction(async (tx) => {
    const created = onlyRow(
      await tx.query<{ id: number }>(
        `insert into ads (name, advertiser, headline, body, media_file_name, kind, alt_text, target_url, placements,
                          starts_at, ends_at, paused, weight, states, created_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9::text[], $10, $11, $12, $13, $14::text[], $15) returning id`,
        [...values(body, kind), caller.userId],
      ),
      "the new ad",
    );
    return loadAd(tx, created.id);
  });
  return { data: toAd(deps, row) };
};

const fromRow = (row: AdRow): AdFields => ({
  name: row.name,
  advertiser: row.advertiser,
  headline: row.headline,
  body: row.body,
  mediaFileName: row.media_file_name,
  altText: row.alt_text,
  targetUrl: row.target_url,
  placements: row.placements,
  startsAt: iso(row.starts_at),
  endsAt: iso(row.ends_at),
  paused: row.paused,
  weight: row.weight,
  states: row.states,
});

const updateAd = async ({ params, body, deps }: HandlerInput<"ads.update">) => {
  const row = await deps.db.transaction(async (tx) => {
    const current = await loadAd(tx, params.id, true);
    const merged: AdFields = { ...fromRow(current), ...body };
    const kind =
      merged.mediaFileName === current.media_file_name
        ? current.kind
        : await creativeKind(tx, merged.mediaFileName);
    checkAd(merged, kind);
    await tx.query(
      `update ads set name = $2, advertiser = $3, headline = $4, body = $5, media_file_name = $6, kind = $7,
              alt_text = $8, target_url = $9, placements = $10::text[], starts_at = $11, ends_at = $12,
              paused = $13, weight = $14, states = $15::text[], updated_at = now()
        where id = $1`,
      [params.id, ...values(merged, kind)],
    );
    return loadAd(tx, params.id);
  });
  return { data: toAd(deps, row) };
};

/** A copy as a new draft: no dates, not paused, no figures; the creative file is shared. */
const duplicateAd = async ({ params, caller, deps }: HandlerInput<"ads.duplicate">) => {
  const row = await deps.db.transaction(async (tx) => {
    const [copy] = await tx.query<{ id: number }>(
      `insert into ads (name, advertiser, headline, body, media_file_name, kind, alt_text, target_url, placements,
                        starts_at, ends_at, paused, weight, states, created_by)
       select left(name || ' (copy)', 120), advertiser, headline, body, media_file_name, kind, alt_text, target_url,
              placements, null, null, false, weight, states, $2
         from ads where id = $1 returning id`,
      [params.id, caller.userId],
    );
    if (!copy) throw appError(Errors.adNotFound);
    return loadAd(tx, copy.id);
  });
  return { data: toAd(deps, row) };
};

/** Deletes the ad and its figures; the creative stays in the media area (a duplicate may share it). */
const deleteAd = async ({ params, deps }: HandlerInput<"ads.delete">) => {
  const deleted = await deps.db.query("delete from ads where id = $1 returning id", [params.id]);
  if (deleted.length === 0) throw appError(Errors.adNotFound);
  return { data: null };
};

// ---------- settings ----------

interface SettingsRow {
  rotation: AdSettingsValues["rotation"];
  frequency_cap: number;
  home_placements: AdPlacement[];
}

const toSettings = (row: SettingsRow): AdSettingsValues => ({
  rotation: row.rotation,
  frequencyCap: row.frequency_cap,
  homePlacements: row.home_placements,
});

const loadSettings = async (q: Queryable) =>
  toSettings(
    onlyRow(
      await q.query<SettingsRow>("select rotation, frequency_cap, home_placements from ad_settings"),
      "the ad settings",
    ),
  );

const getSettings = async ({ deps }: HandlerInput<"ads.getSettings">) => ({
  data: await loadSettings(deps.db),
});

const updateSettings = async ({ body, deps }: HandlerInput<"ads.updateSettings">) => {
  await deps.db.query(
    `update ad_settings set rotation = $1, frequency_cap = $2, home_placements = $3::text[], updated_at = now()`,
    [body.rotation, body.frequencyCap, body.homePlacements],
  );
  return { data: await loadSettings(deps.db) };
};

// ---------- serving ----------

interface ServingAd extends AdCandidate {
  readonly kind: AdCreativeKind;
  readonly mediaFileName: string;
  readonly altText: string;
  readonly headline: string;
  readonly body: string;
  readonly advertiser: string;
}

interface ServingSnapshot {
  readonly settings: AdSettingsValues;
  /** The domain's selection over the candidates, indexed by placement, state and time. */
  readonly index: AdServingIndex<ServingAd>;
}

/**
 * The ads that can run (a creative, a start date, not paused, not ended) and the settings, per server
 * and per value of the `ads` change counter (migration 0011: bumped by every write to `ads` and
 * `ad_settings`, on any replica). Scheduled ads are kept: they start running without any write.
 */
const snapshots = new WeakMap<Deps, ReturnType<typeof makeKeptPerVersion<ServingSnapshot>>>();

const loadSnapshot = async (deps: Deps): Promise<ServingSnapshot> => {
  const rows = await deps.db.query<{
    id: number;
    starts_at: Date;
    ends_at: Date | null;
    placements: AdPlacement[];
    states: string[];
    weight: number;
    kind: AdCreativeKind;
    media_file_name: string;
    alt_text: string;
    headline: string;
    body: string;
    advertiser: string;
  }>(
    `select id, starts_at, ends_at, placements, states, weight, kind, media_file_name, alt_text, headline, body,
            advertiser
       from ads where not paused and starts_at is not null and media_file_name is not null
        and (ends_at is null or ends_at > now()) order by id`,
  );
  const ads: ServingAd[] = rows.map((row) => ({
    id: row.id,
    startsAt: new Date(row.starts_at),
    endsAt: row.ends_at === null ? null : new Date(row.ends_at),
    paused: false,
    placements: row.placements,
    states: row.states,
    weight: row.weight,
    kind: row.kind,
    mediaFileName: row.media_file_name,
    altText: row.alt_text,
    headline: row.headline,
    body: row.body,
    advertiser: row.advertiser,
  }));
  return { settings: await loadSettings(deps.db), index: new AdServingIndex(ads) };
};

const servingSnapshot = (deps: Deps, version: string): Promise<ServingSnapshot> => {
  let keptAt = snapshots.get(deps);
  if (!keptAt) {
    keptAt = makeKeptPerVersion<ServingSnapshot>();
    snapshots.set(deps, keptAt);
  }
  return keptAt(version, () => loadSnapshot(deps));
};

const placementsOf = (page: AdPage, settings: AdSettingsValues): readonly AdPlacement[] =>
  page === "home" ? settings.homePlacements : [page];

/** The ads of a page's slots for the caller: one query (counter, state, today's views), the rest in memory. */
const serveAds = async ({ body, caller, deps }: HandlerInput<"ads.serve">) => {
  // Each serve hands out fresh tokens: a script asking in a loop is stopped (a person reads pages).
  await enforceLimits(deps, adServeRules(caller.userId));
  const [viewer] = await deps.db.query<{ version: string; state: string | null; seen: [number, number][] }>(
    `select (select version::text from change_counters where name = 'ads') as version,
            (select state from driver_profiles where user_id = $1) as state,
            coalesce((select json_agg(json_build_array(ad_id, seen)) from ad_views
                       where viewer_id = $1 and day = (now() at time zone 'UTC')::date), '[]'::json) as seen`,
    [caller.userId],
  );
  const snapshot = await servingSnapshot(deps, viewer?.version ?? "none");
  const seenToday = new Map<number, number>(viewer?.seen ?? []);
  const chosen = new Set<number>();
  const now = new Date();
  const slots = placementsOf(body.page, snapshot.settings).map((placement) => {
    const ad = snapshot.index.choose(
      {
        placement,
        state: viewer?.state ?? null,
        now,
        seenToday,
        frequencyCap: snapshot.settings.frequencyCap,
        rotation: snapshot.settings.rotation,
        exclude: chosen,
      },
      Math.random(),
    );
    if (ad === null) return { placement, ad: null };
    chosen.add(ad.id);
    const token = (typ: "ad-impression" | "ad-click") =>
      deps.tokens.signAdToken(
        { typ, ad: ad.id, pl: placement, vid: caller.userId, n: randomBytes(12).toString("base64url") },
        adTokenLifetimeSeconds,
      );
    return {
      placement,
      ad: {
        id: ad.id,
        kind: ad.kind,
        mediaUrl: mediaUrl(deps.config, "ads", ad.mediaFileName),
        altText: ad.altText,
        headline: ad.headline,
        body: ad.body,
        advertiser: ad.advertiser,
        clickUrl: `/api/v1/ads/${ad.id}/click?t=${encodeURIComponent(token("ad-click"))}`,
        impressionToken: token("ad-impression"),
      },
    };
  });
  return { data: slots };
};

// ---------- counting ----------

const today = utcTodaySql;

/** Adds to an ad's totals and to its day. */
const addFigures = async (
  q: Queryable,
  adId: number,
  figure: "impressions" | "clicks" | "invalid_clicks",
) => {
  await q.query(
    `insert into ad_stats (ad_id, ${figure}) values ($1, 1)
       on conflict (ad_id) do update set ${figure} = ad_stats.${figure} + 1`,
    [adId],
  );
  await q.query(
    `insert into ad_daily_stats (ad_id, day, ${figure}) values ($1, ${today}, 1)
       on conflict (ad_id, day) do update set ${figure} = ad_daily_stats.${figure} + 1`,
    [adId],
  );
};

/**
 * The slot's beacon. Every view adds to the viewer's `seen` of the day (the frequency cap); the ad's
 * impressions grow once per viewer and UTC day. A forged or expired token counts nothing.
 */
const recordImpression = async ({ body, deps }: HandlerInput<"ads.impression">) => {
  const token = deps.tokens.verifyAdToken(body.token, "ad-impression");
  if (token === null) return { data: { counted: false } };
  const counted = await deps.db.transaction(async (tx) => {
    const [view] = await tx.query<{ first: boolean }>(
      `insert into ad_views (ad_id, viewer_id, day)
       select a.id, u.id, ${today} from ads a, users u where a.id = $1 and u.id = $2
       on conflict (viewer_id, day, ad_id) do update set seen = ad_views.seen + 1
       returning (xmax = 0) as first`,
      [token.ad, token.viewerId],
    );
    if (!view?.first) return false;
    await addFigures(tx, token.ad, "impressions");
    return true;
  });
  return { data: { counted } };
};

/**
 * The slot's link, for an ad that is serving (else 404: ids are sequential, and a draft's or a paused
 * campaign's target is nobody's business). Redirects to the ad's target in every other case (a reader is
 * never stuck). A GET counts as the industry counts (IAB/MRC): one click per viewer, ad and UTC day, and
 * only against an impression the viewer's slot recorded (today or yesterday: a token lives an hour). Any
 * other GET — no, a forged, an expired or another ad's token, no impression, a repeat — is filtered: it
 * adds to the ad's invalid clicks, reported apart. HEAD counts nothing.
 */
const clickAd = async ({ params, query, c, deps }: HandlerInput<"ads.click">) => {
  const [ad] = await deps.db.query<{ target_url: string }>(
    `select a.target_url from ads a where a.id = $1 and a.media_file_name is not null and ${adStatusSql} = 'running'`,
    [params.id],
  );
  if (!ad) throw appError(Errors.adNotFound);
  if (c.req.method !== "GET") return c.redirect(ad.target_url, 302);
  const token = query.t ? deps.tokens.verifyAdToken(query.t, "ad-click") : null;
  await deps.db.transaction(async (tx) => {
    let valid = false;
    if (token !== null && token.ad === params.id) {
      const [seen] = await tx.query(
        `select 1 from ad_views where viewer_id = $1 and ad_id = $2 and day >= ${today} - 1 limit 1`,
        [token.viewerId, params.id],
      );
      valid = seen !== undefined && (await countOnce(tx, "ad-click", params.id, `u:${token.viewerId}`));
    }
    await addFigures(tx, params.id, valid ? "clicks" : "invalid_clicks");
  });
  return c.redirect(ad.target_url, 302);
};

const adsAdmins = roles(adsRoles);

export const adsRoutes: Routes = {
  "ads.list": { access: adsAdmins, handle: listAds },
  "ads.search": { access: adsAdmins, handle: searchAds },
  "ads.get": { access: adsAdmins, handle: getAd },
  "ads.create": { access: adsAdmins, handle: createAd },
  "ads.update": { access: adsAdmins, handle: updateAd },
  "ads.duplicate": { access: adsAdmins, handle: duplicateAd },
  "ads.delete": { access: adsAdmins, handle: deleteAd },
  "ads.getSettings": { access: adsAdmins, handle: getSettings },
  "ads.updateSettings": { access: adsAdmins, handle: updateSettings },
  // Any signed-in viewer gets ads; the beacon and the redirect carry their own signed tokens.
  "ads.serve": { access: signedIn, handle: serveAds },
  "ads.impression": { access: publicCall, handle: recordImpression },
  "ads.click": { access: publicCall, handle: clickAd },
};
