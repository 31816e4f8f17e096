import { type AdCandidate, type AdRequest, isEligibleAd } from "@haulboard/domain";

/** The ads one slot may show to viewers of one state, in the source's order, with running sums of weights. */
interface SlotList {
  /** Positions in the source array, ascending. */
  readonly positions: Int32Array;
  /** `sums[i]` is the weight of the list's first i + 1 ads (the rotation's weights). */
  readonly sums: Float64Array;
}

interface Window {
  /** The lists hold for `from <= now < until` (ms): no ad starts or ends in between. */
  readonly from: number;
  readonly until: number;
  readonly lists: Map<string, SlotList>;
}

const noViews: ReadonlyMap<number, number> = new Map();

/** The first index of `sorted` whose value is at least `value` (its length if none). */
const lowerBound = (sorted: Int32Array, value: number): number => {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as number) < value) low = middle + 1;
    else high = middle;
  }
  return low;
};

/**
 * The domain's `chooseAd` for a server holding thousands of ads, in time that grows with the viewer's
 * exclusions (ads over the frequency cap, ads already on the page) instead of with the ads.
 *
 * For each placement, viewer state and rotation it keeps the ads that may fill the slot at the time
 * (running, placed there, their kind allowed there, targeted at the state) with the running sums of their
 * weights, built on first use. The lists hold until the next start or end date among the ads; then they
 * are built again from memory. A choice is a binary search in the sums around the excluded ads.
 *
 * Given the same ads (in the same order), request and random number it answers the same ad as `chooseAd`
 * (test/adServingIndex.test.ts compares the two over random ads and requests).
 */
export class AdServingIndex<Ad extends AdCandidate> {
  readonly #ads: readonly Ad[];
  readonly #positionOf = new Map<number, number>();
  #window: Window | null = null;

  constructor(ads: readonly Ad[]) {
    this.#ads = ads;
    ads.forEach((ad, position) => {
      if (!this.#positionOf.has(ad.id)) this.#positionOf.set(ad.id, position);
    });
  }

  choose(request: AdRequest, random: number): Ad | null {
    const list = this.#list(request);
    const count = list.positions.length;
    if (count === 0) return null;
    const weightAt = (i: number) => (list.sums[i] as number) - (i === 0 ? 0 : (list.sums[i - 1] as number));

    // The list's ads the viewer may not get: over the cap today, or already on the page.
    const excluded = new Set<number>();
    const exclude = (id: number) => {
      const position = this.#positionOf.get(id);
      if (position === undefined) return;
      const i = lowerBound(list.positions, position);
      if (list.positions[i] === position) excluded.add(i);
    };
    for (const [id, seen] of request.seenToday) if (seen >= request.frequencyCap) exclude(id);
    for (const id of request.exclude ?? []) exclude(id);
    if (excluded.size === count) return null;
    const skipped = [...excluded].sort((a, b) => a - b);

    let first = 0;
    for (const i of skipped) if (i === first) first += 1;
    const total = skipped.reduce((rest, i) => rest - weightAt(i), list.sums[count - 1] as number);
    if (total <= 0) return this.#adAt(list, first);

    // The first allowed ad whose running sum (without the skipped ads' weights) passes the point.
    const point = Math.min(Math.max(random, 0), 0.999999999) * total;
    let offset = 0;
    let start = 0;
    for (const end of [...skipped, count]) {
      let low = start;
      let high = end;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if ((list.sums[middle] as number) - offset > point) high = middle;
        else low = middle + 1;
      }
      if (low < end) return this.#adAt(list, low);
      if (end < count) offset += weightAt(end);
      start = end + 1;
    }
    // Rounding only: the last allowed ad, as chooseAd answers.
    let last = count - 1;
    while (excluded.has(last)) last -= 1;
    return this.#adAt(list, last);
  }

  #adAt(list: SlotList, i: number): Ad {
    return this.#ads[list.positions[i] as number] as Ad;
  }

  #list(request: AdRequest): SlotList {
    const now = request.now.getTime();
    if (this.#window === null || now < this.#window.from || now >= this.#window.until)
      this.#window = { from: now, until: this.#nextChangeAfter(now), lists: new Map() };
    const key = `${request.placement} ${request.state ?? ""} ${request.rotation}`;
    const held = this.#window.lists.get(key);
    if (held) return held;
    // The domain's rule, without the viewer's part (views today, the page's other ads).
    const slotRequest: AdRequest = { ...request, seenToday: noViews, frequencyCap: 1, exclude: undefined };
    const positions: number[] = [];
    const sums: number[] = [];
    let sum = 0;
    this.#ads.forEach((ad, position) => {
      if (!isEligibleAd(ad, slotRequest)) return;
      positions.push(position);
      sum += request.rotation === "even" ? 1 : Math.max(ad.weight, 0);
      sums.push(sum);
    });
    const list = { positions: Int32Array.from(positions), sums: Float64Array.from(sums) };
    this.#window.lists.set(key, list);
    return list;
  }

  /** The first start or end date after `now` (ms), when an ad's status next changes; Infinity if none. */
  #nextChangeAfter(now: number): number {
    let next = Number.POSITIVE_INFINITY;
    for (const ad of this.#ads) {
      for (const value of [ad.startsAt, ad.endsAt]) {
        if (value === null) continue;
        const at = typeof value === "string" ? Date.parse(value) : value.getTime();
        if (at > now && at < next) next = at;
      }
    }
    return next;
  }
}
