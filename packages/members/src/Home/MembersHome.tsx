import { AdSlots } from "@haulboard/ads/slot";
import { MembersText } from "../MembersText.ts";
import * as styles from "../styles.css.ts";

/** `/members/home`: the drivers' landing page (access §2; its content is not shown in the spec). */
export function MembersHome() {
  return (
    <section className={styles.page} aria-labelledby="members-home-title">
      <h1 id="members-home-title" className={styles.title}>
        {MembersText.homeTitle}
      </h1>
      <p className={styles.text}>{MembersText.homeIntro}</p>
      <p className={styles.text}>{MembersText.homeHint}</p>
      <AdSlots page="home" />
    </section>
  );
}
