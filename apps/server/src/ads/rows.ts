import type { Ads } from "@haulboard/api/contract";
import {
  type AdCreativeKind,
  type AdPlacement,
  type AdSettingsValues,
  adStatus,
  adsRoles,
} from "@haulboard/domain";
import { onlyRow, type Queryable } from "../db/Database.ts";
import type { Deps } from "../deps.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import { roles } from "../http/access.ts";
import { mediaUrl } from "../mediaStore/urls.ts";

/** Ads a page of the manage list holds unless the client asks otherwise. */
export const adsPageSize = 20;

/** The status of an ad at the statement's `now()`, the same rule as the domain's `adStatus`. */
export const adStatusSql = `(case when a.ends_at is not null and a.ends_at <= now() then 'ended'
  when a.starts_at is null then 'draft' when a.paused then 'paused'
  when a.starts_at > now() then 'scheduled' else 'running' end)`;

export interface AdRow {
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

export const selectAds = `select a.*, coalesce(s.impressions, 0)::text as impressions, coalesce(s.clicks, 0)::text as clicks,
    coalesce(s.invalid_clicks, 0)::text as invalid_clicks
  from ads a left join ad_stats s on s.ad_id = a.id`;

export const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

export const toAd = (deps: Deps, row: AdRow, now = new Date()): Ads.Ad => ({
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

export const loadAd = async (q: Queryable, id: number, lock = false): Promise<AdRow> => {
  const [row] = await q.query<AdRow>(`${selectAds} where a.id = $1${lock ? " for update of a" : ""}`, [id]);
  if (!row) throw appError(Errors.adNotFound);
  return row;
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

export const loadSettings = async (q: Queryable) =>
  toSettings(
    onlyRow(
      await q.query<SettingsRow>("select rotation, frequency_cap, home_placements from ad_settings"),
      "the ad settings",
    ),
  );

export const adsAdmins = roles(adsRoles);
