import { runApi } from "@haulboard/api";
import { type AdPage, type AdPlacement, adPlacementSpecs } from "@haulboard/domain";
import { useAppApi } from "@haulboard/shell/portal";
import { useEffect, useState } from "react";
import { AdSlot, type SlotAd } from "./AdSlot.tsx";
import * as styles from "./slot.css.ts";

interface Slot {
  readonly placement: AdPlacement;
  readonly ad: SlotAd | null;
}

export interface AdSlotsViewProps {
  readonly slots: readonly Slot[];
  readonly onSeen: (ad: SlotAd) => void;
}

/** The filled slots of a page in order; nothing at all when no ad was chosen (no empty frames). */
export function AdSlotsView({ slots, onSeen }: AdSlotsViewProps) {
  const filled = slots.filter((slot): slot is Slot & { ad: SlotAd } => slot.ad !== null);
  if (filled.length === 0) return null;
  return (
    <div className={styles.slots}>
      {filled.map((slot) => (
        <AdSlot
          key={`${slot.placement}-${slot.ad.id}`}
          placement={slot.placement}
          ad={slot.ad}
          onSeen={onSeen}
        />
      ))}
    </div>
  );
}

/**
 * Runs `run` once the page has loaded and the browser is idle (at most 2 s later), so an ad never competes
 * with the page's own first paint and largest image. Returns a cancel function.
 */
const afterPageLoad = (run: () => void): (() => void) => {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === "function")
      idle = window.requestIdleCallback(run, { timeout: 2000 });
    else timer = setTimeout(run, 0);
  };
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
  return () => {
    window.removeEventListener("load", whenIdle);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
};

/** The box a slot will take, kept free while its ad loads so nothing under it moves (no layout shift). */
export function AdSlotReserve({ placement }: { readonly placement: AdPlacement }) {
  const { width, height } = adPlacementSpecs[placement];
  return (
    <div
      className={styles.reserve}
      style={{ maxInlineSize: `${width}px` }}
      data-ad-reserve={placement}
      aria-hidden="true"
    >
      <span className={styles.reserveLabel} />
      <span className={styles.reserveMedia} style={{ aspectRatio: `${width} / ${height}` }} />
    </div>
  );
}

export interface AdSlotsProps {
  readonly page: AdPage;
  /**
   * Ask for the ad only after the page has loaded and the browser is idle (a news post: the post's own
   * image is the page's largest paint). @default false
   */
  readonly afterLoad?: boolean;
  /**
   * Keep the placement's box free while the ad loads (pages with one placement: `news_list`,
   * `news_post`); the box goes if no ad is served. @default false
   */
  readonly reserve?: boolean;
}

/**
 * The ads of a page (`POST /ads/serve`): asked once when the page shows; an impression beacon goes when a
 * creative has been seen. A failed call shows nothing: an ad never stands in the way of the page.
 */
export function AdSlots({ page, afterLoad = false, reserve = false }: AdSlotsProps) {
  const api = useAppApi();
  // null while the serve call has not answered.
  const [slots, setSlots] = useState<readonly Slot[] | null>(null);
  useEffect(() => {
    let isCurrent = true;
    const ask = () => {
      runApi(api.ads.serve({ body: { page } }))
        .then((served) => {
          if (isCurrent) setSlots(served);
        })
        .catch(() => {
          if (isCurrent) setSlots([]);
        });
    };
    let cancel = () => {};
    if (afterLoad) cancel = afterPageLoad(ask);
    else ask();
    return () => {
      isCurrent = false;
      cancel();
    };
  }, [api, page, afterLoad]);
  const onSeen = (ad: SlotAd) => {
    runApi(api.ads.impression({ body: { token: ad.impressionToken } })).catch(() => undefined);
  };
  if (slots === null) return reserve && page !== "home" ? <AdSlotReserve placement={page} /> : null;
  return <AdSlotsView slots={slots} onSeen={onSeen} />;
}
