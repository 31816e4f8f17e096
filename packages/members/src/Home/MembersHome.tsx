import { RoleName } from "@haulboard/domain";
import { useSession } from "@haulboard/shell";
import { Link, Skeleton } from "@haulboard/ui";
import { lazy, type ReactNode, Suspense } from "react";
import { MembersText } from "../MembersText.ts";
import * as styles from "../styles.css.ts";

// The search and its fields load right after the page's first paint: the Home's first load stays the
// portal's own (README "Drivers' side").
const JobSearchScreen = lazy(() =>
  import("../JobSearch/JobSearchScreen.tsx").then((module) => ({ default: module.JobSearchScreen })),
);
// The Home's ad slots ask for their ads once the page is on screen anyway; their code comes with them.
const AdSlots = lazy(() => import("@haulboard/ads/slot").then((module) => ({ default: module.AdSlots })));

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
            <Link href="/members/applications">{MembersText.myApplications}</Link>
            {" · "}
            <Link href="/members/settings/profile">{MembersText.myProfile}</Link>
          </nav>
          {search ?? (
            <Suspense fallback={<Skeleton lines={6} label={MembersText.searching} />}>
              <JobSearchScreen />
            </Suspense>
          )}
        </>
      ) : (
        <p className={styles.text}>{MembersText.homeHint}</p>
      )}
      <Suspense fallback={null}>
        <AdSlots page="home" />
      </Suspense>
    </section>
  );
}
