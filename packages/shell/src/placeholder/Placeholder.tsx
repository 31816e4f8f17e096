import { useMatches } from "react-router";
import * as styles from "./Placeholder.css.ts";

/** A screen of a later issue: its title inside the portal layout, from the route's `handle.title`. */
export function PlaceholderScreen({ title }: { readonly title?: string }) {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as { title?: string } | undefined;
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title ?? handle?.title ?? ""}</h1>
    </section>
  );
}
