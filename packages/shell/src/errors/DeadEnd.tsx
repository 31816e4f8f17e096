import { productName } from "../title/PageTitle.ts";
import * as styles from "./ErrorPage.css.ts";

/**
 * The way out of a page that has nothing else to offer (the error page, `/deleted-members`): its link
 * texts. Chosen here, the spec is silent (README "Choices where the spec is silent").
 */
export const WayOutText = {
  home: "Go to the home page",
  signIn: "Sign in",
  waysOut: "Ways out",
} as const;

/** The product name as the page's brand: a link home, above a page outside every portal layout. */
export function BrandMark() {
  return (
    <header className={styles.brandBar}>
      <a className={styles.brand} href="/">
        {productName}
      </a>
    </header>
  );
}

export interface WayOutProps {
  /**
   * `home`: '/' (a signed-in user reaches the landing page, a visitor the sign-in);
   * `signIn`: '/login' (after the session ended).
   * @default "home"
   */
  readonly to?: "home" | "signIn";
}

/** The one link that leads back into the app. */
export function WayOut({ to = "home" }: WayOutProps) {
  return (
    <nav aria-label={WayOutText.waysOut} className={styles.wayOut}>
      {/* A plain link: a full load is the surest way out of an error, and the app's entry stays small. */}
      <a className={styles.wayOutLink} href={to === "home" ? "/" : "/login"}>
        {to === "home" ? WayOutText.home : WayOutText.signIn}
      </a>
    </nav>
  );
}
