import { MembersText } from "../MembersText.ts";
import * as styles from "../styles.css.ts";

/** `/deleted-members` (access §2): shown after a driver deleted the account. */
export function DeletedMembersView() {
  return (
    <main className={styles.centred}>
      <div className={styles.page}>
        <h1 className={styles.title}>{MembersText.deletedTitle}</h1>
        <p className={styles.text}>{MembersText.deletedText}</p>
      </div>
    </main>
  );
}
