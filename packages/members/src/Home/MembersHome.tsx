import { RoleName } from "@haulboard/domain";
import { useSession } from "@haulboard/shell";
import { Link } from "@haulboard/ui";
import type { ReactNode } from "react";
import { DriversText } from "../DriversText.ts";
import { JobSearchScreen } from "../JobSearch/JobSearchScreen.tsx";
import { MembersText } from "../MembersText.ts";
import * as styles from "../styles.css.ts";

export interface MembersHomeProps {
  /** The job search for a driver; the screen by default (stories pass a view). */
  readonly search?: ReactNode;
}

/**
 * `/members/home`: the drivers' landing page (access §2; its content is not shown in the spec). A driver finds
 * jobs here (issue 19); others who reach the members area see the welcome.
 */
export function MembersHome({ search }: MembersHomeProps) {
  const isDriver = useSession().user?.roles.includes(RoleName.driver) ?? false;
  return (
    <section className={styles.page} aria-labelledby="members-home-title">
      <h1 id="members-home-title" className={styles.title}>
        {MembersText.homeTitle}
      </h1>
      <p className={styles.text}>{MembersText.homeIntro}</p>
      {isDriver || search ? (
        <>
          <nav aria-label={MembersText.homeTitle} className={styles.text}>
            <Link href="/members/applications">{DriversText.myApplications}</Link>
            {" · "}
            <Link href="/members/settings/profile">{DriversText.myProfile}</Link>
          </nav>
          {search ?? <JobSearchScreen />}
        </>
      ) : (
        <p className={styles.text}>{MembersText.homeHint}</p>
      )}
    </section>
  );
}
