import { type AddonType, addonLabels, addonPrices, formatPrice } from "@haulboard/domain";
import { CompanyText } from "../CompanyText.ts";
import * as styles from "../styles.css.ts";

export interface CostLinesProps {
  /** Each targeted address with the posting cost of its job. */
  readonly addresses: readonly { readonly description: string; readonly cost: number }[];
  /** The add-ons every job of the post gets. */
  readonly addons: readonly AddonType[];
}

/**
 * A post's cost, line by line, as the add-ons step and the order summary both show it: each address's
 * posting, then each add-on times the post's jobs (terms and definitions of the caller's `dl`).
 */
export function CostLines({ addresses, addons }: CostLinesProps) {
  const jobs = addresses.length;
  return (
    <>
      {addresses.map((address) => (
        <div key={address.description} className={styles.contents}>
          <dt>{CompanyText.orderPosting(address.description)}</dt>
          <dd>{formatPrice(address.cost)}</dd>
        </div>
      ))}
      {addons.map((addon) => (
        <div key={addon} className={styles.contents}>
          <dt>{CompanyText.orderAddon(addonLabels[addon], formatPrice(addonPrices[addon]), jobs)}</dt>
          <dd>{formatPrice(addonPrices[addon] * jobs)}</dd>
        </div>
      ))}
    </>
  );
}
