import type { AdPage, AdPlacement } from "@haulboard/domain";
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
 * The ads of a page (`POST /ads/serve`): asked once when the page shows; an impression beacon goes when a
 * creative has been seen. A failed call shows nothing: an ad never stands in the way of the page.
 */
export function AdSlots({ page }: { readonly page: AdPage }) {
  const api = useAppApi();
  const [slots, setSlots] = useState<readonly Slot[]>([]);
  useEffect(() => {
    let isCurrent = true;
    api.promise.ads
      .serve({ body: { page } })
      .then((served) => {
        if (isCurrent) setSlots(served);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [api, page]);
  const onSeen = (ad: SlotAd) => {
    api.promise.ads.impression({ body: { token: ad.impressionToken } }).catch(() => undefined);
  };
  return <AdSlotsView slots={slots} onSeen={onSeen} />;
}
