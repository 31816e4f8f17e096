import {
  AdMessages,
  type AdPlacement,
  adPlacementSpecs,
  adViewableRatio,
  adViewableSeconds,
} from "@haulboard/domain";
import { useEffect, useId, useRef } from "react";
import * as styles from "./slot.css.ts";

/** What a slot shows (the `ServedAd` of the contract, decoded). */
export interface SlotAd {
  readonly id: number;
  readonly kind: "image" | "video";
  readonly mediaUrl: string;
  readonly altText: string;
  readonly headline: string;
  readonly body: string;
  readonly advertiser: string;
  readonly clickUrl: string;
  readonly impressionToken: string;
}

export interface AdSlotProps {
  readonly placement: AdPlacement;
  readonly ad: SlotAd;
  /** Called once, when at least half of the creative has been visible for one continuous second. */
  readonly onSeen: (ad: SlotAd) => void;
}

const prefersReducedMotion = () =>
  typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;

/**
 * One ad, labelled "Sponsored" with its advertiser. The whole creative and headline are one link (the
 * counting redirect), opening in a new tab, which its name says for screen readers. A video plays muted and
 * looped, and only when the reader has not asked for reduced motion.
 */
export function AdSlot({ placement, ad, onSeen }: AdSlotProps) {
  const labelId = useId();
  const watched = useRef<HTMLAnchorElement>(null);
  const seen = useRef(onSeen);
  seen.current = onSeen;

  useEffect(() => {
    const element = watched.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.intersectionRatio >= adViewableRatio);
        if (visible && timer === undefined) {
          timer = setTimeout(() => {
            observer.disconnect();
            seen.current(ad);
          }, adViewableSeconds * 1000);
        } else if (!visible && timer !== undefined) {
          clearTimeout(timer);
          timer = undefined;
        }
      },
      { threshold: [0, adViewableRatio, 1] },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ad]);

  const { width, height } = adPlacementSpecs[placement];
  const box = { aspectRatio: `${width} / ${height}`, maxInlineSize: `${width}px` };
  return (
    <figure
      className={styles.slot}
      style={{ maxInlineSize: `${width}px` }}
      data-placement={placement}
      aria-labelledby={labelId}
    >
      <figcaption id={labelId} className={styles.label}>
        {AdMessages.sponsored} · {ad.advertiser}
      </figcaption>
      <a
        ref={watched}
        className={styles.link}
        href={ad.clickUrl}
        target="_blank"
        rel="sponsored noopener noreferrer"
      >
        {ad.kind === "video" ? (
          <video
            className={styles.media}
            style={box}
            src={ad.mediaUrl}
            aria-label={ad.altText}
            muted
            loop
            playsInline
            autoPlay={!prefersReducedMotion()}
            preload="metadata"
          />
        ) : (
          <img
            className={styles.media}
            style={box}
            src={ad.mediaUrl}
            alt={ad.altText}
            width={width}
            height={height}
          />
        )}
        <span className={styles.headline}>{ad.headline}</span>
        <span className={styles.hidden}> ({AdMessages.opensInNewTab})</span>
      </a>
      {ad.body ? <p className={styles.body}>{ad.body}</p> : null}
    </figure>
  );
}
