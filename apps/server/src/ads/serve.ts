import { randomBytes } from "node:crypto";
import {
  type AdCandidate,
  type AdCreativeKind,
  type AdPage,
  type AdPlacement,
  type AdSettingsValues,
  adTokenLifetimeSeconds,
} from "@haulboard/domain";
import { AdServingIndex } from "../adServing/servingIndex.ts";
import { makeKeptPerVersion } from "../cache/totals.ts";
import type { Deps } from "../deps.ts";
import { signedIn } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { enforceLimits } from "../http/guard.ts";
import { mediaUrl } from "../mediaStore/urls.ts";
import { adServeRules } from "../security/limits.ts";
import { loadSettings } from "./rows.ts";

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

// Any signed-in viewer gets ads; the beacon and the redirect carry their own signed tokens.
export const serveRoute: Route<"ads.serve"> = { access: signedIn, handle: serveAds };
