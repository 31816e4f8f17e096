import { BrandMark, WayOut } from "@haulboard/shell";
import { MembersText } from "../MembersText.ts";
import * as styles from "../styles.css.ts";

/**
 * `/deleted-members` (access §2): shown after a driver deleted the account, under the brand, with the way
 * to sign in (the session has ended: no dead end).
 */
export function DeletedMembersView() {
  return (
    <>
      <BrandMark />
      <main className={styles.centred}>
        <div className={styles.page}>
          <h1 className={styles.title}>{MembersText.deletedTitle}</h1>
          <p className={styles.text}>{MembersText.deletedText}</p>
          <WayOut to="signIn" />
        </div>
      </main>
    </>
  );
}
