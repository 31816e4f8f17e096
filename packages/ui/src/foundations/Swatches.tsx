import { vars } from "../theme/contract.css.ts";
import * as styles from "./Swatches.css.ts";

/** Shows every colour role of the active theme, for designers reviewing the tokens. */
export function Swatches() {
  return (
    <section className={styles.page}>
      <h2>Colour roles</h2>
      <ul className={styles.grid}>
        {Object.entries(vars.color).map(([role, value]) => (
          <li key={role} aria-label={role} className={styles.item}>
            <span className={styles.chip} style={{ background: value }} />
            <code>{role}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}
